/// Applying the parameters of an SGR sequence (`ESC [ … m`) to a style, the way terminals do.
extension Style {
    /// Applies the parameter bytes of one SGR sequence (digits, `;` and `:`; empty means reset).
    ///
    /// Known: reset (0); bold 1, dim 2, italic 3, underline 4 (`4:0` off) and 21, reverse 7,
    /// strikethrough 9, and their offs 22-24, 27, 29; colours 30-37, 90-97, 40-47, 100-107, 39
    /// and 49 (default), and 38/48 with `5;N` or `2;R;G;B` (also the `:` forms, with or without
    /// the colour-space field). Blinking, hiding and anything else unknown leave the style as is.
    public mutating func applySGR(_ parameters: some Collection<UInt8>) {
        let groups = Self.groups(parameters)
        var i = 0
        while i < groups.count {
            let group = groups[i]
            i += 1
            let code = group.first ?? 0
            switch code {
            case 0: self = .plain
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = group.count < 2 || group[1] != 0
            case 7: reverse = true
            case 9: strikethrough = true
            case 21: underline = true
            case 22: bold = false; dim = false
            case 23: italic = false
            case 24: underline = false
            case 27: reverse = false
            case 29: strikethrough = false
            case 30...37: foreground = .palette(UInt8(code - 30))
            case 39: foreground = .none
            case 40...47: background = .palette(UInt8(code - 40))
            case 49: background = .none
            case 90...97: foreground = .palette(UInt8(code - 90 + 8))
            case 100...107: background = .palette(UInt8(code - 100 + 8))
            case 38, 48:
                let color: TerminalColor?
                if group.count > 1 {
                    color = Self.extendedColor(Array(group.dropFirst()), colonForm: true)
                } else {
                    // `38;5;N` / `38;2;R;G;B`: the next groups are the colour's fields.
                    let kind = i < groups.count ? groups[i].first ?? 0 : 0
                    let need = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    let fields = groups[i..<min(groups.count, i + need)].map { $0.first ?? 0 }
                    i += fields.count
                    color = Self.extendedColor(fields, colonForm: false)
                }
                if let color {
                    if code == 38 { foreground = color } else { background = color }
                }
            default: break
            }
        }
    }

    /// The parameters split at `;`, each split at `:`; an empty field is 0, and values are
    /// capped (a huge number is as unknown as a big one).
    static func groups(_ parameters: some Collection<UInt8>) -> [[Int]] {
        var groups: [[Int]] = [[]]
        var value = 0, digits = 0
        func endField() {
            groups[groups.count - 1].append(value)
            value = 0
            digits = 0
        }
        for b in parameters {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = min(value * 10 + Int(b - UInt8(ascii: "0")), 1_000_000)
                digits += 1
            case UInt8(ascii: ":"): endField()
            default:
                endField()
                groups.append([])
            }
        }
        endField()
        return groups
    }

    /// The colour of a 38/48 code from its fields (`5, N` or `2, R, G, B`; in the `:` form
    /// also `2, space, R, G, B`); nil when they are incomplete or out of range.
    static func extendedColor(_ fields: [Int], colonForm: Bool) -> TerminalColor? {
        guard let kind = fields.first else { return nil }
        if kind == 5, fields.count >= 2, fields[1] <= 255 { return .palette(UInt8(fields[1])) }
        guard kind == 2 else { return nil }
        let rgb = colonForm && fields.count >= 5 ? fields[2...4] : fields.dropFirst().prefix(3)
        guard rgb.count == 3, rgb.allSatisfy({ $0 <= 255 }) else { return nil }
        let c = Array(rgb)
        return .rgb(UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
    }
}
