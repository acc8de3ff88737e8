/// The parameters of one CSI sequence: `ESC [ marker? params intermediates final`.
struct CSIParameters {
    /// `?`, `>`, `<` or `=` right after `ESC [`, if any.
    var marker: UInt8?
    /// Bytes 0x20–0x2F before the final byte (`$` in `CSI ? 25 $ p`).
    var intermediates: [UInt8] = []
    /// The `;`-separated parameters, each a list of its `:`-separated parts; nil where empty.
    var groups: [[Int?]] = []

    init(_ bytes: [UInt8]) {
        var rest = bytes[...]
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            marker = first
            rest = rest.dropFirst()
        }
        var group: [Int?] = [nil]
        var sawParameter = false
        for byte in rest {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                group[group.count - 1] = min(99_999, (group[group.count - 1] ?? 0) * 10 + digit)
                sawParameter = true
            case UInt8(ascii: ":"):
                group.append(nil)
                sawParameter = true
            case UInt8(ascii: ";"):
                groups.append(group)
                group = [nil]
                sawParameter = true
            case 0x20..<0x30:
                intermediates.append(byte)
            default:
                break
            }
        }
        if sawParameter { groups.append(group) }
    }

    /// Parameter `i`, or nil when absent or empty.
    func value(_ i: Int) -> Int? { i < groups.count ? groups[i][0] : nil }

    /// Parameter `i` as a count: absent, empty and 0 all mean 1.
    func count(_ i: Int) -> Int { max(1, value(i) ?? 1) }
}

