/// How a file's text is written into Swift: its constant's name and its literal.
enum EmbeddedText {
    /// The constant's name for `path`: its runs of letters and digits in lower camel case
    /// (`shell/key-bindings.bash` is `shellKeyBindingsBash`, `completions/_tick` is
    /// `completionsTick`), `_` first when it would start with a digit; empty when it has none.
    static func identifier(_ path: String) -> String {
        let words = path.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = ""
        for word in words {
            name += name.isEmpty ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// A multi-line raw string literal whose value is `text` exactly: enough `#`s that no
    /// `\` or `"` in the text is followed by as many (so nothing in it ends the literal or
    /// escapes), and an escape for each control character other than tab and line feed
    /// (Swift refuses them in a literal, and would read a carriage return as a line end).
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\\" + hashes) || text.contains("\"" + hashes) { hashes += "#" }
        var body = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                body += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        // The line break before the closing quotes is not part of the value.
        return hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes
    }

    /// Whether Swift's literal cannot hold `scalar` as it is: C0 and C1 controls and DEL, tab
    /// and line feed aside.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
