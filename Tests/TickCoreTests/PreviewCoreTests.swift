import Testing
@testable import TickCore

@Suite("Preview: placeholders, the window grammar, the pane's place and state")
struct PreviewCoreTests {
    static func context(_ item: String, ticked: [String] = [], query: String = "", index: Int = 0) -> PreviewCommand.Context {
        // Item `index` is the band's; the ticked items follow it.
        let items = [String](repeating: "", count: index) + [item] + ticked
        return PreviewCommand.Context(band: index, ticked: Array(items.indices.dropFirst(index + 1)), text: { bytes(items[$0]) },
                                      query: query, delimiter: .blanks, dialect: .posix)
    }

    static func expand(_ template: String, _ c: PreviewCommand.Context) -> String {
        String(decoding: PreviewCommand.expand(template, c), as: UTF8.self)
    }

    @Test("Each placeholder is single-quoted; a quote inside becomes '\\''; {+} is one word per ticked item")
    func expansion() {
        #expect(Self.expand("cat {}", Self.context("a b")) == "cat 'a b'")
        #expect(Self.expand("echo {}", Self.context("it's")) == #"echo 'it'\''s'"#)
        #expect(Self.expand("x {+}", Self.context("band", ticked: ["one", "t w o"])) == "x 'one' 't w o'")
        #expect(Self.expand("x {+}", Self.context("band")) == "x 'band'")
        #expect(Self.expand("q={q} n={n}", Self.context("z", query: "a'b", index: 41)) == #"q='a'\''b' n=41"#)
        #expect(Self.expand("{1}/{-1}/{2..}", Self.context("f1 f2 f3")) == "'f1'/'f3'/'f2 f3'")
        // Not placeholders: kept as they are.
        #expect(Self.expand("awk '{print}' {x} {", Self.context("i")) == "awk '{print}' {x} {")
        // A final \r is not passed (as it is not shown).
        #expect(Self.expand("{}", Self.context("dos\r")) == "'dos'")
    }

    @Test("A preview runs again when what its placeholders use changes: {*} the matches, {+1} the ticks, {fzf:action} the last action")
    func wantedFollowsPlaceholders() throws {
        var s = try picker(["--preview", "echo {*}"])
        let before = try #require(s.wantedPreview)
        s.setResults(RankedList(indices: [0, 2]), for: s.request("h", itemCount: names.count))
        #expect(s.wantedPreview?.item == before.item && s.wantedPreview != before, "new matches, same band item")
        var t = try picker(["--preview", "echo {+1}"])
        let untouched = try #require(t.wantedPreview)
        t.press("tab")
        #expect(t.wantedPreview?.ticked == [0] && t.wantedPreview != untouched)
        var a = try picker(["--preview", "echo {fzf:action}", "--bind", "ctrl-x:toggle-sort"])
        let first = try #require(a.wantedPreview)
        a.press("ctrl-x")
        #expect(a.wantedPreview?.item == first.item && a.wantedPreview?.action == "toggle-sort")
        // A placeholder escaped, or none of those: only the band item counts.
        var plain = try picker(["--preview", "echo \\{*} {}"])
        let shown = try #require(plain.wantedPreview)
        plain.setResults(RankedList(indices: [0, 2]), for: plain.request("h", itemCount: names.count))
        #expect(plain.wantedPreview == shown)
    }

    @Test("Hostile item text stays inside its quotes, whatever it holds")
    func hostile() {
        for item in ["$(touch x)", "`touch x`", "'; touch x; '", "\"; touch x; \"", "a\nb; touch x", "\\'", "'''"] {
            let command = PreviewCommand.expand("{}", Self.context(item))
            // Undo the quoting the way sh reads it: one word, equal to the item.
            var word: [UInt8] = []
            var inQuotes = false
            var i = 0
            while i < command.count {
                let b = command[i]
                if b == UInt8(ascii: "'") { inQuotes.toggle() }
                else if !inQuotes && b == UInt8(ascii: "\\") { i += 1; word.append(command[i]) }
                else {
                    #expect(inQuotes, "\(item): a byte outside quotes")
                    word.append(b)
                }
                i += 1
            }
            #expect(!inQuotes && word == bytes(item), "\(item)")
        }
    }

