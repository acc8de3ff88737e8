import Testing
@testable import TickCore

@Suite("Picker: grouped results as they land")
struct GroupedPickerStateTests {
    /// A grouped picker over `texts`, grouped by their second field.
    private func groupedPicker(_ texts: [String]) throws -> PickerState {
        var s = try picker(["--group-nth", "2"], items: texts.count)
        var builder = InputBuilder(ItemStoreBuilder(), grouping: .fields(try FieldTemplate(parsing: "2"), .blanks))
        builder.append(Array(texts.map { $0 + "\n" }.joined().utf8)[...])
        builder.finish()
        s.store = builder.store
        return s
    }

    @Test("A new query's results with no match at all leave the band where it is (it crashed looking for a heading)")
    func noMatchAfterQuery() throws {
        let texts = ["apple fruit", "carrot veg", "pear fruit"]
        var s = try groupedPicker(texts)
        s.setResults(RankedList(all: texts.count), for: s.request("", itemCount: texts.count))
        s.setResults(RankedList(indices: []), for: s.request("zz", itemCount: texts.count))
        #expect(s.shown.count == 0)
        #expect(s.cursor == 0)
    }

    @Test("A new query's results put the band on the best match, below its group's heading")
    func bandBelowHeading() throws {
        let texts = ["apple fruit", "carrot veg", "pear fruit"]
        var s = try groupedPicker(texts)
        s.setResults(RankedList(indices: [1]), for: s.request("car", itemCount: texts.count))
        #expect(s.shown.count == 2)
        #expect(s.cursor == 1)
    }
}
