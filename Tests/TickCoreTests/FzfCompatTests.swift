import Testing
@testable import TickCore

// fzf's options that tick approximates (issue 24.2): parsing, and what each changes on screen.

private func parse(_ arguments: [String]) throws -> Options { try OptionParser.parse(arguments, defaults: nil) }

@Suite("fzf's options, approximated")
struct FzfCompatTests {
    @Test("fzf's optional values: -m 3, -m3, --multi 3, --border rounded take their value; a word after a flag is still an error")
    func optionalValues() throws {
        #expect(try parse(["-m", "3"]).limit == 3)
        #expect(try parse(["-m3"]).limit == 3)
        #expect(try parse(["--multi", "3"]).limit == 3)
        #expect(try parse(["-m", "-e"]).limit == nil && parse(["-m", "-e"]).exact)
        #expect(try parse(["--tmux", "80%"]).popup?.displayPopupArguments == ["-xC", "-yC", "-w80%", "-h80%"])
        #expect(try parse(["--tmux"]).popup == PopupSpec())
        #expect(try parse(["--border", "rounded", "-e"]).exact)
        #expect(throws: UsageError.self) { try parse(["--no-border", "rounded"]) }
        #expect(throws: UsageError.self) { try parse(["--no-nonsense"]) }
        #expect(try parse(["--no-scrollbar", "--no-margin", "--no-listen"]).query == "")
    }

    @Test("--tmux's value as fzf's: the position, one size for both or width and height, placed as fzf places its popup")
    func popupSpec() throws {
        #expect(try PopupSpec(parsing: "bottom,30%").displayPopupArguments == ["-xC", "-y9999", "-w100%", "-h30%"])
        #expect(try PopupSpec(parsing: "right,40%").displayPopupArguments == ["-xR", "-yC", "-w40%", "-h100%"])
        #expect(try PopupSpec(parsing: "top,80%,40%").displayPopupArguments == ["-xC", "-y0", "-w80%", "-h40%"])
        #expect(try PopupSpec(parsing: "center,80%,border-native").displayPopupArguments == ["-xC", "-yC", "-w80%", "-h80%"])
        #expect(try PopupSpec(parsing: "left,30").displayPopupArguments == ["-x0", "-yC", "-w30", "-h100%"])
        for bad in ["middle,50%", "center,0%", "center,120%", "50%,50%,50%", "x"] {
            #expect(throws: UsageError.self, "\(bad)") { try PopupSpec(parsing: bad) }
        }
    }

    @Test("--expect takes fzf's list: an empty key is left out, ',,' is the comma key, 'alt-,' Alt with a comma")
    func expectKeys() throws {
        #expect(try parse(["--expect", "alt-enter,"]).expect == [KeyName(unchecked: "alt-enter")])
        #expect(try parse(["--expect", "ctrl-a,,,ctrl-b"]).expect.map(\.description) == ["ctrl-a", ",", "ctrl-b"])
        #expect(try parse(["--expect", "alt-,,ctrl-x"]).expect.map(\.description) == ["alt-,", "ctrl-x"])
        #expect(try parse(["--expect", ","]).expect.map(\.description) == [","])
        #expect(throws: UsageError.self) { try parse(["--expect", "nokey,"]) }
    }

