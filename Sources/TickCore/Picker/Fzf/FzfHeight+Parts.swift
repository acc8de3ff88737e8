extension FzfHeight {
    /// The lines of fzf's screen besides the items, which `--min-height H+`, the least height
    /// and `~` count: the input, header, footer, borders, margins and an up or down preview.
    ///
    /// Each view part fills in what it draws (the borders and margins once fzf's borders are
    /// drawn, the preview once its frame is); the counts are fzf 0.74.5's, each checked against
    /// it (FzfHeightTests).
    public struct Parts: Equatable, Sendable {
        /// The prompt line is shown (not `--no-input`).
        public var input = true
        /// A line beside the prompt for the info or the separator (not with `--info inline`, nor
        /// `hidden`/`inline-right` without a separator: `separatorLine(info:separator:)`).
        public var separatorLine = true
        /// `--input-border`'s lines (top and bottom).
        public var inputBorder = 0
        /// `--border`'s lines (top and bottom).
        public var border = 0
        /// `--list-border`'s lines.
        public var listBorder = 0
        /// The lines of `--header` and their border's.
        public var header = 0
        public var headerBorder = 0
        /// `--header-lines N` and their border's lines as drawn.
        public var headerLines = 0
        public var headerLinesBorder = 0
        /// The header lines' border lines `--min-height H+` counts: two unless
        /// `--header-lines-border` is given (fzf 0.74.5 counts its undecided border so:
        /// `--height 40% --header-lines 2` takes 16 lines on 24).
        public var headerLinesBorderInMinimum = 2
        /// The header's border lines `--min-height H+` counts: `--header-border`'s as given
        /// (`line` and `inline` none).
        public var headerBorderInMinimum = 0
        /// Whether `--min-height H+` counts a separator line: as `separatorLine`, but for the
        /// separator fzf leaves out beside a section's border at run time.
        public var separatorLineInMinimum: Bool? = nil
        /// Whether `--min-height H+` counts the input: as `input`, but as the options gave it
        /// (fzf fixes the least height at start; `show-input` does not change it).
        public var inputInMinimum: Bool? = nil
        /// The lines of `--footer` and their border's (fzf's default `line` takes one).
        public var footer = 0
        public var footerBorder = 1
        /// The preview window, when it is shown.
        public var preview: Preview? = nil
        /// The top and bottom margins and paddings given in lines (not in percent).
        public var margins = 0

        public init() {}

        /// The preview window's share of the height.
        public struct Preview: Equatable, Sendable {
            /// Where the pane is: above or below the list takes lines, beside it does not.
            public enum Position: Equatable, Sendable { case up, down, beside }
            public var position: Position
            /// Its size: lines, or a percentage of the picker.
            public var size: Size
            /// Its border's lines (top and bottom).
            public var border: Int

            public init(position: Position, size: Size, border: Int = 2) {
                self.position = position
                self.size = size
                self.border = border
            }
        }

        /// Whether fzf gives the info or the separator a line of its own beside the prompt:
        /// not for `inline` info, nor for `hidden` or `inline-right` info without a separator.
        public static func separatorLine(info: InfoPlacement, separator: Bool = true) -> Bool {
            switch info {
            case .inline: return false
            case .hidden, .inlineRight: return separator
            case .standard, .right: return true
            }
        }

        /// The lines of the input: the prompt, the separator's and the input border's.
        var inputLines: Int { input ? 1 + (separatorLine ? 1 : 0) + inputBorder : 0 }

        /// What `--min-height H+` adds to H (fzf's options.go).
        var minimumExtra: Int {
            var extra = border + listBorder
            if inputInMinimum ?? input { extra += 1 + ((separatorLineInMinimum ?? separatorLine) ? 1 : 0) + inputBorder }
            if header > 0 { extra += headerBorderInMinimum + header }
            if headerLines > 0 { extra += headerLinesBorderInMinimum + headerLines }
            if let preview, preview.position == .up { extra += preview.border + 10 }
            return extra + margins
        }

        /// The fewest lines drawn inline: an item, the info line and the prompt, with the
        /// border and an up or down preview's border and line.
        var fewestLines: Int {
            var least = FzfHeight.fewestLines + border
            if !(input && separatorLine) { least -= 1 }
            if let preview, preview.position != .beside { least += 1 + preview.border }
            return least
        }

        /// The lines other than items inside the border and margins (fzf's `extraLines`).
        var extraLines: Int {
            var extra = inputLines + listBorder + header + headerBorder + headerLines + headerLinesBorder
            if footer > 0 { extra += footerBorder + footer }
            return extra
        }

        /// The border's and the margins' lines around everything.
        var pad: Int { border + margins }

        /// The lines `items` items take with everything but the border and margins, the
        /// preview's included.
        func contentHeight(items: Int) -> Int {
            let content = items + extraLines
            guard let preview else { return content }
            switch (preview.position, preview.size) {
            case (.beside, _):
                return max(content, 1 + preview.border)
            case (_, .percent(let p)) where p < 100:
                return max(content + 1 + preview.border, content * 100 / (100 - p))
            case (_, .percent):
                return content + 1 + preview.border
            case (_, .lines(let n)), (_, .allBut(let n)):
                return content + n + preview.border
            }
        }
    }
}
