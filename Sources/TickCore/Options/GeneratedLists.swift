/// The lists of options, actions, events and placeholders that the completions and the docs
/// carry, written from `OptionTable`, `ActionTable`, `EventTable` and `PlaceholderTable`.
///
/// `tick --generated-list NAME` prints one (a hidden command, not in `--help`);
/// `Scripts/generate-lists.py` writes each between its file's `BEGIN generated` and
/// `END generated` lines, and a test holds the checked-in files to this text.
public enum GeneratedLists {
    /// Every list, by name: the file it goes in and its text.
    public static let all: [(name: String, file: String, text: String)] = [
        ("bash-options", "completions/tick.bash", bashOptions),
        ("bash-actions", "completions/tick.bash", bashActions),
        ("zsh-actions", "completions/_tick", zshActions),
        ("fish-actions", "completions/tick.fish", fishActions),
        ("man-actions", "docs/tick.1", manActions),
        ("spec-actions", "docs/SPEC.md", specActions),
        ("bash-values", "completions/tick.bash", bashValues),
        ("zsh-options", "completions/_tick", zshOptions),
        ("fish-options", "completions/tick.fish", fishOptions),
        ("man-options", "docs/tick.1", manOptions),
        ("spec-options", "docs/SPEC.md", specOptions),
        ("man-events", "docs/tick.1", manEvents),
        ("spec-events", "docs/SPEC.md", specEvents),
        ("man-placeholders", "docs/tick.1", manPlaceholders),
        ("spec-placeholders", "docs/SPEC.md", specPlaceholders),
    ]

    /// The list called `name`, or nil.
    public static func text(_ name: String) -> String? {
        all.first { $0.name == name }?.text
    }

    /// `words` joined by blanks in lines of at most `width` characters, the first line after
    /// `first`, the others after `indent`, each but the last ending with `lineEnd`.
    static func wrap(_ words: [String], first: String, indent: String, width: Int = 96, lineEnd: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in words {
            if !empty && line.count + 1 + word.count + lineEnd.count > width {
                lines.append(line + lineEnd)
                line = indent
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }

    // MARK: Actions

    static var bashActions: String {
        var lines = wrap(ActionTable.spellings, first: "                    choices=\"", indent: "                        ")
        lines[lines.count - 1] += "\""
        return lines.joined(separator: "\n") + "\n"
    }

    static var zshActions: String {
        (["  local -a actions=("] + wrap(ActionTable.spellings, first: "    ", indent: "    ", width: 92) + ["  )"])
            .joined(separator: "\n") + "\n"
    }

    static var fishActions: String {
        wrap(ActionTable.spellings, first: "    for action in ", indent: "            ", width: 96, lineEnd: " \\")
            .joined(separator: "\n") + "\n"
    }

    static var manActions: String { manList(ActionTable.described) }

    static var specActions: String { specTable("| action | what it does |", ActionTable.described) }

    // MARK: Events

    static var manEvents: String { manList(EventTable.all.map { ($0.name, $0.help) }) }

    static var specEvents: String { specTable("| event | when it fires |", EventTable.all.map { ($0.name, $0.help) }) }

    // MARK: Placeholders

    static var manPlaceholders: String { manList(PlaceholderTable.all.map { ($0.spelling, $0.help) }) }

    static var specPlaceholders: String {
        specTable("| placeholder | replaced by |", PlaceholderTable.all.map { ($0.spelling, $0.help) })
    }

    /// One `.TP` per row for the man page: the name in bold, then its help line.
    static func manList(_ rows: [(name: String, help: String)]) -> String {
        rows.map { ".TP\n.B " + roff($0.name) + "\n" + roff($0.help) + "." }.joined(separator: "\n") + "\n"
    }

    /// A table of two columns for docs/SPEC.md under `heading`: the name as code, its help line.
    static func specTable(_ heading: String, _ rows: [(name: String, help: String)]) -> String {
        ([heading, "|---|---|"] + rows.map { "| `\($0.name)` | \($0.help) |" }).joined(separator: "\n") + "\n"
    }

    /// Text for the man page: a hyphen is `\-`, a backslash `\e`, a character past ASCII
    /// `\[uXXXX]`, a leading dot or quote is escaped.
    static func roff(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "-": out += "\\-"
            case "\\": out += "\\e"
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
