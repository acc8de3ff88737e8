/// How fzf's screen splits an item's text into screen lines: at its line feeds (multi-line
/// items, `--read0` with `--multi-line`, the default) and, with `--wrap`, where a line runs past
/// the row's width (at a blank before it with `--wrap-word`); lines after a wrap are narrower by
/// the wrap sign.
///
/// fzf 0.74.5's rules (src util/chars.go `Lines`, `NumLines`, facts only): a line keeps its line
/// feed, so a text ending in one has an empty last line; at most `atMost` lines are made, and
/// `overflow` says that more would follow. Positions are the text's decoded units.
struct FzfItemLines: Equatable, Sendable {
    /// Whether line feeds start new lines.
    var multiLine = false
    /// The columns a line wraps at; 0 without `--wrap`.
    var wrapColumns = 0
    /// The wrap sign's columns, taken from the lines after a wrap.
    var wrapSignWidth = 0
    var tabstop = 8
    /// `--wrap-word`: wrap after the last blank before the edge, when there is one.
    var wrapWord = false
    /// How wide East Asian Ambiguous characters are where a line wraps (`--ambidouble`).
    var rule = WidthRule.ambiguousNarrow

    /// Whether an item may take more than one line.
    var spansLines: Bool { multiLine || wrapColumns > 0 }

    /// One screen line of an item: `range` of its units (with its line feed, if any), and
    /// whether it continues the line before it after a wrap (it starts with the wrap sign).
    struct Line: Equatable, Sendable {
        var range: Range<Int>
        var wrapped: Bool
    }

    /// The lines of `units`, at most `atMost` of them, and whether more would follow.
    func lines(_ units: [UInt32], atMost: Int) -> (lines: [Line], overflow: Bool) {
        let limit = max(1, atMost)
        var split: [Range<Int>] = []
        var overflow = false
        if multiLine {
            var from = 0
            for (i, u) in units.enumerated() where u == 0x0A {
                split.append(from..<(i + 1))
                from = i + 1
                if split.count >= limit { break }
            }
            if split.count >= limit {
                overflow = true
            } else {
                split.append(from..<units.count)
            }
        } else {
            split = [0..<units.count]
        }
        guard wrapColumns > 0 else { return (split.map { Line(range: $0, wrapped: false) }, overflow) }
        var out: [Line] = []
        for whole in split {
            let feed = whole.upperBound > whole.lowerBound && units[whole.upperBound - 1] == 0x0A
            var line = whole.lowerBound..<(whole.upperBound - (feed ? 1 : 0))
            var wrapped = false
            while true {
                let columns = wrapColumns - (wrapped ? wrapSignWidth : 0)
                guard var cut = overflowIndex(units, line, columns: columns) else { break }
                if cut == line.lowerBound { cut += 1 }
                if wrapWord, let blank = (line.lowerBound..<cut).last(where: { units[$0] == 0x20 || units[$0] == 0x09 }),
                   blank + 1 > line.lowerBound {
                    cut = blank + 1
                }
                if out.count >= limit { return (out, true) }
                out.append(Line(range: line.lowerBound..<cut, wrapped: wrapped))
                wrapped = true
                line = cut..<line.upperBound
            }
            if out.count >= limit { return (out, true) }
            out.append(Line(range: line.lowerBound..<(line.upperBound + (feed ? 1 : 0)), wrapped: wrapped))
        }
        return (out, overflow)
    }

    /// How many lines `bytes` takes (at most `atMost`), and whether it takes more: without
    /// `--wrap`, the line feeds counted and nothing decoded.
    func count(_ bytes: UnsafeBufferPointer<UInt8>, atMost: Int) -> (lines: Int, overflow: Bool) {
        let limit = max(1, atMost)
        guard wrapColumns > 0 else {
            guard multiLine else { return (1, false) }
            var lines = 1
            for b in bytes where b == 0x0A {
                lines += 1
                if lines > limit { return (limit, true) }
            }
            return (lines, false)
        }
        var units: [UInt32] = []
        UnicodeText.decode(bytes, into: &units)
        let (lines, overflow) = lines(units, atMost: limit)
        return (lines.count, overflow)
    }

    /// The first unit of `range` past `columns` columns (tabs to their stops from the line's
    /// start), nil when the whole range fits. A unit of no width goes with the one before it.
    private func overflowIndex(_ units: [UInt32], _ range: Range<Int>, columns: Int) -> Int? {
        var width = 0
        for i in range {
            let u = units[i]
            let w = u == 0x09 ? tabstop - width % tabstop : DisplayText.shown(u, rule).1
            if w == 0 { continue }
            width += w
            if width > columns { return i }
        }
        return nil
    }
}
