/// One line of fzf's list window.
public enum FzfLine: Equatable, Sendable {
    /// The list row in `slot` (0 is the row on the prompt's side, the best match when the list
    /// is at its start); blank when no item is there.
    case item(slot: Int)
    /// Line `n` of the header as `ScriptedState.header` holds it: the `--header` text's lines
    /// first, then the `--header-lines` read from the input.
    case header(Int)
    /// Line `n` of `--footer` (in the footer's own window).
    case footer(Int)
    /// The info line: the counts and the separator, as `--info` places them.
    case info
    /// The prompt and the query.
    case prompt
}

/// The lines of fzf's list window, top to bottom, for a layout (docs/SPEC.md §4, "fzf's
/// screen"), and how many item rows they hold: what the frame draws, what a tap reads, and
/// what the state scrolls by.
///
/// fzf's order, checked against fzf 0.74.5 (`seq 5 | fzf --height 14 --layout L --header foo
/// --header-lines 1 --footer f1`): the prompt, the info line and the `--header` text make a
/// block on the prompt's side (at the bottom in the default and reverse-list layouts, at the
/// top in reverse); the header lines of the input come first in the list's own direction,
/// then the items. `--header-first` puts the `--header` text on the other side of the prompt.
/// The footer, and the parts with a border of their own, are sections (`FzfSections`).
public struct FzfListPlan: Equatable, Sendable {
    /// The lines, top to bottom.
    public let lines: [FzfLine]
    /// How many item rows (`FzfLine.item`) there are.
    public let rows: Int

    /// What decides the plan.
    public struct Shape: Equatable, Sendable {
        public var layout: Options.Layout = .list
        /// Lines of the `--header` text, and of the input's header lines, shown.
        public var headerText = 0
        public var headerInput = 0
        /// Whether the info line is a line of its own (not on the prompt line, not gone).
        public var infoLine = true
        /// Whether the prompt is shown (`--no-input` hides it with the info line).
        public var prompt = true
        public var headerFirst = false

        public init() {}

        /// The lines that are not item rows.
        public var fixedLines: Int {
            let input = prompt ? 1 + (infoLine ? 1 : 0) : 0
            return input + headerText + headerInput
        }
    }

    /// The plan of a list window `height` lines high.
    public init(height: Int, shape: Shape) {
        let prompt: [FzfLine] = shape.prompt ? [.prompt] : []
        let info: [FzfLine] = shape.prompt && shape.infoLine ? [.info] : []
        let text = (0..<shape.headerText).map { FzfLine.header($0) }
        let input = (0..<shape.headerInput).map { FzfLine.header(shape.headerText + $0) }
        let rows = max(0, height - shape.fixedLines)
        var out: [FzfLine]
        switch shape.layout {
        case .reverse:
            // Prompt on top, then the info line; the list runs down from them.
            let block = shape.headerFirst ? text + prompt + info : prompt + info + text
            out = block + input + (0..<rows).map { .item(slot: $0) }
        case .reverseList:
            // The list runs down from the top; the prompt is at the bottom.
            let block = shape.headerFirst ? info + prompt + text : text + info + prompt
            out = input + (0..<rows).map { .item(slot: $0) } + block
        case .list, .wheel:
            // fzf's default: the list runs up from the prompt at the bottom, the header lines
            // first (the first nearest the prompt).
            let block = shape.headerFirst ? info + prompt + text : text + info + prompt
            out = (0..<rows).reversed().map { .item(slot: $0) } + input.reversed() + block
        }
        if out.count > height {
            // Too short for the fixed lines: keep the prompt's side.
            out = shape.layout == .reverse ? Array(out.prefix(max(0, height))) : Array(out.suffix(max(0, height)))
        }
        lines = out
        self.rows = rows
    }

    /// The line showing the item row in `slot`, if any.
    public func line(ofSlot slot: Int) -> Int? {
        lines.firstIndex(of: .item(slot: slot))
    }
}
