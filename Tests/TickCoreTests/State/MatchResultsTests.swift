import Testing
@testable import TickCore

@Suite("MatchResults")
struct MatchResultsTests {
    private func request(_ text: String, serial: Int, items: Int) -> MatchRequest {
        MatchRequest(serial: serial, text: text, query: Query(text), itemCount: items)
    }

    @Test("Results are current while their request carries the current serial, whatever the item count")
    func currentBySerial() {
        var m = MatchResults()
        #expect(!m.isCurrent)
        _ = m.take(RankedList(all: 3), for: request("", serial: 0, items: 3), excluding: [])
        #expect(m.isCurrent && m.isFinal)
        m.searchChanged()
        #expect(!m.isCurrent)
        // The same text again is a new query: the old results are still not current.
        _ = m.take(RankedList(all: 5), for: request("", serial: 0, items: 5), excluding: [])
        #expect(!m.isCurrent)
        _ = m.take(RankedList(all: 5), for: request("", serial: 1, items: 5), excluding: [])
        #expect(m.isCurrent)
    }

    @Test("A partial ranking is current but not final")
    func partial() {
        var m = MatchResults()
        _ = m.take(RankedList(indices: [2, 0], partial: true), for: request("a", serial: 0, items: 3), excluding: [])
        #expect(m.isCurrent && !m.isFinal)
    }

    @Test("take leaves out the excluded items and says whether the query text stayed the same")
    func take() {
        var m = MatchResults()
        let same1 = m.take(RankedList(indices: [0, 1, 2]), for: request("a", serial: 0, items: 3), excluding: [1])
        #expect(!same1)
        #expect(m.list.itemIndices == [0, 2])
        let same2 = m.take(RankedList(indices: [0, 1, 2, 3]), for: request("a", serial: 0, items: 4), excluding: [])
        #expect(same2)
        let same3 = m.take(RankedList(indices: [3]), for: request("ab", serial: 1, items: 4), excluding: [])
        #expect(!same3)
        #expect(m.itemCount == 4)
    }

    @Test("forget drops the results and gives the next request a new serial")
    func forget() {
        var m = MatchResults()
        _ = m.take(RankedList(all: 3), for: request("", serial: 0, items: 3), excluding: [])
        m.forget()
        #expect(m.list.count == 0 && m.request == nil && !m.isCurrent)
        #expect(m.serial == 1)
    }

    @Test("exclude takes items out of the shown results")
    func exclude() {
        var m = MatchResults()
        _ = m.take(RankedList(indices: [4, 2, 7]), for: request("x", serial: 0, items: 8), excluding: [])
        m.exclude([2])
        #expect(m.list.itemIndices == [4, 7])
    }
}

@Suite("ResultEvents")
struct ResultEventsTests {
    private func request(serial: Int, items: Int) -> MatchRequest {
        MatchRequest(serial: serial, text: "", query: Query(""), itemCount: items)
    }

    @Test("result is due once per request; more items for the same query are a new request")
    func resultOncePerRequest() {
        var e = ResultEvents()
        let due4 = e.due(for: request(serial: 0, items: 2), matchCount: 2, complete: false)
        #expect(due4 == [.result])
        let due5 = e.due(for: request(serial: 0, items: 2), matchCount: 2, complete: false)
        #expect(due5 == [])
        let due6 = e.due(for: request(serial: 0, items: 3), matchCount: 3, complete: false)
        #expect(due6 == [.result])
        let due7 = e.due(for: request(serial: 1, items: 3), matchCount: 3, complete: false)
        #expect(due7 == [.result])
    }

    @Test("load waits for the complete input's matches, then fires once; one, zero and result-final only then")
    func loadOneZeroFinal() {
        var e = ResultEvents()
        e.inputCompleted()
        let due8 = e.due(for: request(serial: 0, items: 2), matchCount: 1, complete: false)
        #expect(due8 == [.result])
        #expect(e.loadDue)
        let due9 = e.due(for: request(serial: 0, items: 3), matchCount: 1, complete: true)
        #expect(due9 == [.load, .one, .result, .resultFinal])
        #expect(!e.loadDue)
        let due10 = e.due(for: request(serial: 0, items: 3), matchCount: 1, complete: true)
        #expect(due10 == [])
        let due11 = e.due(for: request(serial: 1, items: 3), matchCount: 0, complete: true)
        #expect(due11 == [.zero, .result, .resultFinal])
    }
}
