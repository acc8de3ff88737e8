/// What the picker takes from the options: the options themselves, read through this one value
/// (`config.layout` is `options.layout`: nothing is copied field by field), and what is derived
/// from them once (the keymap, the header's lines and styles, the `--expect` keys).
@dynamicMemberLookup
public struct PickerConfig: Sendable {
    /// The options the picker was started with.
    public internal(set) var options: Options
    /// `--height N%` gives the whole picker at least this share of the terminal's lines, as
    /// fzf's default `--min-height`.
    public static let minimumPercentHeight = 10
    /// `--json-object`: Enter checks that the picked items' keys are distinct.
    public let keyedOutput: Bool
    public let expect: Set<KeyName>
    /// Header text lines (`--header`), then the `--header-lines` items, as bytes.
    public var header: [[UInt8]] = []
    /// The styles of header lines that have any (`--ansi`), by line.
    public var headerStyles: [Int: [StyleSpan]] = [:]
    public let keymap: Keymap
    /// The screen the picker is drawn on, chosen at setup: tick's wheel and toolbar.
    public let view: any PickerView

    /// The picker described by `options` (the defaults when none are given), drawn by `view`.
    public init(options: Options = Options(), view: any PickerView = TickView()) {
        self.options = options
        self.view = view
        keyedOutput = options.format == .jsonObject
        expect = Set(options.expect)
        if let text = options.header { (header, headerStyles) = Self.headerLines(text, ansi: options.ansi) }
        keymap = Keymap(bindings: options.bindings, search: options.search)
    }

    /// An option, read from `options` (`config.layout`, `config.prompt`, `config.limit`…).
    public subscript<Value>(dynamicMember path: KeyPath<Options, Value>) -> Value { options[keyPath: path] }

    /// The lines of a header text and the styles of those that have any (`--ansi`).
    static func headerLines(_ text: String, ansi: Bool) -> (lines: [[UInt8]], styles: [Int: [StyleSpan]]) {
        var bytes = Array(text.utf8)
        var log = StyleLog()
        if ansi { (bytes, log) = SGRStripper.strip(bytes) }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        var styles: [Int: [StyleSpan]] = [:]
        for n in lines.indices where !log.isEmpty {
            let spans = log.spans(line: n)
            if !spans.isEmpty { styles[n] = spans }
        }
        return (lines, styles)
    }

    /// One pick only: no tick column, Enter or a tap picks the band row.
    public var single: Bool { options.limit == 1 }
}
