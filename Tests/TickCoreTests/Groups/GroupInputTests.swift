import Testing
@testable import TickCore
import TickTestSupport

/// The items and groups of `input` read by a builder with `grouping`, `chunk` bytes per read.
private func read(_ input: String, grouping: InputBuilder.Grouping, headerLines: Int = 0, sgr: ItemStoreBuilder.SGRHandling = .keep,
                  chunk: Int = .max) -> (items: [String], groups: [String], header: [String]) {
    var builder = InputBuilder(ItemStoreBuilder(headerLines: headerLines, sgr: sgr), grouping: grouping,
                               headerLines: headerLines, stripsSGR: sgr != .keep)
    let all = Array(input.utf8)
    var at = 0
    while at < all.count {
        let n = min(chunk, all.count - at)
        builder.append(all[at..<at + n])
        at += n
    }
    builder.finish()
    let store = builder.store
    let table = store.groups!
    #expect(table.count == store.count, "every item has a group")
    let items = (0..<store.count).map { String(decoding: store.item($0), as: UTF8.self) }
    let groups = (0..<store.count).map { String(decoding: table.name(table.group(of: $0)), as: UTF8.self) }
    return (items, groups, store.header.map { String(decoding: $0, as: UTF8.self) })
}

private func fields(_ text: String, _ delimiter: String? = nil) throws -> InputBuilder.Grouping {
    .fields(try FieldTemplate(parsing: text), delimiter.map { Delimiter($0) } ?? .blanks)
}

@Suite("Groups of the input (--group-nth, --group-pattern)")
struct GroupInputTests {
    @Test("Group ids are given in order of first appearance; a name seen again is the same group")
    func firstAppearance() {
        var builder = GroupBuilder()
        let ids = ["b", "a", "b", "c", "a", "a"].map { name in Array(name.utf8).withUnsafeBufferPointer { builder.id(of: $0) } }
        #expect(ids == [0, 1, 0, 2, 1, 1])
        #expect((0..<3).map { String(decoding: builder.table.name($0), as: UTF8.self) } == ["b", "a", "c"])
    }

    @Test("Thousands of names, some empty, many alike: each keeps the id it was given first")
    func manyNames() {
        var rng = SeededRandom(seed: 43)
        var builder = GroupBuilder()
        var reference: [[UInt8]: UInt32] = [:]
        for _ in 0..<20_000 {
            let name = (0..<Int(rng.next() % 4)).map { _ in UInt8(0x61 + rng.next() % 3) } + (rng.next() % 2 == 0 ? [] : Array(String(rng.next() % 3000).utf8))
            let id = name.withUnsafeBufferPointer { builder.id(of: $0) }
            let expected = reference[name] ?? UInt32(reference.count)
            reference[name] = expected
            #expect(id == expected, "\(String(decoding: name, as: UTF8.self))")
        }
        #expect(builder.table.groupCount == reference.count)
        #expect(reference.allSatisfy { builder.table.name(Int($0.value)) == $0.key })
    }