    @Test("A pane below or above takes its percentage of the terminal's height (half of it for down alone), within the room left")
    func verticalPercent() throws {
        let size = TerminalSize(columns: 100, rows: 30)
        let down = try #require(PreviewLayout(window: PreviewWindow(parsing: "down"), size: size, rows: 5, fixedLines: 2))
        #expect(down.height == 16 && down.contentHeight == 15)
        let fifth = try #require(PreviewLayout(window: PreviewWindow(parsing: "up:20%"), size: size, rows: 5, fixedLines: 2))
        #expect(fifth.height == 7 && fifth.position == .up)
        let small = try #require(PreviewLayout(window: PreviewWindow(parsing: "down"), size: TerminalSize(columns: 100, rows: 12), rows: 5, fixedLines: 2))
        #expect(small.height == 5, "cut to the room the rows leave")
        let lines = try #require(PreviewLayout(window: PreviewWindow(parsing: "down:4"), size: size, rows: 5, fixedLines: 2))
        #expect(lines.height == 5)
    }

    @Test("--preview-window: right/down, sizes, hidden, wrap, border; wrong parts named")
    func window() throws {
        let w = try PreviewWindow(parsing: "down:40%:wrap:noborder")
        #expect(w.position == .down && w.size == .percent(40) && w.wrap && !w.border && !w.hidden)
        let r = try PreviewWindow(parsing: "right,30,hidden")
        #expect(r.position == .right && r.size == .cells(30) && r.hidden && r.border)
        #expect(PreviewWindow().position == .right && PreviewWindow().size == .percent(50))
        #expect(try PreviewWindow(parsing: "left").position == .left && PreviewWindow(parsing: "top").position == .up)
        do { _ = try PreviewWindow(parsing: "right:abc"); Issue.record("abc accepted") } catch { #expect(error.message.contains("abc")) }
    }

    @Test("The pane goes beside the rows, below them when the terminal is narrow, and nowhere when there is no room")
    func layout() throws {
        var s = try picker(["--preview", "cat {}"])
        let pane = try #require(s.previewLayout)
        #expect(pane.position == .right && pane.width == 40 && pane.height == 5 && pane.border && !pane.wrap)
        #expect(lines(draw(s))[1].hasPrefix(">  alpha"))
        // The rows take 39 columns, the border the 40th.
        #expect(Array(lines(draw(s))[1])[39] == "│")
        s.placement.size = TerminalSize(columns: 30, rows: 24)
        #expect(s.previewLayout?.position == .down)
        #expect(TickView().height(s) == 7 + 6)
        s.placement.size = TerminalSize(columns: 30, rows: 8)
        #expect(s.previewLayout == nil && s.previewDoesNotFit)
        // Below the rows, on a short terminal: no room; the toolbar says so.
        var d = try picker(["--preview", "cat {}", "--preview-window", "down:3"], rows: 8)
        #expect(d.previewLayout == nil)
        #expect(lines(draw(d)).last?.contains("no room for the preview") == true, "\(lines(draw(d)))")
        d.placement.size = TerminalSize(columns: 80, rows: 24)
        #expect(d.previewLayout?.height == 4)
    }

    @Test("Output of the running request is shown; an older one's is dropped; scrolling stays within the output")
    func state() throws {
        var s = try picker(["--preview", "cat {}", "--preview-window", "right:30"])
        let key = try #require(s.wantedPreview)
        #expect(key.item == 0)
        _ = s.reduce(.previewStarted(key))
        #expect(s.preview?.isLoading == true)
        _ = s.reduce(.previewOutput(key, bytes: bytes((1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"), status: 0, truncated: false))
        #expect(s.preview?.lines.count == 20 && s.preview?.isLoading == false)
        s.press("alt-n")
        #expect(s.preview?.scroll == 4)
        s.press("alt-n", "alt-n", "alt-n", "alt-n", "alt-n")
        #expect(s.preview?.scroll == 15)
        s.press("alt-k")
        #expect(s.preview?.scroll == 14)
        // The band moves: a new request is wanted; output for the old key is ignored.
        s.press("down")
        #expect(s.wantedPreview?.item == 1)
        let old = key
        _ = s.reduce(.previewStarted(try #require(s.wantedPreview)))
        _ = s.reduce(.previewOutput(old, bytes: bytes("stale\n"), status: 0, truncated: false))
        #expect(s.preview?.lines.first == bytes("line 1"))
        // A failure is shown with its status.
        _ = s.reduce(.previewOutput(try #require(s.wantedPreview), bytes: bytes("oops\n"), status: 2, truncated: false))
        #expect(lines(draw(s))[2].hasSuffix("[exit status 2]"), "\(lines(draw(s)))")
        s.press("alt-p")
        #expect(s.wantedPreview == nil && s.previewLayout == nil)
    }

    @Test("A tapped row is previewed until the band moves; the tap still moves nothing")
    func tappedRowPreviewed() throws {
        var s = try picker(["--preview", "cat {}"])
        s.placement.origin = 1
        #expect(s.wantedPreview?.item == 0)
        // Screen row 3 is the third item row: charlie.
        _ = s.reduce(.input(tap(column: 5, row: 4)))
        #expect(s.cursor == 0 && s.ticks.selection.inInputOrder == [2])
        #expect(s.wantedPreview?.item == 2)
        // A right-click on another row shows that one.
        var right = MouseEvent(button: .right, kind: .press, column: 5, row: 3)
        right.clicks = 1
        _ = s.reduce(.input(.mouse(right)))
        #expect(s.wantedPreview?.item == 1)
        // The band moves: the pane follows the band again, also when it comes back.
        s.press("down")
        #expect(s.wantedPreview?.item == 1 && s.cursor == 1)
        s.press("up")
        #expect(s.wantedPreview?.item == 0)
    }

    @Test("A preview killed while tick was suspended is wanted again")
    func stoppedPreviewWantedAgain() throws {
        var s = try picker(["--preview", "cat {}"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        #expect(s.preview?.runningKey == key)
        _ = s.reduce(.previewStopped)
        #expect(s.preview?.runningKey == nil && s.wantedPreview == key)
    }

    @Test("grep's colours in the pane: SGR drawn, erase-line and hyperlinks taken out, not shown as ␛")
    func grepColours() throws {
        var s = try picker(["--preview", "grep --color=always -n the {}", "--preview-window", "right:40"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        let grep = "\u{1B}[32m\u{1B}[K3\u{1B}[m\u{1B}[K\u{1B}[36m\u{1B}[K:\u{1B}[m\u{1B}[Kall \u{1B}[01;31m\u{1B}[Kthe\u{1B}[m\u{1B}[K rest\n"
            + "\u{1B}]8;;file:///x\u{1B}\\linked\u{1B}]8;;\u{1B}\\ text\n"
        _ = s.reduce(.previewOutput(key, bytes: bytes(grep), status: 0, truncated: false))
        #expect(s.preview?.lines == [bytes("3:all the rest"), bytes("linked text")])
        let frame = draw(s)
        #expect(!frame.text.contains("␛"), "\(lines(frame))")
        let row = try #require(lines(frame).firstIndex { $0.hasSuffix("3:all the rest") }, "\(lines(frame))")
        let cells = frame.lines[row]
        let three = try #require(cells.firstIndex { $0.text == "3" })
        #expect(cells[three].style.foreground == .palette(2))
        // grep's red match, bold, in the readable red of docs/SPEC.md §7 (xterm's is 2.5:1 on dark grey).
        let red = Contrast.readable(.palette(1), on: Theme.Palette.dark.background, minimum: 3)
        #expect(cells[three + 6].text == "t" && cells[three + 6].style.foreground == red && cells[three + 6].style.bold)
    }

    @Test("Wrapped output scrolls by screen lines; the end note follows the last line")
    func wrappedScrolling() throws {
        var s = try picker(["--preview", "cat {}", "--preview-window", "right:12:wrap"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        let long = String(repeating: "a", count: 12) + String(repeating: "b", count: 12) + "cc"
        // 7 screen lines (3 for the long line, 3 short ones, the note) in a 5-line pane.
        _ = s.reduce(.previewOutput(key, bytes: bytes(long + "\nshort\n3\n4\n"), status: 1, truncated: false))
        func pane() -> [String] { lines(draw(s))[1...5].map { String($0.split(separator: "│").last ?? "") } }
        let a = String(repeating: "a", count: 12), b = String(repeating: "b", count: 12)
        #expect(pane() == [a, b, "cc", "short", "3"])
        s.press("alt-j")
        #expect(pane() == [b, "cc", "short", "3", "4"])
        s.press("alt-j", "alt-j", "alt-j")
        // Scrolling stops when the note (cut to the pane's 12 columns) is on the last line.
        #expect(s.preview?.scroll == 2)
        #expect(pane() == ["cc", "short", "3", "4", "[exit status"])
    }
}
