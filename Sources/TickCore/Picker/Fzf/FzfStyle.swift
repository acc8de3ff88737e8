/// fzf's `--style PRESET`: `default`, `minimal` or `full[:STYLE]`, a set of borders, marks and
/// the info line's place that later options change again (fzf 0.74.5's `applyPreset`).
public enum FzfStyle: Equatable, Sendable {
    case standard, minimal
    /// Every section in a border of `STYLE` (rounded unless given).
    case full(FzfBorder)

    public init(parsing text: String) throws(UsageError) {
        let words = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        switch words.first.map({ $0.lowercased() }) {
        case "default": self = .standard
        case "minimal": self = .minimal
        case "full":
            let shape = words.count == 2 && !words[1].isEmpty ? String(words[1]) : nil
            self = .full(try FzfBorder(parsing: shape, option: "style"))
        default:
            throw UsageError("--style: unsupported style preset: \(text) (expected: default, minimal, full[:STYLE])")
        }
    }

    /// Sets what the preset sets.
    public func apply(to o: inout Options) {
        o.boxes.standard = .standard
        switch self {
        case .standard, .minimal:
            o.boxes.list = .none
            o.boxes.input = .none
            o.boxes.header = .none
            o.boxes.footer = .line
            o.info = .standard
            let minimal = self == .minimal
            o.previewWindow.borderStyle = minimal ? .line : .rounded
            o.previewWindow.info = !minimal
            if minimal { o.gutter = " " }
            o.separator = minimal ? "" : nil
            o.scrollbar = minimal ? "" : nil
        case .full(let shape):
            o.boxes.standard = shape
            if shape != .line { o.boxes.list = shape }
            o.boxes.input = shape
            o.boxes.header = shape
            o.boxes.footer = shape
            o.previewWindow.borderStyle = shape
            if shape == .line { o.boxes.border = .line }
            o.previewWindow.info = true
            o.info = .inlineRight(prefix: "")
            o.separator = nil
            o.scrollbar = nil
        }
    }
}
