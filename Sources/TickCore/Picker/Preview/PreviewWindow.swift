/// Where the preview pane goes and how it looks (`--preview-window`), in the parts of fzf's
/// grammar that fit an inline picker: `right[:SIZE]`, `down[:SIZE]`, `hidden`, `wrap`,
/// `border`/`noborder`, joined by `:` or `,`.
public struct PreviewWindow: Sendable, Equatable {
    public enum Position: String, Sendable { case right, down }
    public enum Size: Sendable, Equatable {
        /// Columns beside the picker, or lines below it.
        case cells(Int)
        /// A percentage of the terminal's width (right) or of the picker's rows (down).
        case percent(Int)
    }

    public var position = Position.right
    public var size = Size.percent(50)
    public var hidden = false
    public var wrap = false
    public var border = true

    public init() {}

    /// Parses a `--preview-window` value, or throws a message naming the part that is wrong.
    public init(parsing text: String) throws(UsageError) {
        for part in text.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) {
            switch part {
            case "right": position = .right
            case "down", "bottom": position = .down
            case "hidden": hidden = true
            case "nohidden": hidden = false
            case "wrap": wrap = true
            case "nowrap": wrap = false
            case "border", "border-rounded", "border-sharp", "border-left", "border-top", "border-line": border = true
            case "noborder", "border-none": border = false
            case "up", "top", "left":
                throw UsageError("preview window position '\(part)' is not supported: tick draws inline, use right or down")
            default:
                if part.hasSuffix("%"), let n = Int(part.dropLast()), (1...99).contains(n) {
                    size = .percent(n)
                } else if let n = Int(part), n >= 1 {
                    size = .cells(n)
                } else {
                    throw UsageError("unknown preview window part '\(part)' in '\(text)' (right[:SIZE], down[:SIZE], hidden, wrap, border, noborder)")
                }
            }
        }
    }
}
