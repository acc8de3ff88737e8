/// Reads a line-mode answer such as `1 3 5-7` or `1,3` into the numbers it picks.
///
/// Items are numbered from 1. An answer is numbers and ranges `N-M` (N ≤ M), separated by
/// blanks or commas. Anything else — a word, a number out of range, a backwards range, a
/// number given twice — is refused with a message that names the part at fault.
public enum PickParser {
    /// Why an answer was refused: the message the user reads before being asked again.
    public struct Failure: Error, Equatable, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    /// The 0-based positions `text` picks among `count` items, in the order given.
    /// An answer with no numbers at all (only blanks or commas) picks nothing.
    public static func parse(_ text: String, count: Int) throws(Failure) -> [Int] {
        var picked: [Int] = []
        var seen = Set<Int>()
        let parts = text.unicodeScalars.split { $0 == " " || $0 == "\t" || $0 == "," }
        for part in parts {
            let token = String(String.UnicodeScalarView(part))
            for number in try numbers(token, count: count) {
                guard seen.insert(number).inserted else {
                    throw Failure("\(number) is picked twice" + (token == String(number) ? "" : " ('\(token)')"))
                }
                picked.append(number - 1)
            }
        }
        return picked
    }

    /// The numbers (1-based) of one token: `N` or `N-M`.
    private static func numbers(_ token: String, count: Int) throws(Failure) -> ClosedRange<Int> {
        let ends = token.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count <= 2, let first = number(ends[0]), let last = ends.count == 2 ? number(ends[1]) : first else {
            throw Failure("'\(token)' is not a number or a range (answer like 1 3 5-7)")
        }
        let valid = count == 1 ? "the only item is 1" : "the items are numbered 1 to \(count)"
        guard first >= 1, first <= count, last >= 1, last <= count else {
            throw Failure("'\(token)' is out of range: \(valid)")
        }
        guard first <= last else {
            throw Failure("'\(token)' runs backwards: write \(last)-\(first)")
        }
        return first...last
    }

    /// The value of a run of ASCII digits (numbers too big for `Int` stay too big), or nil.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value = 0
        for digit in text.utf8 {
            value = value > Int.max / 20 ? Int.max / 2 : value * 10 + Int(digit - 0x30)
        }
        return value
    }
}
