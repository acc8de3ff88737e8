/// `--ask`'s yes/no question (docs/SPEC.md §6): which button has the focus, and what a key or
/// a tap answers.
///
/// The question and its `[ Yes ]` `[ No ]` buttons are one line, laid out by `Toolbar` as
/// `--confirm`'s question is, so a tap lands on what is drawn.
public struct AskState: Equatable, Sendable {
    /// How the question was answered.
    public enum Answer: Equatable, Sendable { case yes, no, cancelled }

    public let question: String
    /// Whether `[ Yes ]` has the focus (Enter answers with the focused button).
    public private(set) var yesFocused: Bool
    /// The terminal's width.
    public var columns: Int
    /// The screen row of the question's line, 1-based (nil: the terminal did not say; a tap is
    /// then placed by its column alone).
    public var row: Int? = nil
    /// How wide East Asian Ambiguous characters are (`--ambidouble`).
    public let rule: WidthRule

    /// The question, `[ Yes ]` focused first unless `focus` is `.no` (`--default no`), its
    /// widths measured under `rule`.
    public init(question: String, focus: Options.YesNo?, columns: Int, rule: WidthRule = .ambiguousNarrow) {
        self.question = question
        self.yesFocused = focus != .no
        self.columns = columns
        self.rule = rule
    }

    /// The question's line: the text and the two buttons.
    public var toolbar: Toolbar { Toolbar(question: DisplayText.inMessage(question), width: max(1, columns), rule: rule) }

    /// Applies a key or a tap: `y`/`Y` yes, `n`/`N` no, Enter the focused button, Esc and
    /// Ctrl-C cancel, Left/Right/Tab/Shift-Tab move the focus, a left click on a button answers
    /// with it. Anything else does nothing.
    public mutating func handle(_ event: InputEvent) -> Answer? {
        switch event {
        case .character(let c):
            if let yes = Self.yesOrNo(c) { return yes ? .yes : .no }
        case .key(let key):
            switch key.name {
            case "enter": return yesFocused ? .yes : .no
            case "esc", "ctrl-c": return .cancelled
            case "left": yesFocused = true
            case "right": yesFocused = false
            case "tab", "btab": yesFocused.toggle()
            default: break
            }
        case .mouse(let m):
            guard m.kind == .press, m.button == .left, row == nil || m.row == row else { return nil }
            switch toolbar.role(atColumn: m.column - 1) {
            case .done?: return .yes
            case .cancel?: return .no
            default: break
            }
        case .paste:
            break
        }
        return nil
    }

    /// Whether character `c` answers yes (`y`, `Y`) or no (`n`, `N`); nil for any other.
    public static func yesOrNo(_ c: UInt32) -> Bool? {
        switch c {
        case 0x79, 0x59: return true
        case 0x6E, 0x4E: return false
        default: return nil
        }
    }

    /// The question's line drawn in `theme`: the focused button in its colours, the other dim.
    public func frame(theme: Theme) -> Frame {
        let width = max(1, columns)
        var frame = Frame(width: width)
        frame.lines = [View(theme: theme).cells(of: toolbar, width: width, dimmed: yesFocused ? .cancel : .done)]
        frame.cursorColumn = 0
        return frame
    }
}
