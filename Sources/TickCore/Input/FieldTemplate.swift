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
        /// `{.name}`: the text of the value at a path of a JSON item (`--input json`).
        case path(JSONPath)
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
    /// `index`, `{n}`). A list of JSON paths (`.name,.age`) is a template of their values two
    /// blanks apart, and `{.name}` a placeholder (`--input json`; see `withoutPaths`).
    public init(parsing text: String, index: Bool = false) throws(UsageError) {
        guard text.contains("{") else {
            if JSONPath.isSpelledAsPath(text) {
                var parts: [Part] = []
                for piece in Self.splitPaths(text) {
                    if !parts.isEmpty { parts.append(.text(Array("  ".utf8))) }
                    parts.append(.path(try JSONPath(parsing: piece)))
                }
                self.init(parts: parts, isTemplate: true)
                self.pathList = true
                return
            }
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
                if JSONPath.isSpelledAsPath(inside), let path = try? JSONPath(parsing: inside) { return .path(path) }
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
            throw Self.notATemplate(text, index: index)
        }
        self.init(parts: parts, isTemplate: true)
    }

    private static func notATemplate(_ text: String, index: Bool) -> UsageError {
        UsageError("'\(text)' is neither a field list nor a template with a {N}\(index ? " or {n}" : "") placeholder")
    }

    /// Whether the template was written as a list of paths (`.a,.b`).
    private var pathList = false

    /// The JSON paths the template names, in order (`apply`'s `captured` gives their values).
    public var paths: [JSONPath] { parts.compactMap { if case .path(let p) = $0 { p } else { nil } } }

    /// Whether the template names JSON paths.
    public var hasPaths: Bool { parts.contains { if case .path = $0 { true } else { false } } }

    /// Whether it holds `{n}`, the item's index (which only a store of every item can give).
    public var hasIndex: Bool { parts.contains { if case .index = $0 { true } else { false } } }

    /// Whether the template names fields by number (`1`, `{2}`).
    public var hasFields: Bool { parts.contains { if case .fields = $0 { true } else { false } } }

    /// The template as it reads without `--input json`, where paths mean nothing: `{.x}` is
    /// literal text (as in fzf), and a list of paths is not a field list.
    public func withoutPaths(index: Bool = false) throws(UsageError) -> FieldTemplate {
        guard hasPaths else { return self }
        let paths = parts.compactMap { if case .path(let p) = $0 { p.text } else { nil } }
        if pathList { _ = try FieldList(parsing: paths.joined(separator: ",")) }
        var out: [Part] = []
        var text: [UInt8] = []
        var placeholders = 0
        for part in parts {
            switch part {
            case .text(let bytes): text += bytes
            case .path(let p): text += Array("{\(p.text)}".utf8)
            default:
                if !text.isEmpty { out.append(.text(text)) }
                text = []
                out.append(part)
                placeholders += 1
            }
        }
        if !text.isEmpty { out.append(.text(text)) }
        guard placeholders > 0 else {
            throw Self.notATemplate(String(decoding: parts.flatMap { part -> [UInt8] in
                if case .text(let b) = part { return b }
                if case .path(let p) = part { return Array("{\(p.text)}".utf8) }
                return []
            }, as: UTF8.self), index: index)
        }
        return FieldTemplate(parts: out, isTemplate: true)
    }

    /// `text` cut at the commas outside quoted keys.
    static func splitPaths(_ text: String) -> [String] {
        var pieces: [String] = []
        var current: [UInt8] = []
        var quoted = false, escaped = false
        for b in text.utf8 {
            if quoted {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { quoted = false }
            } else if b == 0x22 {
                quoted = true
            } else if b == UInt8(ascii: ",") {
                pieces.append(String(decoding: current, as: UTF8.self))
                current = []
                continue
            }
            current.append(b)
        }
        pieces.append(String(decoding: current, as: UTF8.self))
        return pieces
    }

    /// Appends what the template makes of `text` (item `index`'s) to `out`; `strippingTrailing`:
    /// a plain field list loses its trailing delimiter too, and so does a template's whole text,
    /// once, as fzf prints them (`--accept-nth '{1}:'` on `a:b` is `a`). `captured`: where the
    /// values of the paths lie in `text`, noted as it was read (`JSONScanner.captured`; a path
    /// not followed there is looked up).
    func apply(_ text: UnsafeBufferPointer<UInt8>, index: Int = 0, delimiter: Delimiter, strippingTrailing: Bool = false,
               captured: UnsafeBufferPointer<Int>? = nil, tokens: inout [Range<Int>], into out: inout [UInt8]) {
        let start = out.count
        defer {
            if isTemplate && strippingTrailing && out.count > start {
                out.removeLast(out[start...].withUnsafeBufferPointer { delimiter.trailingLength($0) })
            }
        }
        var pathNumber = 0
        for part in parts {
            switch part {
            case .text(let bytes): out += bytes
            case .index: out += String(index).utf8
            case .fields(let list):
                FieldSelection.join(text, fields: list, delimiter: delimiter, stripTrailing: isTemplate || strippingTrailing, tokens: &tokens, into: &out)
            case .path(let path):
                let range = captured.map { JSONCapturePlan.value(pathNumber, of: path, captured: $0, in: text) } ?? path.value(in: text)
                pathNumber += 1
                if let range { JSONValueText.append(UnsafeBufferPointer(rebasing: text[range]), into: &out) }
            }
        }
    }
}