    @Test("--height ~N, ~N%, -N, -N%; --min-height N and N+; --no-height")
    func heights() throws {
        let adaptive = try parse(["--height", "~40%"])
        #expect(adaptive.heightAdaptive && adaptive.heightPercent == 40)
        #expect(try parse(["--height", "-3"]).heightMargin == 3)
        #expect(try parse(["--height", "-10%"]).heightPercent == 90)
        #expect(try parse(["--height", "~8", "--height", "6"]).heightAdaptive == false)
        let minimum = try parse(["--min-height", "12+"])
        #expect(minimum.minHeight == 12 && minimum.minHeightCountsRows == true)
        #expect(try parse(["--no-height"]).heightPercent == 100)

        // ~8 on 3 items: 3 rows; on 20: 8 rows.
        var s = try picker(["--height", "~8", "--layout", "list"], items: 3)
        #expect(s.rowCount == 3 && TickView().height(s) == 3 + 2)
        s.store = itemStore(20)
        #expect(s.rowCount == 8)
        // -3 on a 24-line terminal: 21 lines in all (18 rows, prompt, toolbar, less the header).
        #expect(TickView().height(try picker(["--height", "-3"])) == 21)
        // 10% of 24 lines is 2, under --min-height 10 (lines) or 10+ (item rows).
        #expect(TickView().height(try picker(["--height", "10%"])) == 10)
        #expect(TickView().height(try picker(["--height", "10%", "--min-height", "4"])) == 4)
        #expect(try picker(["--height", "10%", "--min-height", "10+"]).rowCount == 10)
    }

    @Test("--pointer and --marker draw the band's and a tick's marks; --marker-multi-line gives its first")
    func marks() throws {
        var s = try picker(["--pointer", "▶", "--marker", "*", "--layout", "reverse"])
        s.press("tab")
        let shown = lines(draw(s))
        // Tab ticked alpha and moved the band to bravo.
        #expect(shown[1].hasPrefix(" * alpha"), "\(shown)")
        #expect(shown[2].hasPrefix("▶  bravo"), "\(shown)")
        #expect(try parse(["--marker-multi-line", "┏┃┗"]).marker == "┏")
        // An empty pointer takes no column.
        #expect(lines(draw(try picker(["--pointer", "", "--layout", "reverse"])))[1].hasPrefix("  alpha"))
    }

    @Test("--info: the counts at the toolbar's left or right, after the query, at the prompt line's end, or hidden")
    func info() throws {
        let standard = lines(draw(try picker(["--layout", "reverse"])))
        #expect(standard.last!.hasPrefix("7/7  0 ticked"))
        let right = lines(draw(try picker(["--layout", "reverse", "--info", "right"]))).last!
        #expect(right.hasSuffix("7/7  0 ticked  [ Done ]  [ Cancel ]") && right.hasPrefix(" "), "\(right)")
        let hidden = lines(draw(try picker(["--layout", "reverse", "--info", "hidden"]))).last!
        #expect(!hidden.contains("7/7") && hidden.contains("[ Done ]"))
        var inline = try picker(["--layout", "reverse", "--inline-info", "-q", "al"])
        #expect(lines(draw(inline))[0].hasPrefix("> al < 7/7"), "\(lines(draw(inline))[0])")
        #expect(!lines(draw(inline)).last!.contains("7/7"))
        inline.press("tab")
        #expect(lines(draw(inline))[0].hasPrefix("> al < 7/7 (1)"))
        let inlineRight = lines(draw(try picker(["--layout", "reverse", "--info", "inline-right:#"])))[0]
        #expect(inlineRight.hasPrefix("> ") && inlineRight.hasSuffix("#7/7") && inlineRight.count == 80, "\(inlineRight)")
        #expect(throws: UsageError.self) { try parse(["--info", "middle"]) }
    }

    @Test("--header-first puts the header above the prompt (below it in the list layout); reverse-list: best match at the top, prompt at the bottom")
    func headerAndLayout() throws {
        let first = lines(draw(try picker(["--layout", "reverse", "--header", "HEAD", "--header-first"])))
        #expect(first[0].contains("HEAD") && first[1].hasPrefix(">"), "\(first)")
        let list = lines(draw(try picker(["--layout", "list", "--header", "HEAD", "--header-first"])))
        #expect(list[5] == ">" && list[6].contains("HEAD"), "\(list)")
        let reverseList = lines(draw(try picker(["--layout", "reverse-list", "--height", "3"])))
        #expect(reverseList[0].hasPrefix(">  alpha") && reverseList[1].contains("bravo") && reverseList[3] == ">", "\(reverseList)")
        // Up goes towards the best match, at the top.
        var s = try picker(["--layout", "reverse-list", "--height", "3"])
        s.press("down")
        #expect(s.bandItem == 1)
        s.press("up")
        #expect(s.bandItem == 0)
    }

