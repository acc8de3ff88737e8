/// The shape of a border on fzf's screen (`--border`, `--list-border`, the preview's…): which
/// sides it draws and with which characters, as fzf 0.74.5 draws them.
///
/// A side with a vertical line takes the line's columns and a blank (`│ ` on the left, ` │` on
/// the right): two, or three where box drawing is two columns wide (`--ambidouble`, fzf's
/// `borderWidth`); a horizontal line takes one line. `line` is resolved by where it is
/// used (the outer border: `top` inline, none full screen) and `inline` by the section
/// borders; on their own they draw nothing.
public enum FzfBorder: String, CaseIterable, Equatable, Sendable {
    case rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical
    case top, bottom, left, right, line, inline, none

    /// fzf's default shape: `--border` without a value.
    public static let standard = FzfBorder.rounded

    /// `STYLE` of `--border[=STYLE]` and its kin (`option` names the option in the message);
    /// `standard` without one (`--style full:STYLE` changes it).
    public init(parsing text: String?, option: String, standard: FzfBorder = .standard) throws(UsageError) {
        guard let text, !text.isEmpty else {
            self = standard
            return
        }
        guard let shape = FzfBorder(rawValue: text) else {
            throw UsageError("--\(option): invalid border style '\(text)' (expected: "
                + FzfBorder.allCases.map(\.rawValue).joined(separator: "|") + ")")
        }
        self = shape
    }

    /// Whether the shape draws a line on the top.
    public var hasTop: Bool {
        switch self {
        case .rounded, .sharp, .bold, .double, .dashed, .block, .thinblock, .horizontal, .top: return true
        default: return false
        }
    }

    /// Whether the shape draws a line on the bottom.
    public var hasBottom: Bool {
        switch self {
        case .rounded, .sharp, .bold, .double, .dashed, .block, .thinblock, .horizontal, .bottom: return true
        default: return false
        }
    }

    /// Whether the shape draws a line on the left.
    public var hasLeft: Bool {
        switch self {
        case .rounded, .sharp, .bold, .double, .dashed, .block, .thinblock, .vertical, .left: return true
        default: return false
        }
    }

    /// Whether the shape draws a line on the right.
    public var hasRight: Bool {
        switch self {
        case .rounded, .sharp, .bold, .double, .dashed, .block, .thinblock, .vertical, .right: return true
        default: return false
        }
    }

    /// Whether anything is drawn (`none`, and `line`/`inline` left unresolved, draw nothing).
    public var visible: Bool { hasTop || hasBottom || hasLeft || hasRight }

    /// Whether a border is asked for at all, drawn or not (fzf's `Visible`: all but `none`).
    public var isSet: Bool { self != .none }

    /// Whether a label is drawn on it: the shapes with a horizontal line.
    public var carriesLabel: Bool { hasTop || hasBottom }

    /// The lines it takes: one for each horizontal line.
    public var lines: Int { (hasTop ? 1 : 0) + (hasBottom ? 1 : 0) }

    /// The columns it takes on the left and on the right: a line `line` columns wide and a
    /// blank each.
    public func leftColumns(line: Int) -> Int { hasLeft ? 1 + line : 0 }
    public func rightColumns(line: Int) -> Int { hasRight ? 1 + line : 0 }

    /// The rectangle inside a box of this shape drawn on `rect`, its vertical lines `line`
    /// columns wide.
    public func inner(_ rect: FzfRect, line: Int) -> FzfRect {
        FzfRect(top: rect.top + (hasTop ? 1 : 0), left: rect.left + leftColumns(line: line),
                height: rect.height - lines, width: rect.width - leftColumns(line: line) - rightColumns(line: line))
    }

    /// The characters it is drawn with: Unicode's box drawing (or block elements), or ASCII.
    public func glyphs(unicode: Bool) -> Glyphs {
        guard unicode else { return Glyphs("--||++++++") }
        switch self {
        case .sharp: return Glyphs("──││┌┐└┘├┤")
        case .bold: return Glyphs("━━┃┃┏┓┗┛┣┫")
        case .double: return Glyphs("══║║╔╗╚╝╠╣")
        case .dashed: return Glyphs("╶╶┆┆╭╮╰╯├┤")
        case .block: return Glyphs("▀▄▌▐▛▜▙▟▌▐")
        case .thinblock: return Glyphs("▔▁▏▕🭽🭾🭼🭿▏▕")
        default: return Glyphs("──││╭╮╰╯├┤")
        }
    }

    /// A border's eight characters.
    public struct Glyphs: Equatable, Sendable {
        public var top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight: Character
        /// The ends of a line across the box (an inline section's rule): `├`, `┤`.
        public var leftMid, rightMid: Character

        /// From ten characters in this order: top, bottom, left, right, then the corners
        /// top left, top right, bottom left, bottom right, then the rule's left and right ends.
        init(_ ten: String) {
            let c = Array(ten)
            (top, bottom, left, right) = (c[0], c[1], c[2], c[3])
            (topLeft, topRight, bottomLeft, bottomRight) = (c[4], c[5], c[6], c[7])
            (leftMid, rightMid) = (c[8], c[9])
        }
    }
}
