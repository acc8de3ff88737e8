/// Where memories live: `$XDG_STATE_HOME/tick/`, or `$HOME/.local/state/tick/` (docs/SPEC.md §4).
public enum MemoryLocation {
    /// The directory of tick's memories, given the environment's `XDG_STATE_HOME` and `HOME`.
    ///
    /// As the XDG Base Directory specification says, an empty or relative `XDG_STATE_HOME` is
    /// ignored. Without either variable there is no place, and the error says so.
    public static func directory(xdgStateHome: String?, home: String?) throws(UsageError) -> String {
        if let state = xdgStateHome, state.hasPrefix("/") { return join(state, "tick") }
        if let home, home.hasPrefix("/") { return join(home, ".local/state/tick") }
        throw UsageError("neither XDG_STATE_HOME nor HOME is set to an absolute path, so there is no place to keep the memory")
    }

    /// The file of memory `name` (already validated) in `directory`.
    public static func file(name: String, in directory: String) -> String { join(directory, fileName(name)) }

    /// The file name of memory `name` (already validated).
    public static func fileName(_ name: String) -> String { name + ".json" }

    static func join(_ a: String, _ b: String) -> String { a.hasSuffix("/") ? a + b : a + "/" + b }
}
