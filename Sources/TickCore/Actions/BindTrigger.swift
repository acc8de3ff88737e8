/// What a binding waits for: a key (or mouse gesture) or an event.
public enum BindTrigger: Hashable, Sendable, CustomStringConvertible {
    case key(KeyName)
    case event(BindEvent)
    /// fzf's `every(N)`: every N seconds (at least 0.01), as milliseconds.
    case every(milliseconds: Int)

    /// Parses a key name, an event name or `every(N)` (`ctrl-a`, `change`, `every(0.5)`), or
    /// throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        let lower = text.lowercasedAsFzf
        if let event = BindEvent(rawValue: lower) {
            self = .event(event)
            return
        }
        if lower.hasPrefix("every("), lower.hasSuffix(")"), text.utf8.count >= 7 {
            let inner = Array(text.utf8).dropFirst(6).dropLast()
            self = .every(milliseconds: try Self.interval(String(decoding: inner, as: UTF8.self), in: text))
            return
        }
        do throws(UsageError) {
            self = .key(try KeyName(parsing: text))
        } catch {
            throw UsageError("unknown key or event '\(text)' (keys look like ctrl-a, alt-b, enter, esc, tab, up, f1, or a single character; events are \(BindEvent.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    /// `every(N)`'s interval in milliseconds, as fzf reads it: N a positive number of seconds
    /// (blanks around it allowed), at least 0.01, rounded to the millisecond, at most 2³¹-1 ms.
    static func interval(_ number: String, in text: String) throws(UsageError) -> Int {
        guard let seconds = FzfNumber.parse(number.trimmingWhiteSpace), seconds.isFinite, seconds > 0 else {
            throw UsageError("every(N) needs a positive number of seconds, not '\(text)'")
        }
        let milliseconds = (max(seconds, 0.01) * 1000).rounded()
        guard milliseconds <= Double(Int32.max) else {
            throw UsageError("every(N) is at most 2147483.647 seconds, not '\(text)'")
        }
        return Int(milliseconds)
    }

    /// The keys and events a comma-separated list names, as fzf reads `unbind(…)`'s argument:
    /// `alt-,` is a key; empty names are passed over; `,` alone, or two commas at either end or
    /// three in a row, name the comma key too. Nothing at all is refused.
    public static func list(_ text: String) throws(UsageError) -> [BindTrigger] {
        guard !text.isEmpty else { throw UsageError("no keys or events given") }
        let marked = markingAltComma(Array(text.utf8))
        let comma = UInt8(ascii: ",")
        var names = marked.split(separator: comma, omittingEmptySubsequences: false).map(Array.init)
        let threeInARow = marked.indices.dropLast(2).contains { marked[$0...($0 + 2)].allSatisfy { $0 == comma } }
        if marked == [comma] || marked.starts(with: [comma, comma]) || marked.reversed().starts(with: [comma, comma]) || threeInARow {
            names.append([comma])
        }
        var out: [BindTrigger] = []
        for name in names where !name.isEmpty {
            let restored = name.map { $0 == BindingMask.keyComma ? UInt8(ascii: ",") : $0 }
            out.append(try BindTrigger(parsing: String(decoding: restored, as: UTF8.self)))
        }
        return out
    }

    /// The comma of each `alt-,` (any case) replaced by the comma mark.
    static func markingAltComma(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var n = 0
        let pattern = Array("alt-,".utf8)
        while n < text.count {
            if n + 5 <= text.count, text[n..<(n + 5)].map(BindingMask.lowered).elementsEqual(pattern) {
                out += text[n..<(n + 4)] + [BindingMask.keyComma]
                n += 5
            } else {
                out.append(text[n])
                n += 1
            }
        }
        return out
    }

    /// Whether `put` alone may type what the trigger is: a key of one graphic character.
    var isPrintable: Bool {
        if case .key(let key) = self { key.isPrintable } else { false }
    }

    public var description: String {
        switch self {
        case .key(let key): key.name
        case .event(let event): event.rawValue
        case .every(let ms): "every(\(Double(ms) / 1000))"
        }
    }
}
