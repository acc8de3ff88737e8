/// How fzf's screen fits one line of an item into a row: the parts frozen on the left and on
/// the right (`--freeze-left`, `--freeze-right`), the middle scrolled to show the match with
/// `--hscroll-off` columns after it, or its end (`--keep-right`), and `--ellipsis` where text
/// was cut; tabs stop every `--tabstop` columns.
///
/// fzf 0.74.5's rules (src terminal.go `printHighlighted`, facts only): the left part, then the
/// right, then the middle take what is left of the width. A part too wide for it is cut: the
/// left part at its right end, the right part at its left end, the middle at its right end when
/// the match (and the columns after it) fits, else at its left end, and at its right end too
/// when text is left after the match. Positions are the line's decoded units (`units`).
struct FzfRowText {
    /// One piece of the row, drawn in order: units of the line, or the ellipsis.
    enum Piece: Equatable {
        /// `range` of the line's units, its tabs counted from `column`.
        case text(Range<Int>, column: Int)
        case ellipsis(String)
    }

    let ellipsis: String
    let hscroll: Bool
    let hscrollOff: Int
    let keepRight: Bool
    let freezeLeft: Int
    let freezeRight: Int
    let tabstop: Int
    let delimiter: Delimiter
    /// How wide East Asian Ambiguous characters are (`--ambidouble`).
    let rule: WidthRule

    init(_ options: FzfTextOptions, hscroll: Bool, unicode: Bool, delimiter: Delimiter, rule: WidthRule) {
        self.rule = rule
        ellipsis = options.shownEllipsis(unicode: unicode)
        self.hscroll = hscroll
        hscrollOff = options.hscrollOff
        keepRight = options.keepRight
        freezeLeft = options.freezeLeft
        freezeRight = options.freezeRight
        tabstop = options.tabstop
        self.delimiter = delimiter
    }

    /// The pieces that show `units` in `width` columns; `matchEnd` is one past the last matched
    /// unit (nil when nothing is matched), `positions` whether the match has character
    /// positions (`--keep-right` holds only when it has none).
    func pieces(_ units: [UInt32], matchEnd: Int?, positions: Bool, width: Int) -> [Piece] {
        let n = units.count
        let (splitLeft, splitRight) = hscroll ? splits(units) : (-1, -1)
        let left = max(0, splitLeft > 0 && splitLeft < n ? splitLeft : 0)
        let right = splitRight >= 0 && splitRight < n ? splitRight : -1
        // Drawn in this order: the frozen left, the frozen right, the middle.
        var parts: [(kind: Int, range: Range<Int>)] = [(0, 0..<left)]
        if right >= left {
            parts += [(1, right..<n), (2, left..<right)]
        } else {
            parts += [(1, n..<n), (2, left..<n)]
        }
        var room = width
        var out: [[Piece]] = [[], [], []]
        var leftWidth = 0
        for (kind, range) in parts where !range.isEmpty {
            let mark = Self.cut(ellipsis, width: room, rule: rule)
            let markWidth = DisplayText.width(of: mark, rule: rule)
            let prefix = kind == 2 ? leftWidth : 0
            var pieces: [Piece] = [.text(range, column: prefix)]
            var shown = measure(units, range, from: prefix, limit: room - (kind < 2 ? markWidth : 0)).width
            if shown > room - (kind < 2 ? markWidth : 0) {
                pieces = fitted(units, range, kind: kind, matchEnd: matchEnd, positions: positions,
                                room: room, mark: mark, markWidth: markWidth, prefix: prefix)
                shown = pieces.reduce(0) { sum, piece in
                    switch piece {
                    case .ellipsis(let e): sum + DisplayText.width(of: e, rule: rule)
                    case .text(let r, let column): sum + measure(units, r, from: column, limit: .max).width
                    }
                }
            }
            if kind == 0 { leftWidth = shown }
            guard room > 0 else { break }
            out[kind] = pieces
            room -= shown
        }
        return out[0] + out[2] + out[1]
    }

    /// The pieces of a part too wide for `room`.
    private func fitted(_ units: [UInt32], _ range: Range<Int>, kind: Int, matchEnd: Int?, positions: Bool,
                        room: Int, mark: String, markWidth: Int, prefix: Int) -> [Piece] {
        guard hscroll else {
            return [.text(trimRight(units, range, room - markWidth), column: prefix), .ellipsis(mark)]
        }
        // The match's end in this part, and the columns kept after it.
        var end = matchEnd.map { $0 - range.lowerBound } ?? 0
        end = min(max(0, end + min(room / 2 - markWidth, hscrollOff)), range.count)
        if kind == 1 || (kind == 2 && keepRight && !positions) {
            let kept = trimLeft(units, range, room - markWidth)
            return [.ellipsis(mark), .text(kept, column: prefix + markWidth)]
        }
        let head = range.lowerBound..<(range.lowerBound + end)
        if kind == 0 || measure(units, head, from: 0, limit: room - markWidth).width <= room - markWidth {
            return [.text(trimRight(units, range, room - markWidth), column: prefix), .ellipsis(mark)]
        }
        // Scrolled: the text up to the match's end (and a right ellipsis when more follows),
        // cut on the left to fit after a left ellipsis.
        var rest = range
        var tail: [Piece] = []
        let after = head.upperBound..<range.upperBound
        if measure(units, after, from: 0, limit: markWidth).width > markWidth {
            rest = head
            tail = [.ellipsis(mark)]
        }
        let kept = trimLeft(units, rest, room - markWidth - (tail.isEmpty ? 0 : markWidth))
        return [.ellipsis(mark), .text(kept, column: prefix + markWidth)] + tail
    }

