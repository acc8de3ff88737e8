// Groups in tick's picker (docs/SPEC.md §4), end to end under a pseudo-terminal.
import Foundation
import Testing
import TickTestSupport

@Suite("Picker: groups", .serialized)
struct GroupPickerTests {
    static let items = ["web/a", "db/b", "web/c", "db/d", "cache/e"]
    static let grouped = ["--group-nth", "1", "-d", "/", "--layout", "reverse", "--height", "12"]
    static let ctrlDown = "\u{1B}[1;5B", ctrlUp = "\u{1B}[1;5A"

    /// The screen's heading line of `name`: the name alone before the counts, no tick column.
    static func heading(_ name: String, in lines: [String]) -> String? {
        lines.first { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == name
        }
    }

    @Test("Headings above each group's rows with their counts; the band starts on the best row; Tab on a heading ticks the group")
    func headingsAndTab() throws {
        let run = try picker(Self.grouped, input: Self.items)
        #expect(run.waitForCount("5/5"))
        #expect(run.waitForScreen { s in
            // Rows group by group, in order of first appearance: web, db, cache.
            let order = ["web", "web/a", "web/c", "db", "db/b", "db/d", "cache", "cache/e"]
            let positions = order.map { word in s.lines.firstIndex { $0.split(separator: " ").contains(Substring(word)) } }
            return positions.allSatisfy { $0 != nil } && positions.map { $0! } == positions.map { $0! }.sorted()
        })
        #expect(Self.heading("web", in: run.lines)?.hasSuffix(" 2") == true)
        #expect(Self.heading("cache", in: run.lines)?.hasSuffix(" 1") == true)
        // Tab ticks the band row, web/a: the heading counts 1 of 2.
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        #expect(run.waitForScreen { Self.heading("web", in: $0.lines)?.hasSuffix(" 1/2") == true })
        // Up onto web's heading (Tab moved the band to web/c), Tab: the whole group is ticked.
        run.send(Keys.up + Keys.up)
        run.send(Keys.tab)
        #expect(run.waitForText("2 ticked"))
        #expect(run.waitForScreen { Self.heading("web", in: $0.lines)?.hasSuffix(" 2/2") == true })
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "web/a\nweb/c\n")
    }

    @Test("Ctrl-Down and Ctrl-Up go to the next and previous group's first row; toggle-group ticks the band's group; --json-groups prints by group")
    func groupMovesAndJSON() throws {
        let run = try picker(Self.grouped + ["--bind", "alt-g:toggle-group", "--json-groups"], input: Self.items)
        #expect(run.waitForCount("5/5"))
        run.send(Self.ctrlDown)
        run.send("\u{1B}g")
        #expect(run.waitForText("2 ticked"))
        #expect(run.waitForScreen { Self.heading("db", in: $0.lines)?.hasSuffix(" 2/2") == true })
        run.send(Self.ctrlDown + Self.ctrlDown + Self.ctrlUp + Self.ctrlUp)
        run.send("\u{1B}g")
        #expect(run.waitForText("4 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(expectStrictJSON(r.stdout) == strict(#"{"web":["web/a","web/c"],"db":["db/b","db/d"]}"#))
    }

    @Test("While the query filters, a group with no match disappears; Enter on a heading with nothing ticked picks nothing and says why")
    func filteringAndEnterOnHeading() throws {
        let run = try picker(Self.grouped, input: Self.items)
        #expect(run.waitForCount("5/5"))
        run.send("d")
        #expect(run.waitForCount("2/5"))
        #expect(run.waitForScreen { s in Self.heading("db", in: s.lines) != nil && Self.heading("web", in: s.lines) == nil })
        run.send(Keys.up)
        run.send(Keys.enter)
        #expect(run.waitForText("Tab ticks the group"))
        run.send(Keys.down + Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "db/b\n")
    }

    @Test("A click on a heading ticks its group; the heading sticks at the top while its rows fill the view")
    func clickAndSticky() throws {
        let many = (1...30).map { "big/\($0)" } + ["small/x"]
        let run = try picker(["--group-nth", "1", "-d", "/", "--layout", "reverse", "--height", "8"], input: many)
        #expect(run.waitForCount("31/31"))
        // Spin well into the big group: its heading stays on the list's first row.
        run.send(String(repeating: Keys.down, count: 12))
        #expect(run.waitForScreen { s in !s.text.contains("big/1 ") && s.lines.contains { $0.contains("big/13") } })
        let row = try #require(run.row(containing: "big/13"))
        let top = try #require(run.screen.lines.firstIndex { $0.split(separator: " ").first == "big" })
        #expect(top < row)
        #expect(run.lines[top].hasSuffix(" 30"))
        run.click(row: top, column: 4)
        #expect(run.waitForText("30 ticked"))
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("{group} and {+group} in a command are the band's and the ticked rows' groups, each one quoted word; a hostile group name runs nothing")
    func groupPlaceholder() throws {
        let dir = NSTemporaryDirectory() + "tick-group-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let hostile = "x'; touch \(dir)/pwned; '$(touch \(dir)/pwned2)"
        let input = ["## fruit", "apple", "## " + hostile, "carrot"]
        let run = try picker(["--group-pattern", "^## (.*)", "--layout", "reverse", "--height", "12",
                              "--bind", "ctrl-x:become(printf '[%s]\\n' {group} {+group})"], input: input)
        #expect(run.waitForCount("2/2"))
        // Tick apple (fruit; the band goes on to the next heading) and carrot, the last row,
        // where the band stays.
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.down + Keys.tab)
        #expect(run.waitForText("2 ticked"))
        run.send("\u{18}")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "[\(hostile)]\n[fruit]\n[\(hostile)]\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/pwned") && !FileManager.default.fileExists(atPath: dir + "/pwned2"))
    }
}
