/// What a binding waits for: a key (or mouse gesture) or an event.
public enum BindTrigger: Hashable, Sendable, CustomStringConvertible {
    case key(KeyName)
    case event(BindEvent)
    /// fzf's `every(N)`: every N seconds (at least 0.01), as milliseconds.
    case every(milliseconds: Int)

    /// Parses a key name, an event name or `every(N)` (`ctrl-a`, `change`, `every(0.5)`), or
    /// throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        let lower = text.lowercased()
        if let event = BindEvent(rawValue: lower) {
            self = .event(event)
            return
        }
        if lower.hasPrefix("every(") && lower.hasSuffix(")") {
            guard let seconds = Double(lower.dropFirst(6).dropLast()), seconds.isFinite, seconds >= 0 else {
                throw UsageError("every(N) needs a number of seconds, not '\(text)'")
            }
            // fzf's floor: 0.01 seconds.
            self = .every(milliseconds: max(10, Int(seconds * 1000)))
            return
        }
        do throws(UsageError) {
            self = .key(try KeyName(parsing: text))
        } catch {
            throw UsageError("unknown key or event '\(text)' (keys look like ctrl-a, alt-b, enter, esc, tab, up, f1, or a single character; events are \(BindEvent.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    public var description: String {
        switch self {
        case .key(let key): key.name
        case .event(let event): event.rawValue
        case .every(let ms): "every(\(Double(ms) / 1000))"
        }
    }
}
