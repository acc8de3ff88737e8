/// A key name as `--bind` and `--expect` write it (`ctrl-a`, `alt-x`, `enter`, `f5`…).
public struct KeyName: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public var description: String { name }

    /// A name taken as it is, for names the decoder builds from known parts.
    init(unchecked name: String) { self.name = name }
}

/// One `KEY:ACTION` pair of `--bind`: a key or event and the chain of action calls it makes.
public struct KeyBinding: Sendable, Equatable {
    public var trigger: BindTrigger
    /// What the key does, in order (`toggle+down`: two calls).
    public var actions: [ActionCall]
    /// Written `KEY:+ACTION`: the calls go after what the key already does.
    public var appending: Bool

    public init(trigger: BindTrigger, actions: [ActionCall], appending: Bool = false) {
        self.trigger = trigger
        self.actions = actions
        self.appending = appending
    }

    /// Parses a `--bind` value (`BindingParser`).
    public static func parseList(_ text: String) throws(UsageError) -> [KeyBinding] {
        try BindingParser.parse(text)
    }
}