    @Test("--color: fzf's grammar, its names mapped on tick's parts, bw/dark/light as tick's options")
    func colors() throws {
        let spec = try ColorSpec(parsing: "dark,fg:252 bg+:#102030,hl:65:bold:underline,pointer:red,marker:-1,prompt:regular:italic,hl+:bright-yellow")
        #expect(spec.base == .dark)
        #expect(spec["fg"]?.color == .palette(252))
        #expect(spec["bg+"]?.color == .rgb(0x10, 0x20, 0x30))
        #expect(spec["pointer"]?.color == .palette(1) && spec["marker"]?.color == TerminalColor.none)
        #expect(spec["prompt"]?.regular == true)
        #expect(try ColorSpec(parsing: "current-bg:236")["bg+"]?.color == .palette(236))
        // A base scheme starts over; an empty value resets.
        #expect(try ColorSpec(parsing: "fg:1,light")["fg"] == nil)
        #expect(try ColorSpec(parsing: "", over: spec).entries.isEmpty)
        for bad in ["fg", "nosuchpart:1", "fg:256", "fg:#12345", "fg:sparkly"] {
            #expect(throws: UsageError.self, "\(bad)") { try ColorSpec(parsing: bad) }
        }
        #expect(try parse(["--color", "light"]).theme == .light)
        #expect(try parse(["--color=bw"]).color == false)

        let theme = Theme(colors: true, palette: .dark, custom: spec)
        let band = theme.row(distance: 0, band: true, ticked: false)
        #expect(band.background == .rgb(0x10, 0x20, 0x30))
        #expect(theme.row(distance: nil, band: false, ticked: false).foreground == .palette(252))
        let match = theme.match(on: .plain)
        #expect(match.foreground == .palette(65) && match.bold && match.underline)
        #expect(theme.match(on: band, band: true).foreground == .palette(11))
        #expect(theme.pointer(on: .plain).foreground == .palette(1))
        #expect(theme.prompt.italic && !theme.prompt.bold && theme.prompt.foreground == Theme.Palette.dark.prompt)
        // Without colours the user's colours are not drawn.
        #expect(Theme(colors: false, custom: spec).row(distance: nil, band: false, ticked: false).foreground == TerminalColor.none)
    }

    @Test("--preview-window: up and left place the pane above or left of the rows; fzf's border styles; size 0 draws no pane")
    func previewPlaces() throws {
        let up = try picker(["--preview", "cat {}", "--preview-window", "up,3,border-bold", "--layout", "reverse"])
        #expect(TickView().lines(up) == [.prompt, .preview(0), .preview(1), .preview(2), .preview(3)] + (0..<5).map { .row($0) } + [.toolbar])
        #expect(lines(draw(up))[4].hasPrefix("────"))
        let left = try picker(["--preview", "cat {}", "--preview-window", "left:30:border-rounded", "--layout", "reverse"])
        let row = lines(draw(left))[1]
        #expect(Array(row)[30] == "│" && Array(row)[31...].starts(with: ">  alpha"), "\(row)")
        #expect(try PreviewWindow(parsing: "border-none").border == false)
        #expect(try PreviewWindow(parsing: "0").isInvisible)
        #expect(try PreviewWindow(parsing: "right,50%,<80(up,40%,border-bottom)").position == .right)
        #expect(throws: UsageError.self) { try PreviewWindow(parsing: "border-wiggly") }
    }

