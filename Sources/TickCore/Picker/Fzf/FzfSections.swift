/// Which of fzf's sections (the input, the header, the input's header lines, the footer) get
/// a window of their own beside the list window, and with which border, as fzf 0.74.5
/// decides it (src terminal.go: `hasHeaderWindow`, `determineHeaderLinesShape`,
/// `separatedByBorder`, `resizeWindows`).
///
/// A part without a window of its own is drawn in the list window (`FzfListPlan`). The
/// shapes given are resolved on `init`: `line` becomes the side facing the list, `inline` a
/// `line` when the list border has no top and bottom to hold it.
public struct FzfSections: Equatable, Sendable {
    /// What the options and the state ask for.
    public struct Request: Equatable, Sendable {
        public var layout: Options.Layout = .list
        public var list = FzfBorder.none
        public var input = FzfBorder.none
        public var header = FzfBorder.none
        /// nil: `--header-lines-border` not given; `none`: a window without a border.
        public var headerLines: FzfBorder? = nil
        public var footer = FzfBorder.line
        /// Lines of the `--header` text and of the input's header lines.
        public var headerText = 0
        public var headerInput = 0
        /// Whether the header is shown (not hidden by `toggle-header`).
        public var headerVisible = true
        public var footerLines = 0
        /// Whether the prompt is shown (not `--no-input`).
        public var prompt = true
        public var headerFirst = false
        /// `--separator` not given: fzf leaves its default out where a border already
        /// separates the input from the list.
        public var separatorAuto = true
        /// A separator to draw (given or the default), and `--info`'s style.
        public var separator = true
        public var info = InfoPlacement.standard

        public init() {}
    }

    public let request: Request
    /// The resolved shapes.
    public let input: FzfBorder
    public let header: FzfBorder
    public let footer: FzfBorder
    /// The header lines' window and its shape, when they have one.
    public let headerLines: FzfBorder?
    /// Whether the header (its text, and the header lines without a window of their own) has
    /// a window of its own.
    public let headerWindow: Bool
    /// Whether the prompt and the info line have a window of their own.
    public let inputWindow: Bool
    /// Whether the separator is drawn (not left out for a border).
    public let separator: Bool

    public init(_ request: Request) {
        self.request = request
        let layout = request.layout
        var input = request.input
        if input == .line { input = layout == .reverse ? .bottom : .top }
        var header = request.header, lines = request.headerLines, footer = request.footer
        // Inline sections sit between the list border's top and bottom lines.
        if !(request.list.hasTop && request.list.hasBottom) {
            if header == .inline { header = .line }
            if lines == .inline { lines = .line }
            if footer == .inline { footer = .line }
        }
        if header == .line { header = layout == .reverse ? .bottom : .top }
        if lines == .line { lines = layout == .list || layout == .wheel ? .top : .bottom }
        if footer == .line { footer = layout == .reverse ? .top : .bottom }
        self.input = input
        self.header = header
        self.footer = footer
        let visible = request.headerVisible
        // determineHeaderLinesShape
        var linesWindow: FzfBorder? = nil
        if visible && request.headerInput > 0 {
            if let lines {
                linesWindow = lines
            } else {
                let shape: FzfBorder = request.headerText == 0 ? header : .none
                if layout == .reverseList {
                    linesWindow = shape
                } else if request.headerText == 0 {
                    if request.headerFirst && shape == .none { linesWindow = shape }
                } else if request.headerFirst {
                    linesWindow = shape
                }
            }
        }
        headerLines = linesWindow
        // hasHeaderWindow
        if !visible {
            headerWindow = false
        } else if linesWindow != nil {
            headerWindow = request.headerText > 0
        } else if header.isSet || request.headerFirst {
            headerWindow = request.headerText + request.headerInput > 0
        } else {
            headerWindow = input.isSet
        }
        inputWindow = request.prompt && (input.isSet || headerWindow || linesWindow != nil)
        let hidden = request.separatorAuto
            && Self.separatedByBorder(request, input: input, header: header, headerWindow: headerWindow, headerLines: linesWindow)
        separator = request.separator && !hidden
    }

    /// Whether the info and the separator take a line of their own beside the prompt.
    public var infoLine: Bool {
        request.prompt && FzfHeight.Parts.separatorLine(info: request.info, separator: separator)
    }

    /// The header's lines in its window: the text, and the header lines without their own.
    var headerWindowLines: Int {
        headerWindow ? request.headerText + (headerLines == nil ? request.headerInput : 0) : 0
    }

    /// fzf's `separatedByBorder`: a border line already runs between the info line and the
    /// section next to it on the list's side.
    private static func separatedByBorder(_ r: Request, input: FzfBorder, header: FzfBorder, headerWindow: Bool,
                                          headerLines: FzfBorder?) -> Bool {
        let reverse = r.layout == .reverse
        func facing(_ shape: FzfBorder) -> Bool { shape == .inline || (reverse ? shape.hasTop : shape.hasBottom) }
        if reverse ? input.hasBottom : input.hasTop { return true }
        guard input.isSet || headerWindow || headerLines != nil else { return false }
        let headerSection = headerWindow && r.headerText + r.headerInput > 0
        if headerSection && !r.headerFirst && header != .inline { return facing(header) }
        if let headerLines, r.layout != .reverseList, headerWindow || !r.headerFirst { return facing(headerLines) }
        return facing(r.list)
    }
}