extension VirtualScreen {
    /// Carries out one CSI sequence; unknown ones are ignored.
    mutating func dispatchCSI(_ bytes: [UInt8], final: UInt8) {
        let p = CSIParameters(bytes)
        if p.marker == UInt8(ascii: "?") {
            return dispatchPrivateCSI(p, final: final)
        }
        guard p.marker == nil, p.intermediates.isEmpty else { return }
        switch final {
        case UInt8(ascii: "A"):
            moveTo(row: max(row >= scrollTop ? scrollTop : 0, row - p.count(0)), column: column)
        case UInt8(ascii: "B"), UInt8(ascii: "e"):
            moveTo(row: min(row <= scrollBottom ? scrollBottom : rows - 1, row + p.count(0)), column: column)
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveTo(row: row, column: column + p.count(0))
        case UInt8(ascii: "D"): moveTo(row: row, column: column - p.count(0))
        case UInt8(ascii: "E"): moveTo(row: row + p.count(0), column: 0)
        case UInt8(ascii: "F"): moveTo(row: row - p.count(0), column: 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveTo(row: row, column: p.count(0) - 1)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveTo(row: p.count(0) - 1, column: p.count(1) - 1)
        case UInt8(ascii: "d"): moveTo(row: p.count(0) - 1, column: column)
        case UInt8(ascii: "J"): eraseDisplay(p.value(0) ?? 0)
        case UInt8(ascii: "K"): eraseLine(p.value(0) ?? 0)
        case UInt8(ascii: "X"):
            wrapPending = false
            erase(row: row, columns: column..<(column + p.count(0)))
        case UInt8(ascii: "@"): shiftCharacters(by: p.count(0))
        case UInt8(ascii: "P"): shiftCharacters(by: -p.count(0))
        case UInt8(ascii: "L"), UInt8(ascii: "M"):
            guard row >= scrollTop && row <= scrollBottom else { return }
            if final == UInt8(ascii: "L") {
                scrollDown(p.count(0), top: row)
            } else {
                scrollUp(p.count(0), top: row)
            }
            moveTo(row: row, column: 0)
        case UInt8(ascii: "S"): scrollUp(p.count(0), keepInScrollback: true)
        case UInt8(ascii: "T"): scrollDown(p.count(0))
        case UInt8(ascii: "m"): selectGraphicRendition(p.groups)
        case UInt8(ascii: "r"):
            let top = p.count(0), bottom = p.value(1).flatMap { $0 == 0 ? nil : $0 } ?? rows
            guard top < bottom && bottom <= rows else { return }
            scrollTop = top - 1
            scrollBottom = bottom - 1
            moveTo(row: 0, column: 0)
        case UInt8(ascii: "s") where p.groups.isEmpty: saveCursor()
        case UInt8(ascii: "u"): restoreCursor()
        case UInt8(ascii: "n"):
            if p.value(0) == 5 { respond("\u{1B}[0n") }
            if p.value(0) == 6 { respond("\u{1B}[\(row + 1);\(column + 1)R") }
        case UInt8(ascii: "c") where (p.value(0) ?? 0) == 0:
            if answersDeviceAttributes { respond("\u{1B}[?1;2c") }
        default:
            break
        }
    }

    /// `CSI ? …` sequences: DEC private modes and the mode query.
    private mutating func dispatchPrivateCSI(_ p: CSIParameters, final: UInt8) {
        let values = p.groups.compactMap { $0[0] }
        switch (final, p.intermediates) {
        case (UInt8(ascii: "h"), []), (UInt8(ascii: "l"), []):
            let on = final == UInt8(ascii: "h")
            for mode in values { setMode(mode, on) }
        case (UInt8(ascii: "p"), [UInt8(ascii: "$")]):
            guard let mode = values.first else { return }
            let known: Set<Int> = [1, 7, 25, 47, 1000, 1002, 1003, 1004, 1006, 1047, 1049, 2004, 2026]
            let state = !known.contains(mode) ? 0 : modes.contains(mode) ? 1 : 2
            respond("\u{1B}[?\(mode);\(state)$y")
        default:
            break
        }
    }

    /// Sets or resets one DEC private mode, switching screens for 47, 1047 and 1049.
    private mutating func setMode(_ mode: Int, _ on: Bool) {
        if on {
            modes.insert(mode)
            modesEverSet.insert(mode)
        } else {
            modes.remove(mode)
        }
        switch mode {
        case 47, 1047:
            useAlternateScreen(on)
        case 1049:
            if on {
                saveCursor()
                useAlternateScreen(true)
            } else {
                useAlternateScreen(false)
                restoreCursor()
            }
        case 7 where !on:
            wrapPending = false
        default:
            break
        }
    }

    /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 all, 3 the scrollback.
    private mutating func eraseDisplay(_ mode: Int) {
        wrapPending = false
        if scrollsOnClear && (mode == 2 || (mode == 0 && row == 0 && column == 0)) {
            // tmux's scroll-on-clear: the lines up to the last non-blank one go to the scrollback.
            let texts = lines
            if let last = texts.lastIndex(where: { !$0.isEmpty }) { scrollback += texts[...last] }
        }
        switch mode {
        case 0:
            erase(row: row, columns: column..<columns)
            for r in (row + 1)..<rows { erase(row: r, columns: 0..<columns) }
        case 1:
            for r in 0..<row { erase(row: r, columns: 0..<columns) }
            erase(row: row, columns: 0..<(column + 1))
        case 2:
            for r in 0..<rows { erase(row: r, columns: 0..<columns) }
        case 3:
            scrollback.removeAll()
        default:
            break
        }
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all of it.
    private mutating func eraseLine(_ mode: Int) {
        wrapPending = false
        switch mode {
        case 0: erase(row: row, columns: column..<columns)
        case 1: erase(row: row, columns: 0..<(column + 1))
        case 2: erase(row: row, columns: 0..<columns)
        default: break
        }
    }

    /// SGR: sets the attributes of the characters printed next.
    private mutating func selectGraphicRendition(_ groups: [[Int?]]) {
        if groups.isEmpty { pen = CellAttributes() }
        var i = 0
        while i < groups.count {
            let group = groups[i]
            let code = group[0] ?? 0
            switch code {
            case 0: pen = CellAttributes()
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = group.count < 2 || (group[1] ?? 0) != 0   // 4:0 is "no underline"
            case 5, 6: pen.blink = true
            case 7: pen.reverse = true
            case 8: pen.hidden = true
            case 9: pen.strikethrough = true
            case 21: pen.underline = true
            case 22: pen.bold = false; pen.dim = false
            case 23: pen.italic = false
            case 24: pen.underline = false
            case 25: pen.blink = false
            case 27: pen.reverse = false
            case 28: pen.hidden = false
            case 29: pen.strikethrough = false
            case 30...37: pen.fg = code - 30
            case 39: pen.fg = nil
            case 40...47: pen.bg = code - 40
            case 49: pen.bg = nil
            case 90...97: pen.fg = code - 90 + 8
            case 100...107: pen.bg = code - 100 + 8
            case 38, 48:
                let color: Int?
                if group.count > 1 {   // 38:5:n, 38:2:r:g:b or 38:2:colourspace:r:g:b
                    let rgb = group.count >= 6 ? Array(group[3...5]) : Array(group.dropFirst(2))
                    color = Self.color(kind: group[1], index: group.count > 2 ? group[2] : nil, rgb: rgb)
                } else {               // 38;5;n or 38;2;r;g;b, taking the following parameters
                    let kind = i + 1 < groups.count ? groups[i + 1][0] : nil
                    let taken = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    let values = groups[(i + 1)..<min(groups.count, i + 1 + taken)].map { $0[0] }
                    color = Self.color(kind: kind, index: values.count > 1 ? values[1] : nil, rgb: Array(values.dropFirst()))
                    i += taken
                }
                if code == 38 { pen.fg = color } else { pen.bg = color }
            default:
                break
            }
            i += 1
        }
    }

    /// A 256-colour index from an extended colour: kind 5 with an index, or kind 2 with
    /// red, green and blue mapped to the nearest entry of the 6×6×6 cube.
    private static func color(kind: Int??, index: Int??, rgb: [Int?]) -> Int? {
        switch kind ?? nil {
        case 5:
            return (index ?? nil).map { min(255, $0) }
        case 2:
            let level = { (v: Int?) -> Int in
                let v = min(255, v ?? 0)
                return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
            }
            let parts = rgb + [nil, nil, nil]
            return 16 + 36 * level(parts[0]) + 6 * level(parts[1]) + level(parts[2])
        default:
            return nil
        }
    }

    /// Queues a reply for the program.
    mutating func respond(_ reply: String) {
        pendingResponses += Array(reply.utf8)
    }
}