    @Test("--preview-window takes exactly the sets fzf takes (checked against fzf 0.74.5 by hand)")
    func previewWindowGrammar() throws {
        for taken in ["<50(up)down", "<50(nope)<40(up)", "0099%", "000%", "~0", "+{-2}", "+{99999999999999999999}",
                      "+1/99999999999999999999", ":", "", "left,,40", "<50(up,30%)"] {
            #expect(throws: Never.self, "\(taken)") { try PreviewWindow(parsing: taken) }
        }
        for refused in ["<0(up)", "<50(up", "<50()", "<50(a<b)", "<99999999999999999999(up)", "<50(up)<40(nope)", "~01",
                        "~+1", "~", "+{+2}", "100%", "99999999999999999999", "5.5%", "50%%", "UP"] {
            #expect(throws: UsageError.self, "\(refused)") { try PreviewWindow(parsing: refused) }
        }
    }

    @Test("+SCROLL[OFFSETS][/DENOM] as fzf reckons it: from -1, the field, the offsets, less the height over DENOM")
    func scrollOffsets() throws {
        #expect(ScrollOffset("+{2}+3/3") != nil && ScrollOffset("+{2}-/2") != nil && ScrollOffset("+5") != nil)
        #expect(ScrollOffset("+{n}-2") != nil && ScrollOffset("+{x}") == nil && ScrollOffset("+3/0") == nil)
        #expect(ScrollOffset("+{2}+3/3")?.placeholder == "{2}")
        // Field 2 is 12: line 12 is index 11, +3, less a third of 30 lines.
        #expect(ScrollOffset.line(filled: "+'12'+3/3", height: 30) == 4)
        #expect(ScrollOffset.line(filled: "+'12'-/2", height: 20) == 1)
        #expect(ScrollOffset.line(filled: "+'40'-5", height: 20) == 34)
        #expect(ScrollOffset.line(filled: "+'2'-/2", height: 20) == 0)
        #expect(ScrollOffset.line(filled: "+''", height: 20) == 0)
    }

    @Test("A new item's output starts at +SCROLL; ~N keeps the first lines at the pane's top; follow keeps the end in view")
    func previewScrolling() throws {
        var s = try picker(["--preview", "cat {}", "--preview-window", "right:30:~2:+{2}-/2", "--layout", "reverse", "--height", "10"])
        // The band item's field 2 is 40: the scroll is read from the store.
        s.store = itemStore(lines: ["x 40", "y 7"])
        let key = try #require(s.wantedPreview)
        _ = s.reduce(.previewStarted(key))
        let output = bytes((1...100).map { "line \($0)" }.joined(separator: "\n") + "\n")
        _ = s.reduce(.previewOutput(key, bytes: output, status: nil, truncated: false))
        // 10 lines, 2 of them header: -1 + 40 - 8/2 = 35, so lines 1, 2, then index 35 (line 36) on.
        #expect(s.preview?.scroll == 35)
        let pane = lines(draw(s)).dropFirst().prefix(4).map { String($0.dropFirst(50)).trimmingCharacters(in: " ") }
        #expect(pane == ["line 1", "line 2", "line 36", "line 37"], "\(pane)")
        // More output for the same item keeps the scroll.
        _ = s.reduce(.previewOutput(key, bytes: output + bytes("line 101\n"), status: 0, truncated: false))
        #expect(s.preview?.scroll == 35)

        var f = try picker(["--preview", "cat {}", "--preview-window", "right:30:follow", "--layout", "reverse"])
        let fkey = try #require(f.wantedPreview)
        _ = f.reduce(.previewStarted(fkey))
        _ = f.reduce(.previewOutput(fkey, bytes: bytes("1\n2\n3\n4\n5\n6\n7\n"), status: nil, truncated: false))
        #expect(f.preview?.scroll == 2)
        _ = f.reduce(.previewOutput(fkey, bytes: bytes("1\n2\n3\n4\n5\n6\n7\n8\n9\n"), status: 0, truncated: false))
        #expect(f.preview?.scroll == 4)
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
