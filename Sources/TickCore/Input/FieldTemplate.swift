/// What `--with-nth` shows of an item, or `--accept-nth` prints: a field list (`2,1`), or a
/// template with placeholders (`'{2}: {1}'`), as fzf takes both.
///
/// In a template each `{LIST}` is replaced by the fields LIST selects, without the delimiter
/// that ends them, and in `--accept-nth`'s, `{n}` by the item's 0-based index; the rest is
/// literal text. `{{` and `}}` are not special: a `{` that does not start a valid placeholder is
/// literal.
public struct FieldTemplate: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case text([UInt8])
        case fields(FieldList)
        /// `{n}`: the item's 0-based index.
        case index
    }

    public var parts: [Part]
    /// Whether the value was a template (placeholders stripped of their trailing delimiter),
    /// not a plain field list (fields joined with the delimiters between them).
    public let isTemplate: Bool

    /// A plain field list.
    public init(_ fields: FieldList) {
        self.init(parts: [.fields(fields)], isTemplate: false)
    }

    private init(parts: [Part], isTemplate: Bool) {
        self.parts = parts
        self.isTemplate = isTemplate
    }

    /// Parses a field list, or a template when `text` holds a `{LIST}` placeholder (or, with
    /// `index`, `{n}`).
    public init(parsing text: String, index: Bool = false) throws(UsageError) {
        guard text.contains("{") else {
            self.init(try FieldList(parsing: text))
            return
        }
        var parts: [Part] = []
        var literal: [UInt8] = []
        var rest = Substring(text)
        var placeholders = 0
        while let open = rest.firstIndex(of: "{") {
            literal += Array(rest[..<open].utf8)
            let after = rest[rest.index(after: open)...]
            let close = after.firstIndex(of: "}")
            let part: Part? = close.flatMap { close in
                let inside = String(after[..<close])
                if index && inside == "n" { return .index }
                return (try? FieldList(parsing: inside)).map(Part.fields)
            }
            if let close, let part {
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = []
                parts.append(part)
                placeholders += 1
                rest = after[after.index(after: close)...]
            } else {
                literal.append(UInt8(ascii: "{"))
                rest = after
            }
        }
        literal += Array(rest.utf8)
        if !literal.isEmpty { parts.append(.text(literal)) }
        guard placeholders > 0 else {
            throw UsageError("'\(text)' is neither a field list nor a template with a {N}\(index ? " or {n}" : "") placeholder")
        }
        self.init(parts: parts, isTemplate: true)
    }

    /// Appends what the template makes of `text` (item `index`'s) to `out`; `strippingTrailing`:
    /// a plain field list loses its trailing delimiter too, and so does a template's whole text,
    /// once, as fzf prints them (`--accept-nth '{1}:'` on `a:b` is `a`).
    func apply(_ text: UnsafeBufferPointer<UInt8>, index: Int = 0, delimiter: Delimiter, strippingTrailing: Bool = false,
               tokens: inout [Range<Int>], into out: inout [UInt8]) {
        let start = out.count
        defer {
            if isTemplate && strippingTrailing && out.count > start {
                out.removeLast(out[start...].withUnsafeBufferPointer { delimiter.trailingLength($0) })
            }
        }
        for part in parts {
            switch part {
            case .text(let bytes): out += bytes
            case .index: out += String(index).utf8
            case .fields(let list):
                FieldSelection.join(text, fields: list, delimiter: delimiter, stripTrailing: isTemplate || strippingTrailing, tokens: &tokens, into: &out)
            }
        }
    }
}
