/// One line of fzf's list window.
public enum FzfLine: Equatable, Sendable {
    /// The list row in `slot` (0 is the row on the prompt's side, the best match when the list
    /// is at its start); blank when no item is there.
    case item(slot: Int)
    /// Line `line` (from 1) of the lines the item row in `slot` shows after its first: a
    /// multi-line or wrapped item (`FzfItemLines`).
    case more(slot: Int, line: Int)
    /// Line `n` of the header as `ScriptedState.header` holds it: the `--header` text's lines
    /// first, then the `--header-lines` read from the input.
    case header(Int)
    /// Line `n` of `--footer` (in the footer's own window).
    case footer(Int)
    /// Line `n` (from 0) of the gap after the item row in `slot` (`--gap`); the last one of a
    /// gap carries `--gap-line`.
    case gap(slot: Int, line: Int)
    /// The info line: the counts and the separator, as `--info` places them.
    case info
    /// The prompt and the query.
    case prompt
}

extension FzfLine {
    /// Whether the line is one of the list's own (an item's or a gap's).
    var isListLine: Bool {
        switch self {
        case .item, .more, .gap: true
        case .header, .footer, .info, .prompt: false
        }
    }
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
    /// The lines of each item row, when items may take several (`init(height:shape:blocks:)`).
    public let blocks: [Block]?

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
        /// Lines between items (`--gap`).
        public var gap = 0

        public init() {}

        /// The lines that are not item rows.
        public var fixedLines: Int {
            let input = prompt ? 1 + (infoLine ? 1 : 0) : 0
            return input + headerText + headerInput
        }
    }

    /// The lines each item row takes, from the prompt's side: the item's own lines, then its
    /// gap's (`--gap`), cut where the list ends. The view works them out for the items on the
    /// screen when an item may take more than one line (`FzfView.blocks`).
    public struct Block: Equatable, Sendable {
        public var lines: Int
        public var gap: Int
        public init(lines: Int, gap: Int) {
            self.lines = lines
            self.gap = gap
        }
    }

    /// The plan of a list window `height` lines high; with `blocks`, each item row takes the
    /// lines its block gives (none past the last block), else one line and `--gap`'s.
    public init(height: Int, shape: Shape, blocks: [Block]? = nil) {
        let prompt: [FzfLine] = shape.prompt ? [.prompt] : []
        let info: [FzfLine] = shape.prompt && shape.infoLine ? [.info] : []
        let text = (0..<shape.headerText).map { FzfLine.header($0) }
        let input = (0..<shape.headerInput).map { FzfLine.header(shape.headerText + $0) }
        let listLines = max(0, height - shape.fixedLines)
        // Each item takes its line and the gap after it; the rows the state scrolls by are
        // the items whose lines all fit (at least one), as fzf counts them.
        var rows = shape.gap > 0 && listLines > 0 ? max(1, listLines / (1 + shape.gap)) : listLines
        var list: [FzfLine] = []
        if let blocks {
            // An item's lines run down the screen whichever way the list runs.
            let downward = shape.layout == .reverse || shape.layout == .reverseList
            for (slot, block) in blocks.enumerated() where list.count < listLines {
                var own = [FzfLine.item(slot: slot)] + (1..<max(1, block.lines)).map { FzfLine.more(slot: slot, line: $0) }
                if !downward { own.reverse() }
                list += own
                list += (0..<block.gap).map { FzfLine.gap(slot: slot, line: $0) }
            }
            list = Array(list.prefix(listLines))
            rows = max(1, blocks.count)
            while list.count < listLines { list.append(.item(slot: rows + list.count)) }
        } else {
            var slot = 0
            while list.count < listLines {
                list.append(.item(slot: slot))
                for n in 0..<shape.gap where list.count < listLines { list.append(.gap(slot: slot, line: n)) }
                slot += 1
            }
        }
        var out: [FzfLine]
        switch shape.layout {
        case .reverse:
            // Prompt on top, then the info line; the list runs down from them.
            let block = shape.headerFirst ? text + prompt + info : prompt + info + text
            out = block + input + list
        case .reverseList:
            // The list runs down from the top; the prompt is at the bottom.
            let block = shape.headerFirst ? info + prompt + text : text + info + prompt
            out = input + list + block
        case .list, .wheel:
            // fzf's default: the list runs up from the prompt at the bottom, the header lines
            // first (the first nearest the prompt).
            let block = shape.headerFirst ? info + prompt + text : text + info + prompt
            out = list.reversed() + input.reversed() + block
        }
        if out.count > height {
            // Too short for the fixed lines: keep the prompt's side.
            out = shape.layout == .reverse ? Array(out.prefix(max(0, height))) : Array(out.suffix(max(0, height)))
        }
        lines = out
        self.rows = rows
        self.blocks = blocks
    }

    /// The line showing the item row in `slot`, if any.
    public func line(ofSlot slot: Int) -> Int? {
        lines.firstIndex(of: .item(slot: slot))
    }
}
