import Testing
@testable import TickCore

// Helpers for the picker tests: scripted events, a picker built from command-line options, and a
// fixed row source for the view.

/// A named key event (`tab`, `ctrl-c`, `alt-a`…).
func keyEvent(_ name: String) -> InputEvent { .key(KeyName(unchecked: name)) }

/// The character events of typing `text`.
func typing(_ text: String) -> [InputEvent] { text.unicodeScalars.map { .character($0.value) } }

/// A left-button press at a 1-based screen cell.
func tap(column: Int, row: Int) -> InputEvent {
    .mouse(MouseEvent(button: .left, kind: .press, column: column, row: row))
}

/// The seven items most picker tests scroll through (item i is `names[i]`).
let names = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]

/// A picker configured by command-line `arguments` (over the defaults of tick run under `name`),
/// in an 80×24 terminal, whose `count` items have all been read and all match (the empty query:
/// every item, in input order).
func picker(_ arguments: [String] = [], items count: Int = names.count,
            columns: Int = 80, rows: Int = 24, as name: CommandName = .tick) throws -> PickerState {
    let options = try OptionParser.parse(arguments, sources: [], from: name.defaultOptions)
    var state = PickerState(config: PickerConfig(options: options), query: options.query)
    state.placement.size = TerminalSize(columns: columns, rows: rows)
    state.store = itemStore(count)
    state.loading = false
    state.setResults(RankedList(all: count), for: state.request(options.query, itemCount: count))
    return state
}

/// A store of `count` items read to the end: the `names`, then `item N` (as `FixedRows` draws
/// them), or the given `lines`.
func itemStore(_ count: Int = names.count, lines: [String]? = nil) -> ItemStore {
    let texts = lines ?? (0..<count).map { $0 < names.count ? names[$0] : "item \($0)" }
    var builder = ItemStoreBuilder()
    builder.append(Array(texts.map { $0 + "\n" }.joined().utf8))
    builder.finish()
    return builder.store
}

extension PickerState {
    /// A request for `text` over `itemCount` items, made for the current query (its serial).
    func request(_ text: String, itemCount: Int) -> MatchRequest {
        MatchRequest(serial: matches.serial, text: text, query: Query(text), itemCount: itemCount)
    }

    /// Handles `events` in order and returns the effects of the last one.
    @discardableResult
    mutating func feed(_ events: [InputEvent]) -> [PickerEffect] {
        var last: [PickerEffect] = []
        for event in events { last = reduce(.input(event)) }
        return last
    }

    /// Presses the named keys in order and returns the effects of the last one.
    @discardableResult
    mutating func press(_ keys: String...) -> [PickerEffect] { feed(keys.map(keyEvent)) }
}

/// Rows with fixed text and fixed highlighted offsets, by item index (`item N` past the texts).
struct FixedRows: RowSource {
    var texts: [[UInt8]]
    var highlights: [Int: [Int]] = [:]

    init(_ texts: [String], highlights: [Int: [Int]] = [:]) {
        self.texts = texts.map { Array($0.utf8) }
        self.highlights = highlights
    }

    init(bytes: [[UInt8]], highlights: [Int: [Int]] = [:]) {
        self.texts = bytes
        self.highlights = highlights
    }

    mutating func row(_ item: Int) -> (text: [UInt8], highlights: [Int]) {
        (item < texts.count ? texts[item] : Array("item \(item)".utf8), highlights[item] ?? [])
    }
}

/// The frame of `state` drawn with `rows` (the `names` by default), in colour unless told.
func draw(_ state: PickerState, rows: FixedRows = FixedRows(names), colors: Bool = true) -> Frame {
    var source = rows
    return View(theme: Theme(colors: colors)).frame(state, rows: &source)
}

/// A picker with `ctrl-x` bound to `action` (and any other options).
func bound(_ action: String, _ more: [String] = [], items: Int = names.count) throws -> PickerState {
    try picker(["--bind", "ctrl-x:\(action)"] + more, items: items)
}

/// Types `text` into the query of `s`.
func type(_ text: String, into s: inout PickerState) { s.feed(typing(text)) }

/// Every line of `frame` as text.
func lines(_ frame: Frame) -> [String] { (0..<frame.lines.count).map { frame.text(row: $0) } }

/// `left`, blanks, then `right` ending at the last of `width` columns (ASCII and one-column
/// characters only): how the toolbar lines up its counts and its buttons.
func spread(_ left: String, _ right: String, width: Int = 80) -> String {
    left + String(repeating: " ", count: width - left.unicodeScalars.count - right.unicodeScalars.count) + right
}