    @Test("--group-nth N with blanks between fields gives what the template {N} gives, word by word")
    func blankFieldFastPath() throws {
        var rng = SeededRandom(seed: 7)
        let words = ["a", "bb", "\tc", "", " ", "  ", "\t", "é"]
        let lines = (0..<400).map { _ in (0..<Int(rng.next() % 6)).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ") }
        let input = lines.joined(separator: "\n") + "\n"
        for n in 1...4 {
            #expect(read(input, grouping: try fields("\(n)")).groups == read(input, grouping: try fields("{\(n)}")).groups, "field \(n)")
        }
        #expect(read("  x\ty  z\n\n", grouping: try fields("2")).groups == ["y", ""])
    }

    @Test("A snapshot keeps its items' groups while the builder appends past a block")
    func snapshotAcrossBlocks() {
        var builder = GroupBuilder()
        let names = (0..<5).map { [UInt8]("g\($0)".utf8) }
        for i in 0..<70_000 { names[i % 5].withUnsafeBufferPointer { builder.addItem(named: $0) } }
        let snapshot = builder.table
        for i in 0..<70_000 { names[(i + 1) % 5].withUnsafeBufferPointer { builder.addItem(named: $0) } }
        #expect(snapshot.count == 70_000)
        #expect(builder.table.count == 140_000)
        #expect((0..<70_000).allSatisfy { snapshot.group(of: $0) == $0 % 5 })
        #expect(builder.table.group(of: 70_000 + 65_535) == (65_535 + 1) % 5)
    }

    @Test("--group-nth: a field, fields with their delimiters, a template; no trailing delimiter or \\r")
    func groupNth() throws {
        let input = "web/a/1\ndb/b/2\r\nweb/c/3\n"
        #expect(read(input, grouping: try fields("1", "/")).groups == ["web", "db", "web"])
        #expect(read(input, grouping: try fields("1,3", "/")).groups == ["web/1", "db/2", "web/3"])
        #expect(read(input, grouping: try fields("{3}-{1}", "/")).groups == ["1-web", "2-db", "3-web"])
        #expect(read("x  one\ny two\n", grouping: try fields("2")).groups == ["one", "two"])
        #expect(read(input, grouping: try fields("1", "/")).items == ["web/a/1", "db/b/2\r", "web/c/3"])
    }

    @Test("--group-pattern: matching lines are headings, not items; lines before the first are group \"\"")
    func headings() throws {
        let input = "loose\n## one\na\nb\n## two\nc\n## one\nd"
        let r = read(input, grouping: .headings(try GroupPattern("^## ")))
        #expect(r.items == ["loose", "a", "b", "c", "d"])
        #expect(r.groups == ["", "## one", "## one", "## two", "## one"])
        let named = read(input, grouping: .headings(try GroupPattern("^## (.*)")))
        #expect(named.groups == ["", "one", "one", "two", "one"])
    }

    @Test("--group-pattern gives the same items and groups whatever the reads' sizes")
    func everyReadSize() throws {
        let input = "## a\r\nx1\nx2\n[b]\ny\n\n[c]\n## a\nz"
        let whole = read(input, grouping: .headings(try GroupPattern("^(?:## |\\[)")))
        #expect(whole.items == ["x1", "x2", "y", "", "z"])
        #expect(whole.groups == ["## a", "## a", "[b]", "[b]", "## a"])
        for chunk in 1...8 {
            let r = read(input, grouping: .headings(try GroupPattern("^(?:## |\\[)")), chunk: chunk)
            #expect(r.items == whole.items && r.groups == whole.groups, "reads of \(chunk) bytes")
        }
    }

    @Test("--header-lines come first and are never headings; --ansi headings are named without escapes")
    func headerAndAnsi() throws {
        let r = read("## head\n## one\na\n", grouping: .headings(try GroupPattern("^## ")), headerLines: 1)
        #expect(r.header == ["## head"])
        #expect(r.items == ["a"])
        #expect(r.groups == ["## one"])
        let ansi = read("\u{1B}[1m## bold\u{1B}[0m\na\n", grouping: .headings(try GroupPattern("^## (.*)")), sgr: .strip)
        #expect(ansi.items == ["a"])
        #expect(ansi.groups == ["bold"])
    }

    @Test("A pattern that is not a regular expression, or empty, is refused")
    func badPattern() {
        #expect(throws: UsageError.self) { try GroupPattern("(") }
        #expect(throws: UsageError.self) { try GroupPattern("") }
    }

    @Test("--group-nth with JSON paths names groups by the paths' values")
    func jsonPaths() throws {
        var builder = InputBuilder(JSONItemBuilder(), grouping: try fields(".ns"))
        builder.append(Array("{\"ns\":\"a\",\"n\":1}\n{\"ns\":\"b\"}\n{\"n\":3}\n{\"ns\":\"a\"}\n".utf8))
        builder.finish()
        let store = builder.store
        let table = try #require(store.groups)
        #expect((0..<store.count).map { String(decoding: table.name(table.group(of: $0)), as: UTF8.self) } == ["a", "b", "", "a"])
    }
}

@Suite("Grouped ranking")
struct GroupedRankingTests {
    /// The reference: groups by first appearance in `order`, a stable sort on that rank.
    private func reference(_ order: [UInt32], _ group: (UInt32) -> Int) -> [UInt32] {
        var rank: [Int: Int] = [:]
        for i in order where rank[group(i)] == nil { rank[group(i)] = rank.count }
        return order.enumerated().sorted { (rank[group($0.element)]!, $0.offset) < (rank[group($1.element)]!, $1.offset) }.map(\.element)
    }

    @Test("Arranging matches the reference on random lists and groups", arguments: 0..<20)
    func property(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let count = Int(rng.next() % 300) + 1
        let groupCount = Int(rng.next() % 12) + 1
        var builder = GroupBuilder()
        for _ in 0..<count { builder.addItem(group: UInt32(rng.next() % UInt64(groupCount))) }
        _ = (0..<groupCount).map { g in Array("g\(g)".utf8).withUnsafeBufferPointer { builder.id(of: $0) } }
        let table = builder.table
        var order = (0..<UInt32(count)).filter { _ in rng.next() % 3 != 0 }
        order.shuffle(using: &rng)
        let (arranged, runs) = GroupedRanking.arrange(order, groups: table)
        #expect(arranged == reference(order) { table.group(of: Int($0)) })
        #expect(runs.reduce(0) { $0 + $1.count } == order.count)
        for run in runs {
            #expect(arranged[run.start..<run.start + run.count].allSatisfy { table.group(of: Int($0)) == run.group })
        }
    }
}

