/// Parsing of option values, each failure naming the option and the value.
enum OptionValues {
    /// A whole number in `range`.
    static func integer(_ option: String, _ text: String?, in range: ClosedRange<Int>, what: String) throws(UsageError) -> Int {
        let text = text ?? ""
        guard let v = Int(text), range.contains(v) else {
            throw UsageError("--\(option): expected \(what), got '\(text)'")
        }
        return v
    }

    /// `--tail`'s number of items to keep: a whole number, 1 or more (under the name fzf, in
    /// fzf's words).
    static func itemsToKeep(_ text: String?, persona: CommandName) throws(UsageError) -> Int {
        guard persona == .fzf else {
            return try integer("tail", text, in: 1...Int(Int32.max), what: "a number of items (1 or more)")
        }
        guard let n = Int(text ?? "") else { throw UsageError("number of items to keep required") }
        guard n > 0 else { throw UsageError("number of items to keep must be a positive integer") }
        return n
    }

    /// One of `type`'s raw values.
    static func choice<T: RawRepresentable & CaseIterable>(_ option: String, _ text: String?, _ type: T.Type) throws(UsageError) -> T
    where T.RawValue == String {
        let text = text ?? ""
        guard let v = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("--\(option): invalid value '\(text)' (expected one of: \(names))")
        }
        return v
    }

    /// A field list, the error naming the option.
    static func fields(_ option: String, _ text: String?) throws(UsageError) -> FieldList {
        do {
            return try FieldList(parsing: text ?? "")
        } catch {
            throw UsageError("--\(option): \(error.message)")
        }
    }

    /// A field list, or a list of JSON paths (`.a,.b`: `--key-nth` and `--id-nth` with
    /// `--input json`), the error naming the option.
    static func fieldsOrPaths(_ option: String, _ text: String?) throws(UsageError) -> (FieldList?, FieldTemplate?) {
        guard JSONPath.isSpelledAsPath(text ?? "") else { return (try fields(option, text), nil) }
        return (nil, try template(option, text))
    }

    /// A field list or a template (`--with-nth`, `--accept-nth`), the error naming the option;
    /// `index`: `{n}` is the item's index.
    static func template(_ option: String, _ text: String?, index: Bool = false) throws(UsageError) -> FieldTemplate {
        do {
            return try FieldTemplate(parsing: text ?? "", index: index)
        } catch {
            throw UsageError("--\(option): \(error.message)")
        }
    }

    /// A `--remember` name (see `MemoryName`).
    static func memoryName(_ text: String?) throws(UsageError) -> String {
        try MemoryName.validate(text ?? "")
    }
}
