import Testing
@testable import TickCore

// Multi-line items (`--read0`, `--multi-line`, `--marker-multi-line`, `toggle-multi-line`) on
// fzf's screen. Every expected frame is the real fzf 0.74.5's, taken with tmux on a 30-column
// pane (`capture-pane -p`, trailing blanks dropped) after the keys named, FZF_DEFAULT_OPTS
// empty, the input `(printf '0\0'; printf '1\n2\0'; seq 20)`: three items, the last one
// twenty lines and an empty one after its last line feed.

/// The three items of the input.
let multiLineItems = ["0", "1\n2", (1...20).map(String.init).joined(separator: "\n") + "\n"]

/// A store of `texts` read with `--read0`.
func nulStore(_ texts: [String]) -> ItemStore {
    var builder = ItemStoreBuilder(separator: 0)
    builder.append(Array(texts.map { $0 + "\0" }.joined().utf8))
    builder.finish()
    return builder.store
}

/// fzf's screen of the multi-line items with `arguments` on a 30-column terminal, after
/// `keys` (`ctrl-x` ticks every item, as `load:select-all` does).
func multiLineScreen(_ arguments: [String], keys: [String] = [], items: [String] = multiLineItems,
                     columns: Int = 30, rows: Int = 10) throws -> [String] {
    let s = try multiLinePicker(arguments, keys: keys, items: items, columns: columns, rows: rows)
    var source = FixedRows(items)
    return lines(FzfView().frame(s, rows: &source))
}

/// The picker `multiLineScreen` draws.
func multiLinePicker(_ arguments: [String], keys: [String] = [], items: [String] = multiLineItems,
                     columns: Int = 30, rows: Int = 10) throws -> PickerState {
    var s = try picker(["--screen", "fzf", "--read0", "--no-scrollbar", "--bind", "ctrl-x:select-all"] + arguments,
                       items: items.count, columns: columns, rows: rows, as: .fzf)
    s.store = nulStore(items)
    s.clampCursor()
    for key in keys { s.press(key) }
    return s
}

@Suite("fzf's screen: multi-line items")
struct FzfMultiLineTests {
    static let ticked = ["-m", "--height", "10", "--pointer", ">"]
    static let info = "  3/3 (3) " + String(repeating: "─", count: 19)

    // I | fzf --read0 -m --bind load:select-all --height 10 --pointer '>' --no-scrollbar
    @Test("each line of an item on a line of its own; the marks ╻┃╹ on a ticked item; an item cut at the top edge shows its last lines")
    func defaultLayout() throws {
        #expect(try multiLineScreen(Self.ticked, keys: ["ctrl-x"]) == [
            "▌┃17", "▌┃18", "▌┃19", "▌┃20", "▌╹", "▌╻1", "▌╹2", ">┃0", Self.info, ">",
        ])
    }

    // the same, then Up
    @Test("the pointer on every line of the band's item")
    func bandOnTwoLines() throws {
        #expect(try multiLineScreen(Self.ticked, keys: ["ctrl-x", "up"]) == [
            "▌┃17", "▌┃18", "▌┃19", "▌┃20", "▌╹", ">╻1", ">╹2", "▌┃0", Self.info, ">",
        ])
    }

    // the same, then Up Up
    @Test("the band's item taller than the list: the list scrolls by lines to show its first lines, the last one cut with its ␊")
    func bandTallerThanList() throws {
        #expect(try multiLineScreen(Self.ticked, keys: ["ctrl-x", "up", "up"]) == [
            ">╻1", ">┃2", ">┃3", ">┃4", ">┃5", ">┃6", ">┃7", ">┃8␊", Self.info, ">",
        ])
    }

    // I | fzf … --reverse, then Down Down Up
    @Test("--reverse: items run down from the prompt, an item cut at the bottom edge shows its first lines")
    func reverse() throws {
        #expect(try multiLineScreen(Self.ticked + ["--reverse"], keys: ["ctrl-x", "down", "down", "up"]) == [
            ">", Self.info, ">╻1", ">╹2", "▌╻1", "▌┃2", "▌┃3", "▌┃4", "▌┃5", "▌┃6␊",
        ])
    }

    // I | fzf --read0 -m --bind load:select-all --height 10 --marker-multi-line abc --marker '>>'
    //   --no-scrollbar --reverse --pointer ''
    @Test("--marker-multi-line: the three marks, padded to the marker's width; --pointer '' takes no column")
    func markerMultiLine() throws {
        #expect(try multiLineScreen(["-m", "--height", "10", "--marker-multi-line", "abc", "--marker", ">>", "--reverse", "--pointer", ""],
                                    keys: ["ctrl-x"]) == [
            ">", Self.info, ">>0", "a 1", "c 2", "a 1", "b 2", "b 3", "b 4", "b 5␊",
        ])
    }

    // I | fzf --read0 --height 10 --no-multi-line --no-scrollbar --bind space:toggle-multi-line,
    // then Space
    @Test("--no-multi-line: one line an item, its line feeds as ␊; toggle-multi-line draws the lines")
    func toggleMultiLine() throws {
        let info = "  3/3 " + String(repeating: "─", count: 23)
        let args = ["--height", "10", "--no-multi-line", "--bind", "space:toggle-multi-line"]
        #expect(try multiLineScreen(args) == [
            "", "", "", "", "", "▌ 1␊2␊3␊4␊5␊6␊7␊8␊9␊10␊11␊12··", "▌ 1␊2", "▌ 0", info, ">",
        ])
        #expect(try multiLineScreen(args, keys: ["space"]) == [
            "▌ 17", "▌ 18", "▌ 19", "▌ 20", "▌", "▌ 1", "▌ 2", "▌ 0", info, ">",
        ])
    }

    @Test("a tap on any line of an item lands on its row")
    func taps() throws {
        let s = try multiLinePicker(Self.ticked)
        #expect(FzfView().target(line: 7, column: 2, s) == .row(slot: 0))
        #expect(FzfView().target(line: 6, column: 2, s) == .row(slot: 1))
        #expect(FzfView().target(line: 5, column: 2, s) == .row(slot: 1))
        #expect(FzfView().target(line: 0, column: 2, s) == .row(slot: 2))
    }

    @Test("--marker-multi-line takes three marks of one or two columns each, or none")
    func markerGrammar() throws {
        #expect(try FzfTextOptions.multiLineMarks("┏┃┗") == ["┏", "┃", "┗"])
        #expect(try FzfTextOptions.multiLineMarks("") == [])
        #expect(throws: UsageError.self) { try FzfTextOptions.multiLineMarks("ab") }
    }
}
