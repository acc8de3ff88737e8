/// A command line with placeholders (`--preview`, `execute(…)`, `reload(…)`…), read once: its
/// literal text and its placeholders (`Placeholder`), and what they make the command depend on.
///
/// A `\` just before a placeholder escapes it: the placeholder is kept as text, without the
/// backslash (`\{}` is `{}`), as fzf does. A `{` that starts no placeholder is text.
public struct CommandTemplate: Equatable, Sendable {
    /// A piece of the template.
    public enum Part: Equatable, Sendable {
        case text(Substring)
        case placeholder(Placeholder)
    }

    public let parts: [Part]

    /// Reads `template`; `syntax` says which of tick's own placeholders it reads (`{.name}`,
    /// `{group}`).
    public init(_ template: String, syntax: PlaceholderSyntax = .fzf) {
        var parts: [Part] = []
        var rest = Substring(template)
        var textStart = rest.startIndex
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let placeholder = Placeholder(after[..<close], syntax: syntax) else {
                rest = after
                continue
            }
            let next = after.index(after: close)
            if open > template.startIndex && template[template.index(before: open)] == "\\" {
                // Escaped: the placeholder's text, without the backslash.
                parts.append(.text(template[textStart..<template.index(before: open)]))
                textStart = open
            } else {
                parts.append(.text(template[textStart..<open]))
                parts.append(.placeholder(placeholder))
                textStart = next
            }
            rest = template[next...]
        }
        parts.append(.text(template[textStart...]))
        self.parts = parts.filter { $0 != .text("") }
    }

    /// The template's placeholders, in order.
    public var placeholders: [Placeholder] {
        parts.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
    }

    /// Whether a placeholder uses the query (`{q}`, `{q:1}`, `{fzf:query}`).
    public var usesQuery: Bool { placeholders.contains { $0.kind == .query || $0.kind == .queryFields } }

    /// Whether a placeholder uses the ticked items (`{+}`, `{+1}`, `{+n}`, `{+f}`…).
    public var usesTicks: Bool { placeholders.contains { $0.namesItems && $0.items == .ticked } }

    /// Whether a placeholder uses every match (`{*}`, `{*n}`, `{*f}`…).
    public var usesMatches: Bool { placeholders.contains { $0.namesItems && $0.items == .matched } }

    /// Whether a placeholder uses the last action or the prompt (`{fzf:action}`, `{fzf:prompt}`).
    public var usesPickerState: Bool { placeholders.contains { $0.kind == .action || $0.kind == .prompt } }

    /// Whether the command means nothing without a band row, so that fzf does not run it then:
    /// it has a placeholder, none of them the query, the picker's state or the matches, and no
    /// ticked items stand in (`ticks`: how many are ticked; `allTicked`: `execute-multi`, whose
    /// `{}` is the ticked items).
    public func needsBand(ticks: Int, allTicked: Bool = false) -> Bool {
        let placeholders = placeholders
        guard !placeholders.isEmpty else { return false }
        if placeholders.contains(where: { $0.forcesRun || ($0.namesItems && $0.items == .matched) }) { return false }
        let plus = allTicked || placeholders.contains { $0.namesItems && $0.items == .ticked }
        return !(plus && ticks > 0)
    }
}
