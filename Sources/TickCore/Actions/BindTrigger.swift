/// What a binding waits for: a key (or mouse gesture) or an event.
public enum BindTrigger: Hashable, Sendable, CustomStringConvertible {
    case key(KeyName)
    case event(BindEvent)

    /// Parses a key name or an event name (`ctrl-a`, `change`), or throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        if let event = BindEvent(rawValue: text.lowercased()) {
            self = .event(event)
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
        }
    }
}
