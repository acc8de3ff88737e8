/// The kinds of character that decide where a word starts, as in fzf's scoring.
///
/// The order matters: classes after `nonWord` are word characters, and the classes up to
/// `delimiter` count as word boundaries for the `'term'` boundary match.
enum CharClass: UInt8, Comparable {
    case white = 0, nonWord, delimiter, lower, upper, letter, number

    static func < (a: CharClass, b: CharClass) -> Bool { a.rawValue < b.rawValue }
}

/// Scores and bonuses of the matcher, and the per-scheme tables derived from them.
///
/// The constants are fzf's: a matched character is worth 16, a gap costs 3 to open and 1 to
/// extend, and characters at word starts, after delimiters and at camelCase humps earn bonuses.
/// `--scheme` changes the bonus after blanks and delimiters and which characters are delimiters.
public struct ScoringScheme: @unchecked Sendable {
    /// The name given to `--scheme`.
    public enum Name: String, CaseIterable, Sendable { case `default`, path, history }

    static let scoreMatch: Int16 = 16
    static let scoreGapStart: Int16 = -3
    static let scoreGapExtension: Int16 = -1
    static let bonusBoundary: Int16 = scoreMatch / 2
    static let bonusNonWord: Int16 = scoreMatch / 2
    static let bonusCamel123: Int16 = bonusBoundary + scoreGapExtension
    static let bonusConsecutive: Int16 = -(scoreGapStart + scoreGapExtension)
    static let bonusFirstCharMultiplier: Int16 = 2
    /// Beyond this many cells (text length × query length) the optimal alignment is not
    /// searched; a greedy one is scored instead, so a huge line costs no huge matrix (fzf's limit).
    static let maxMatrixCells = 100 * 1024

    let name: Name
    let bonusBoundaryWhite: Int16
    let bonusBoundaryDelimiter: Int16
    let initialClass: CharClass
    /// The class of every ASCII character.
    let asciiClasses: UnsafePointer<CharClass>
    /// `bonusMatrix[prev * 7 + current]`: the bonus for a character after another.
    let bonusMatrix: UnsafePointer<Int16>
    /// Owns the two tables above, which never change after `init` (hence `@unchecked
    /// Sendable`); the loops read them through plain pointers, with no reference counting.
    private let tables: Tables
    let delimiters: [UInt32]

    /// The memory of the lookup tables.
    private final class Tables {
        let classes = UnsafeMutablePointer<CharClass>.allocate(capacity: 128)
        let bonus = UnsafeMutablePointer<Int16>.allocate(capacity: 49)
        init() {
            classes.initialize(repeating: .nonWord, count: 128)
            bonus.initialize(repeating: 0, count: 49)
        }
        deinit { classes.deallocate(); bonus.deallocate() }
    }

    /// The scheme called `name`.
    public init(_ name: Name) {
        self.name = name
        let delimiterChars: String
        switch name {
        case .default:
            bonusBoundaryWhite = Self.bonusBoundary + 2
            bonusBoundaryDelimiter = Self.bonusBoundary + 1
            delimiterChars = "/,:;|"
            initialClass = .white
        case .path:
            bonusBoundaryWhite = Self.bonusBoundary
            bonusBoundaryDelimiter = Self.bonusBoundary + 1
            delimiterChars = "/"
            initialClass = .delimiter
        case .history:
            bonusBoundaryWhite = Self.bonusBoundary
            bonusBoundaryDelimiter = Self.bonusBoundary
            delimiterChars = "/,:;|"
            initialClass = .white
        }
        delimiters = delimiterChars.unicodeScalars.map(\.value)
        var classes = [CharClass](repeating: .nonWord, count: 128)
        for c in 0..<128 {
            switch UInt8(c) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): classes[c] = .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): classes[c] = .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): classes[c] = .number
            case 0x09...0x0D, 0x20: classes[c] = .white
            default: if delimiters.contains(UInt32(c)) { classes[c] = .delimiter }
            }
        }
        let tables = Tables()
        for c in 0..<128 { tables.classes[c] = classes[c] }
        let white = bonusBoundaryWhite, delimiter = bonusBoundaryDelimiter
        for p in 0..<7 {
            for c in 0..<7 {
                tables.bonus[p * 7 + c] = Self.bonus(
                    after: CharClass(rawValue: UInt8(p))!, at: CharClass(rawValue: UInt8(c))!,
                    white: white, delimiter: delimiter)
            }
        }
        self.tables = tables
        asciiClasses = UnsafePointer(tables.classes)
        bonusMatrix = UnsafePointer(tables.bonus)
    }

    /// The bonus a character of class `current` earns when it follows one of class `prev`.
    private static func bonus(after prev: CharClass, at current: CharClass, white: Int16, delimiter: Int16) -> Int16 {
        if current > .nonWord {
            switch prev {
            case .white: return white
            case .delimiter: return delimiter
            case .nonWord: return bonusBoundary
            default: break
            }
        }
        if prev == .lower && current == .upper || prev != .number && current == .number {
            return bonusCamel123
        }
        switch current {
        case .nonWord, .delimiter: return bonusNonWord
        case .white: return white
        default: return 0
        }
    }

    /// The class of a decoded character (a scalar value, or an invalid byte above U+10FFFF).
    @inline(__always)
    func charClass(_ u: UInt32) -> CharClass {
        if u < 128 { return asciiClasses[Int(u)] }
        return nonASCIIClass(u)
    }

    private func nonASCIIClass(_ u: UInt32) -> CharClass {
        guard let scalar = Unicode.Scalar(u) else { return .nonWord }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default:
            if UnicodeText.isSpace(u) { return .white }
            return delimiters.contains(u) ? .delimiter : .nonWord
        }
    }

    /// The bonus for a character of class `current` after one of class `prev`.
    @inline(__always)
    func bonus(_ prev: CharClass, _ current: CharClass) -> Int16 {
        bonusMatrix[Int(prev.rawValue) &* 7 &+ Int(current.rawValue)]
    }
}
