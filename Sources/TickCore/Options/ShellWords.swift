/// Splits options text into words by fzf's rules for `FZF_DEFAULT_OPTS` and
/// `FZF_DEFAULT_OPTS_FILE`, which `TICK_DEFAULT_OPTS` follows too (docs/SPEC.md §7).
///
/// The rules are shell-like, with fzf's differences, checked against fzf 0.74.5:
/// - blanks (space, tab, CR, LF) separate words; `'…'` keeps everything literally, a backslash
///   included; `"…"` keeps everything but a backslash, which takes the next character as it is;
///   quotes join with what touches them (`a'b c'd` is `ab cd`, `''` an empty word);
/// - outside single quotes `\` takes the next character as it is (`\ `, `\"`, `\#`), except that
///   `\t` is a tab and `\n` a newline (in double quotes too), and a backslash before a line
///   break keeps the line break in the word (it does not join lines);
/// - `#` where a word would start (outside quotes) makes the rest of the line a comment, the
///   line break included; elsewhere it is a character (`a#b`);
/// - `` `…` `` and `$(…)` are kept as they are, blanks included, and never run; `(` anywhere
///   else outside quotes is an error, and a stray `)` opens such a section;
/// - `;`, `&`, `|`, `<` or `>` outside quotes ends the text: the rest is ignored, and a word of
///   digits' start before `>` (`2>`) is dropped with it.
public enum ShellWords {
    public static func split(_ text: String) throws(UsageError) -> [String] {
        var splitter = Splitter()
        for c in text.unicodeScalars {
            if try !splitter.take(c) { break }
        }
        return try splitter.finish()
    }
}

/// The state of one split: the words so far, the word being read, and what it is inside.
private struct Splitter {
    var words: [String] = []
    var word = ""
    /// Whether a word has begun (a character taken, or quotes closed: `''` is a word).
    var started = false
    var escaped = false
    var singleQuoted = false
    var doubleQuoted = false
    var backquoted = false
    var substitution = false
    var comment = false

    /// Takes one character; false when the text ends here (`;`, `&`, `|`, `<`, `>`).
    mutating func take(_ c: Unicode.Scalar) throws(UsageError) -> Bool {
        if comment {
            if c == "\n" { comment = false }
            return true
        }
        if escaped {
            escaped = false
            append(c == "t" ? "\t" : c == "n" ? "\n" : c)
            return true
        }
        if c == "\\" {
            if singleQuoted { append(c) } else { escaped = true }
            return true
        }
        if c == " " || c == "\t" || c == "\r" || c == "\n" {
            if singleQuoted || doubleQuoted || backquoted || substitution {
                word.unicodeScalars.append(c)
            } else if started {
                endWord()
            }
            return true
        }
        let quoted = singleQuoted || doubleQuoted
        switch c {
        case "'" where !doubleQuoted && !substitution:
            if singleQuoted { started = true }
            singleQuoted.toggle()
            return true
        case "\"" where !singleQuoted && !substitution:
            if doubleQuoted { started = true }
            doubleQuoted.toggle()
            return true
        case "`" where !quoted && !substitution:
            backquoted.toggle()
        case "(" where !quoted && !backquoted:
            guard !substitution, word.unicodeScalars.last == "$" else {
                throw UsageError("'(' outside quotes (quote the word that holds it)")
            }
            substitution = true
        case ")" where !quoted && !backquoted:
            substitution.toggle()
        case ";", "&", "|", "<", ">":
            guard quoted || backquoted || substitution else {
                // `2>file`: the digits are a redirection's, not a word.
                if c == ">", let first = word.unicodeScalars.first, ("0"..."9").contains(first) { started = false }
                return false
            }
        case "#" where !quoted && word.isEmpty:
            comment = true
            return true
        default:
            break
        }
        append(c)
        return true
    }

    mutating func append(_ c: Unicode.Scalar) {
        word.unicodeScalars.append(c)
        started = true
    }

    mutating func endWord() {
        words.append(word)
        word = ""
        started = false
    }

    /// The words, once the text is over; an error if a quote or section is still open.
    mutating func finish() throws(UsageError) -> [String] {
        if started { endWord() }
        if escaped { throw UsageError("a backslash ends the text") }
        if singleQuoted { throw UsageError("unterminated single quote") }
        if doubleQuoted { throw UsageError("unterminated double quote") }
        if backquoted { throw UsageError("unterminated backquote") }
        if substitution { throw UsageError("unterminated $( or a stray ')'") }
        return words
    }
}
