/// Where an item's text changes style under `--ansi`: from byte `offset` of the item (as
/// stored, codes removed) onward, the text is drawn in `style`.
public struct StyleSpan: Equatable, Sendable {
    public var offset: Int
    public var style: Style

    public init(offset: Int, style: Style) {
        self.offset = offset
        self.style = style
    }
}

/// The style changes of all input lines, in input order, kept in pages so that a snapshot is
/// cheap to take while reading goes on.
///
/// A line is an input line counted from 0, header lines included. A style stays in effect
/// across lines until the next change, as on a terminal, so a line without changes of its own
/// takes the style in effect at its start from the last change before it.
public struct StyleLog: Sendable {
    /// One style change.
    struct Entry: Sendable {
        var line: UInt32
        var offset: UInt32
        var style: Style
    }

    /// Entries per page: a snapshot copies at most one page (the last, when it is next written).
    static let pageSize = 2048
    var pages: [[Entry]] = []

    public init() {}

    /// Whether no line has a style change.
    public var isEmpty: Bool { pages.isEmpty }

    /// Records that `line` is drawn in `style` from `offset` on; lines come in order.
    mutating func record(line: Int, offset: Int, style: Style) {
        let entry = Entry(line: UInt32(truncatingIfNeeded: line), offset: UInt32(truncatingIfNeeded: offset), style: style)
        if let last = pages.indices.last, pages[last].count < Self.pageSize {
            pages[last].append(entry)
        } else {
            var page: [Entry] = []
            page.reserveCapacity(Self.pageSize)
            page.append(entry)
            pages.append(page)
        }
    }

    /// The spans of `line`: the style in effect at its start (at offset 0, when not plain),
    /// then its own changes, in order.
    public func spans(line: Int) -> [StyleSpan] {
        guard !pages.isEmpty, line >= 0, line <= Int(UInt32.max) else { return [] }
        let target = UInt32(line)
        // The first page whose first entry is at `line` or later; the entries before `line`
        // end in the page before it.
        let firstPage = Self.partition(pages.count) { pages[$0][0].line < target }
        var spans: [StyleSpan] = []
        var p = max(0, firstPage - 1)
        var k = Self.partition(pages[p].count) { [page = pages[p]] in page[$0].line < target }
        // The style in effect at the line's start: the last change before it.
        let before: Entry? = k > 0 ? pages[p][k - 1] : (p > 0 ? pages[p - 1].last : nil)
        if let before, before.style != .plain { spans.append(StyleSpan(offset: 0, style: before.style)) }
        while p < pages.count {
            let page = pages[p]
            while k < page.count && page[k].line == target {
                spans.append(StyleSpan(offset: Int(page[k].offset), style: page[k].style))
                k += 1
            }
            if k < page.count { break }
            p += 1
            k = 0
        }
        return spans
    }

    /// The first index of `0..<count` where `isBefore` is false (`count` if none), for an
    /// `isBefore` that holds on a prefix of the range.
    private static func partition(_ count: Int, isBefore: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
