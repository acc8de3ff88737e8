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

    /// A `--remember` name: letters, digits, `.`, `_` and `-`, and not a path of its own.
    static func memoryName(_ text: String?) throws(UsageError) -> String {
        let text = text ?? ""
        let allowed = text.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }
        guard !text.isEmpty, allowed, text != ".", text != ".." else {
            throw UsageError("--remember: invalid name '\(text)' (use letters, digits, '.', '_' and '-', and not '.' or '..')")
        }
        return text
    }
}
