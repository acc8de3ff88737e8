import Testing
@testable import TickCore

@Suite("ScreenPlace")
struct ScreenPlaceTests {
    @Test("Only the latest placement's answer places the picker; earlier answers are used up")
    func latestAnswerPlaces() {
        var p = ScreenPlace()
        p.placed(top: nil, height: 5, items: 0)
        p.askedForPosition()
        p.askedForPosition()
        #expect(p.placing)
        let answer1 = p.cursorReported(ScreenPoint(row: 3, column: 1))
        #expect(answer1 == nil)
        #expect(p.origin == nil && p.placing)
        let answer2 = p.cursorReported(ScreenPoint(row: 7, column: 1))
        #expect(answer2 == ScreenPoint(row: 7, column: 1))
        #expect(p.origin == 7 && !p.placing)
    }

    @Test("A late answer after the wait timed out still places the picker, once")
    func lateAnswer() {
        var p = ScreenPlace()
        p.placement(rows: 10, height: 4)
        p.askedForPosition()
        p.timedOut()
        #expect(!p.placing && p.origin == nil)
        // Mid-line at row 9: the picker starts on the next line, moved up to fit 4 lines.
        let answer3 = p.cursorReported(ScreenPoint(row: 9, column: 5))
        #expect(answer3 != nil)
        #expect(p.origin == 7)
        let answer4 = p.cursorReported(ScreenPoint(row: 1, column: 1))
        #expect(answer4 == nil)
        #expect(p.origin == 7)
    }

    @Test("A new placement forgets the origin until it is answered")
    func placingForgetsOrigin() {
        var p = ScreenPlace()
        p.placed(top: 4, height: 3, items: 0)
        #expect(p.origin == 4)
        p.askedForPosition()
        #expect(p.origin == nil)
    }

    @Test("The items listed at the first placement are kept: fzf's ~N height is settled once (seq 2 | fzf --height ~10, then reload(seq 8): still 4 lines)")
    func settledOnce() {
        var p = ScreenPlace()
        #expect(p.settledItems == nil)
        p.placed(top: 1, height: 4, items: 2)
        p.placed(top: 1, height: 4, items: 8)
        #expect(p.settledItems == 2)
    }

    @Test("resize says whether the size changed")
    func resize() {
        var p = ScreenPlace()
        let size = TerminalSize(columns: 100, rows: 30)
        let changed5 = p.resize(to: size)
        #expect(changed5)
        #expect(p.size == size)
        let changed6 = p.resize(to: size)
        #expect(!changed6)
    }
}

extension ScreenPlace {
    /// A terminal `rows` tall with the picker placed `height` lines tall, origin unknown.
    fileprivate mutating func placement(rows: Int, height: Int) {
        _ = resize(to: TerminalSize(columns: 80, rows: rows))
        placed(top: nil, height: height, items: 0)
    }
}
