/// fzf's `--tmux`/`--popup` value: where the tmux popup goes and its size,
/// `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]` (default `center,50%`),
/// and the `tmux display-popup` arguments that place it as fzf 0.74 does.
public struct PopupSpec: Equatable, Sendable {
    public enum Position: String, Sendable { case center, top, bottom, left, right }

    public var position = Position.center
    /// Width and height as tmux takes them: `50%` or a number of cells.
    public var width = "50%"
    public var height = "50%"

    public init() {}

    /// Parses a value of `option` (`--tmux` or `--popup`), or throws a message that shows the
    /// grammar.
    public init(parsing text: String, option: String = "--tmux") throws(UsageError) {
        let bad = UsageError("\(option): invalid popup option '\(text)' (expected: [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native])")
        var tokens = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init).filter { $0 != "border-native" }
        guard !tokens.isEmpty, tokens.count <= 3 else { throw bad }
        switch tokens[0] {
        case "top", "up": position = .top; width = "100%"
        case "bottom", "down": position = .bottom; width = "100%"
        case "left": position = .left; height = "100%"
        case "right": position = .right; height = "100%"
        case "center": break
        default: tokens.insert("center", at: 0)
        }
        guard tokens.count <= 3 else { throw bad }
        let sizes = try tokens.dropFirst().map { (t: String) throws(UsageError) -> String in
            let digits = t.hasSuffix("%") ? String(t.dropLast()) : t
            guard let n = Int(digits), n >= 1, !t.hasSuffix("%") || n <= 100, digits.first?.isNumber == true else { throw bad }
            return t
        }
        if sizes.count == 2 {
            width = sizes[0]
            height = sizes[1]
        } else if sizes.count == 1 {
            switch position {
            case .top, .bottom: height = sizes[0]
            case .left, .right: width = sizes[0]
            case .center: width = sizes[0]; height = sizes[0]
            }
        }
    }

    /// The arguments of `tmux display-popup` for this popup (after `display-popup -E`).
    public var displayPopupArguments: [String] {
        let place: [String]
        switch position {
        case .top: place = ["-xC", "-y0"]
        case .bottom: place = ["-xC", "-y9999"]
        case .left: place = ["-x0", "-yC"]
        case .right: place = ["-xR", "-yC"]
        case .center: place = ["-xC", "-yC"]
        }
        return place + ["-w" + width, "-h" + height]
    }
}
