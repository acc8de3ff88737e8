import Testing
@testable import TickCore

@Suite("Line mode dialogue")
struct LineModeStateTests {
    typealias Rules = LineModeState.Rules

    /// A state listing items 0..<count (numbered 1...count).
    func state(_ count: Int = 5, ticked: [Int] = [], rules: Rules = Rules(), pageSize: Int = 20) -> LineModeState {
        LineModeState(items: Array(0..<count), ticked: ticked, rules: rules, pageSize: pageSize)
    }

    /// Page lines for items named `item0`, `item1`, … at 60 columns.
    func page(_ s: LineModeState, header: [String] = [], marker: String = "✓") -> [String] {
        s.pageLines(header: header.map { Array($0.utf8) }, width: 60, marker: marker) { Array("item\($0)".utf8) }
    }

    @Test("The question is the one docs/SPEC.md gives, word for word")
    func question() {
        #expect(state().prompt == "Pick (e.g. 1 3 5-7): ")
    }

    @Test("Numbers pick the listed items they name, in the order given")
    func pick() {
        var s = LineModeState(items: [7, 3, 9], ticked: [], rules: Rules(), pageSize: 20)
        #expect(s.answer("3 1") == .finish(.picked([9, 7])))
    }

    @Test("A bad answer is refused with the parser's message, and the question is asked again")
    func badAnswer() {
        var s = state(3)
        #expect(s.answer("9") == .ask(message: "'9' is out of range: the items are numbered 1 to 3"))
        #expect(s.answer("x") == .ask(message: "'x' is not a number or a range (answer like 1 3 5-7)"))
        #expect(s.answer("2") == .finish(.picked([1])))
    }

    @Test("q cancels, with blanks around it too")
    func cancel() {
        var s = state()
        #expect(s.answer(" q ") == .finish(.cancelled))
        var t = state()
        #expect(t.answer("quit") == .finish(.cancelled))
    }

    @Test("--single refuses two items and takes one")
    func single() {
        var s = state(rules: Rules(limit: 1))
        #expect(s.answer("1 2") == .ask(message: "Pick one item only, not 2"))
        #expect(s.answer("2") == .finish(.picked([1])))
    }

    @Test("--limit refuses more items, --min fewer, naming the option")
    func limitAndMin() {
        var s = state(rules: Rules(limit: 3, minimum: 2))
        #expect(s.answer("1-4") == .ask(message: "Pick at most 3 items (--limit 3), not 4"))
        #expect(s.answer("5") == .ask(message: "Pick at least 2 items (--min 2), not 1"))
        #expect(s.answer("1-3") == .finish(.picked([0, 1, 2])))
    }

    @Test("Enter alone accepts the items that started ticked, in tick order; numbers replace them")
    func preselected() {
        var s = state(ticked: [3, 1])
        #expect(s.answer("") == .finish(.picked([3, 1])))
        var t = state(ticked: [3, 1])
        #expect(t.answer("5") == .finish(.picked([4])))
    }

    @Test("Enter keeping ticked items still obeys --min")
    func preselectedBelowMinimum() {
        var s = state(ticked: [1], rules: Rules(minimum: 2))
        #expect(s.answer("") == .ask(message: "Pick at least 2 items (--min 2), not 1"))
    }

    @Test("Enter alone on one page with nothing ticked says how to answer")
    func enterWithNothing() {
        var s = state()
        guard case .ask(let message?) = s.answer("  ") else {
            Issue.record("expected a message")
            return
        }
        #expect(message.hasPrefix("Nothing picked"))
        #expect(message.contains("q to cancel"))
    }

    @Test("Enter alone shows the next page, then the first again after the last")
    func paging() {
        var s = state(7, pageSize: 3)
        #expect(s.pageCount == 3 && s.page == 0 && s.pageRange == 0..<3)
        #expect(s.answer("") == .showPage)
        #expect(s.page == 1 && s.pageRange == 3..<6)
        #expect(s.answer("") == .showPage)
        #expect(s.page == 2 && s.pageRange == 6..<7 && s.isLastPage)
        #expect(s.answer("") == .showPage)
        #expect(s.page == 0)
        // Numbers from any page can be given on any page.
        #expect(s.answer("7 1") == .finish(.picked([6, 0])))
    }

    @Test("With ticked items, Enter pages to the last page and accepts there")
    func pagingWithTicks() {
        var s = state(5, ticked: [4], pageSize: 3)
        #expect(s.answer("") == .showPage)
        #expect(s.answer("") == .finish(.picked([4])))
    }

    @Test("--confirm asks with the count; y accepts, anything else asks again")
    func confirm() {
        var s = state(rules: Rules(confirm: "Print {n} items?"))
        #expect(s.answer("1 2") == .ask(message: nil))
        #expect(s.prompt == "Print 2 items? [y/N] ")
        #expect(s.answer("n") == .ask(message: nil))
        #expect(s.prompt == "Pick (e.g. 1 3 5-7): ")
        #expect(s.answer("3") == .ask(message: nil))
        #expect(s.answer("y") == .finish(.picked([2])))
    }

    @Test("A page lists numbers from 1, right-aligned, with no hint when one page says it all")
    func pageText() {
        #expect(page(state(3)) == ["1  item0", "2  item1", "3  item2"])
        let ten = page(state(10))
        #expect(ten.first == " 1  item0" && ten.last == "10  item9")
    }

    @Test("Ticked items carry the marker; the hint says Enter keeps them")
    func pageWithTicks() {
        #expect(page(state(3, ticked: [1])) == ["  1  item0", "✓ 2  item1", "  3  item2", "(Enter keeps the 1 ticked (✓), q cancels)"])
        #expect(page(state(2, ticked: [0]), marker: "[x]") == ["[x] 1  item0", "    2  item1", "(Enter keeps the 1 ticked ([x]), q cancels)"])
    }

    @Test("Each page shows the header, its items and where it is")
    func pagesText() {
        var s = state(5, pageSize: 2)
        #expect(page(s, header: ["NAME\r"]) == ["NAME", "1  item0", "2  item1", "(1-2 of 5: Enter shows more, q cancels)"])
        _ = s.answer("")
        _ = s.answer("")
        #expect(page(s) == ["5  item4", "(5-5 of 5: Enter shows the first page, q cancels)"])
    }

    @Test("Control bytes and escapes in items are shown as pictures, and lines fit the width")
    func sanitised() {
        let s = state(1)
        let lines = s.pageLines(header: [[0x1B, 0x5B, 0x32, 0x4A]], width: 12, marker: "✓") { _ in
            Array("a\u{1B}[31mred\u{07}".utf8) + Array(repeating: 0x78, count: 20)
        }
        #expect(lines == ["␛[2J", "1  a␛[31mre…"])
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
