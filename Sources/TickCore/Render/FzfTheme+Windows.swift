/// The windows of fzf's screen and their colours: each window is filled with its background
/// (`--color`'s `bg`, `list-bg`, `input-bg`, `header-bg`, `footer-bg`, `preview-bg`) and its
/// border drawn in its own border colour, as fzf 0.74.5's `InitTheme` resolves them.
public enum FzfWindow: Equatable, Sendable {
    /// The outer border (`--border`) and what is inside it around the other windows.
    case base
    case list, input, header, footer, preview
}

extension FzfTheme {
    /// What the options say of the windows that decides their colours: whether the input and
    /// the header have a border option of their own, and which sections are drawn `inline`
    /// inside the list border.
    public struct Windows: Equatable, Sendable {
        /// `--input-border` given (not `none`): the input takes `input-bg`, else the list's.
        public var inputBorder = false
        /// `--header-border` or `--header-lines-border` given (fzf counts the latter as given
        /// unless it is `none`): the header takes `header-bg`, else the list's.
        public var headerBorder = true
        /// The header (or its lines) and the footer drawn `inline`: their borders take
        /// `list-border`'s colour unless theirs is given.
        public var headerInline = false, footerInline = false

        public init() {}

        /// The windows `boxes` ask for.
        public init(_ boxes: FzfBoxOptions) {
            inputBorder = boxes.input.isSet
            headerBorder = boxes.header.isSet || boxes.headerLines != FzfBorder.none
            let inlineFits = boxes.list.hasTop && boxes.list.hasBottom
            headerInline = inlineFits && (boxes.header == .inline || boxes.headerLines == .inline)
            footerInline = inlineFits && boxes.footer == .inline
        }
    }

    /// The colour of the user's `--color` entry `name`, if it gives one.
    private func given(_ name: String) -> TerminalColor? { colors ? custom[name]?.color : nil }

    /// The background `window` is filled with (`.none`: the terminal's own).
    public func background(_ window: FzfWindow) -> TerminalColor {
        let base = given("bg") ?? .none
        let list = given("list-bg") ?? base
        switch window {
        case .base: return base
        case .list: return list
        case .input: return windows.inputBorder ? given("input-bg") ?? base : list
        case .header: return windows.headerBorder ? given("header-bg") ?? base : list
        case .footer: return given("footer-bg") ?? base
        case .preview: return given("preview-bg") ?? base
        }
    }

    /// `window`'s border (`list-border`, `input-border`…, else `border`; an inline section's
    /// falls back on `list-border`), its background left to the window's fill.
    public func border(_ window: FzfWindow) -> Style {
        let listBorder = custom("list-border", border)
        switch window {
        case .base: return border
        case .list: return listBorder
        case .input: return custom("input-border", border)
        case .header: return custom("header-border", windows.headerInline ? listBorder : border)
        case .footer: return custom("footer-border", windows.footerInline ? listBorder : border)
        case .preview: return previewBorder
        }
    }
}
