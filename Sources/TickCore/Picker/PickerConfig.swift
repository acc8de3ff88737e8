/// What the picker takes from the options: its shape, its rules and its words.
public struct PickerConfig: Sendable {
    public var layout: Options.Layout = .wheel
    /// Item rows wanted (`--height`).
    public var height = 5
    /// `--height N%`: the whole picker takes N% of the terminal's lines (at least
    /// `minimumPercentHeight`, as fzf's default `--min-height`), instead of `height` rows.
    public var heightPercent: Int? = nil
    public static let minimumPercentHeight = 10
    public var cycle = false
    /// `--json-object`: Enter checks that the picked items' keys are distinct.
    public var keyedOutput = false
    public var prompt = "> "
    public var marker = "✓"
    public var actionLabel = "Done"
    public var toolbar = true
    /// At most this many ticks (nil: no limit). A limit of 1 makes the picker single-pick.
    public var limit: Int? = nil
    public var minimum = 0
    public var mouse = true
    /// Whether typing filters (`--no-search` turns it off; Space then toggles).
    public var search = true
    public var expect: Set<KeyName> = []
    public var confirm: String? = nil
    /// The order ticked items are printed in.
    public var order: Options.Order = .input
    /// Header text lines (`--header`), then the `--header-lines` items, as bytes.
    public var header: [[UInt8]] = []
    /// The styles of header lines that have any (`--ansi`), by line.
    public var headerStyles: [Int: [StyleSpan]] = [:]
    public var keymap = Keymap()
    /// `--preview` and `--preview-window`.
    public var preview: String? = nil
    public var previewWindow = PreviewWindow()

    public init() {}

    /// The picker described by `options`, with the header lines read from the input.
    public init(options: Options) {
        layout = options.layout
        height = options.height
        heightPercent = options.heightPercent
        keyedOutput = options.format == .jsonObject
        preview = options.preview
        previewWindow = options.previewWindow
        cycle = options.cycle
        prompt = options.prompt
        marker = options.marker
        actionLabel = options.action
        toolbar = options.toolbar
        limit = options.limit
        minimum = options.minimum
        mouse = options.mouse
        search = options.search
        expect = Set(options.expect)
        confirm = options.confirm
        order = options.order
        if let text = options.header {
            var bytes = Array(text.utf8)
            var log = StyleLog()
            if options.ansi { (bytes, log) = SGRStripper.strip(bytes) }
            header = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
            for n in header.indices where !log.isEmpty {
                let spans = log.spans(line: n)
                if !spans.isEmpty { headerStyles[n] = spans }
            }
        }
        keymap = Keymap(bindings: options.bindings, search: options.search)
    }

    /// One pick only: no tick column, Enter or a tap picks the band row.
    public var single: Bool { limit == 1 }
}