    // MARK: Fields

    /// Where the frozen left part ends and the frozen right part starts (units), -1 for none.
    func splits(_ units: [UInt32]) -> (Int, Int) {
        guard freezeLeft > 0 || freezeRight > 0 else { return (-1, -1) }
        var tokens: [Range<Int>] = []
        units.withUnsafeBufferPointer { text in
            delimiter.tokenize(text, into: &tokens)
            // A literal delimiter ending the text leaves an empty last field (fzf splits after
            // each one).
            if !delimiter.isBlanks && !delimiter.isRegex && (text.isEmpty || delimiter.trailingLength(text) > 0) {
                tokens.append(text.count..<text.count)
            }
        }
        var left = -1, right = -1
        if freezeLeft > 0, !tokens.isEmpty {
            let token = tokens[min(freezeLeft, tokens.count) - 1]
            // The field without the blanks after it.
            var end = token.upperBound
            while end > token.lowerBound && Self.isSpace(units[end - 1]) { end -= 1 }
            left = end
        }
        if freezeRight > 0 {
            let index = max(freezeLeft - 1, tokens.count - freezeRight - 1)
            if index < 0 {
                right = 0
            } else if index >= freezeLeft {
                let token = tokens[index]
                // The field ends before its delimiter, less the blanks that start it.
                var length = units[token].withUnsafeBufferPointer { delimiter.trailingLength($0) }
                var start = token.upperBound - length
                while length > 0 && Self.isSpace(units[start]) { start += 1; length -= 1 }
                right = token.upperBound - length
            }
            right = max(right, left)
        }
        return (left, right)
    }

    static func isSpace(_ u: UInt32) -> Bool {
        u == 0x20 || (0x09...0x0D).contains(u) || u == 0x85 || u == 0xA0 || u == 0x1680
            || (0x2000...0x200A).contains(u) || u == 0x2028 || u == 0x2029 || u == 0x202F || u == 0x205F || u == 0x3000
    }

    // MARK: Widths

    /// The columns of `range` drawn from `column` (tabs to their stops), and the first unit
    /// that goes past `limit` columns (nil when all fit). A unit of no width belongs to the
    /// character before it.
    func measure(_ units: [UInt32], _ range: Range<Int>, from column: Int, limit: Int) -> (width: Int, overflow: Int?) {
        var width = 0
        for i in range {
            let u = units[i]
            let w = u == 0x09 ? tabstop - (column + width) % tabstop : DisplayText.shown(u, rule).1
            if w == 0 { continue }
            width += w
            if width > limit { return (width, i) }
        }
        return (width, nil)
    }

    /// `range` cut on the right to `width` columns.
    func trimRight(_ units: [UInt32], _ range: Range<Int>, _ width: Int) -> Range<Int> {
        guard let cut = measure(units, range, from: 0, limit: max(0, width)).overflow else { return range }
        return range.lowerBound..<cut
    }

    /// `range` cut on the left to `width` columns (drawn from column 0).
    func trimLeft(_ units: [UInt32], _ range: Range<Int>, _ width: Int) -> Range<Int> {
        let limit = max(0, width)
        var start = range.lowerBound
        var total = measure(units, range, from: 0, limit: .max).width
        // Drop whole characters; tabs change width as the text moves, so measure again.
        while total > limit && start < range.upperBound {
            let w = units[start] == 0x09 ? 1 : DisplayText.shown(units[start], rule).1
            start += 1
            while start < range.upperBound && units[start] != 0x09 && DisplayText.shown(units[start], rule).1 == 0 { start += 1 }
            total -= w
            if total <= limit && units[start..<range.upperBound].contains(0x09) {
                total = measure(units, start..<range.upperBound, from: 0, limit: .max).width
            }
        }
        return start..<range.upperBound
    }

    /// `text` cut to `width` columns under `rule` (fzf cuts the ellipsis to the row).
    static func cut(_ text: String, width: Int, rule: WidthRule) -> String {
        var out = ""
        var used = 0
        for s in text.unicodeScalars {
            let w = DisplayText.shown(s.value, rule).1
            if used + w > width { break }
            out.unicodeScalars.append(s)
            used += w
        }
        return out
    }
}
