/// Splits a string into words the way a POSIX shell would, for `TICK_DEFAULT_OPTS`.
///
/// Blanks separate words; `'…'` keeps everything literally; `"…"` keeps everything but lets
/// `\` escape `"`, `\`, `$` and `` ` ``; outside quotes `\` escapes the next character.
public enum ShellWords {
    public static func split(_ text: String) throws(UsageError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var it = Array(text.unicodeScalars)[...]
        while let c = it.popFirst() {
            switch c {
            case " ", "\t", "\n":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let d = it.popFirst() {
                    if d == "'" { closed = true; break }
                    word.unicodeScalars.append(d)
                }
                if !closed { throw UsageError("unterminated single quote") }
            case "\"":
                inWord = true
                var closed = false
                while let d = it.popFirst() {
                    if d == "\"" { closed = true; break }
                    if d == "\\", let e = it.first, "\"\\$`".unicodeScalars.contains(e) {
                        word.unicodeScalars.append(e); it.removeFirst(); continue
                    }
                    word.unicodeScalars.append(d)
                }
                if !closed { throw UsageError("unterminated double quote") }
            case "\\":
                inWord = true
                guard let d = it.popFirst() else { throw UsageError("trailing backslash") }
                if d != "\n" { word.unicodeScalars.append(d) }
            default:
                inWord = true
                word.unicodeScalars.append(c)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
