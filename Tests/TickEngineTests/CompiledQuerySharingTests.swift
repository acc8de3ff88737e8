import Testing
@testable import TickCore
@testable import TickEngine

@Suite("One compiled query per query, shared by the engine and the highlighter")
struct CompiledQuerySharingTests {
    @Test("The rows are highlighted with the compiled query the results were matched with")
    func highlighterUsesTheRequestsQuery() throws {
        var (c, wake) = try PickerControllerTests.controller(["apple", "banana", "grape", "pineapple"])
        _ = c.type(Array("ap".utf8))
        #expect(PickerControllerTests.settle(&c, wake, until: "3/4"))
        let request = try #require(c.state.resultsRequest)
        #expect(c.frame().text(row: 1).hasSuffix("apple"))
        #expect(c.highlighter?.matcher.compiled === request.compiled)
        // Another query: another compiled query, and the highlighter follows it.
        _ = c.type(Array("p".utf8))
        #expect(PickerControllerTests.settle(&c, wake, until: "2/4"))
        let next = try #require(c.state.resultsRequest)
        _ = c.frame()
        #expect(next.compiled !== request.compiled)
        #expect(c.highlighter?.matcher.compiled === next.compiled)
    }

    @Test("More input for the same query is matched with the query compiled before")
    func moreInputKeepsTheCompiledQuery() throws {
        var (c, wake) = try PickerControllerTests.controller(["apple", "banana"])
        _ = c.type(Array("an".utf8))
        #expect(PickerControllerTests.settle(&c, wake, until: "1/2"))
        let first = try #require(c.state.resultsRequest)
        c.absorbInput(store(["apple", "banana", "mango"]), done: true)
        #expect(PickerControllerTests.settle(&c, wake, until: "2/3"))
        let second = try #require(c.state.resultsRequest)
        #expect(second.itemCount == 3 && first.itemCount == 2)
        #expect(second.compiled === first.compiled)
    }

    @Test("Every worker's matcher shares the collector's compiled query")
    func workersShareTheCompiledQuery() {
        let compiled = CompiledQuery(Query("ab"))
        let collector = MatchCollector(compiled: compiled, configuration: Matcher.Configuration(), sort: true, tac: false)
        #expect(collector.makeMatcher().compiled === compiled)
        #expect(collector.makeMatcher().compiled === collector.makeMatcher().compiled)
    }
}
