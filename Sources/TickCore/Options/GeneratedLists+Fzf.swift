/// The lists of fzf's options that tick approximates or ignores (`OptionTable.fzfCompat` and
/// `fzfIgnored`), for the zsh and fish completions, the man page and SPEC.md.
extension GeneratedLists {
    /// The rows these lists are made from.
    static var fzfRows: [OptionSpec] { OptionTable.fzfCompat + OptionTable.fzfIgnored }

    static var zshFzfOptions: String {
        fzfRows.map { spec in
            var name = "--" + spec.long
            let description = "[" + zshQuoted(shortHelp(spec.help)) + "]"
            var tail = ""
            switch spec.argument {
            case .none: break
            case .required(let value): name += "="; tail = ":" + value.lowercased() + ": "
            case .optional(let value), .optionalWord(let value), .optionalNumber(let value):
                name += "=-"; tail = ":" + value.lowercased() + ": "
            }
            if let short = spec.short {
                return "  '*'{\(spec.plus ? "+" : "-")\(short),\(name)}'\(description)\(tail)'"
            }
            return "  '*\(name)\(description)\(tail)'"
        }.joined(separator: "\n") + "\n"
    }

    static var fishFzfOptions: String {
        var lines: [String] = []
        for spec in fzfRows {
            var line = "complete -c tick"
            if let short = spec.short, !spec.plus { line += " -s \(short)" }
            line += " -l \(spec.long)"
            if case .required = spec.argument { line += " -x" }
            line += " -d " + fishQuoted(shortHelp(spec.help))
            lines.append(line)
            if let short = spec.short, spec.plus {
                lines.append("complete -c tick -n 'string match -q -- \"+*\" (commandline -ct)' -a '+\(short)' -d "
                             + fishQuoted(shortHelp(spec.help)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static var manFzfOptions: String {
        fzfRows.map { spec in
            var head = ""
            if let short = spec.short { head += "\\fB" + roff(spec.plus ? "+" : "-") + String(short) + "\\fR, " }
            head += "\\fB\\-\\-" + roff(spec.long) + "\\fR"
            switch spec.argument {
            case .none: break
            case .required(let value): head += " \\fI" + roff(value) + "\\fR"
            case .optional(let value), .optionalWord(let value), .optionalNumber(let value): head += "[=\\fI" + roff(value) + "\\fR]"
            }
            var text = roff(spec.help)
            if spec.group == .fzfIgnored { text = "No effect (" + text + ")" }
            if let d = spec.defaultText { text += " [default: " + roff(d) + "]" }
            return ".TP\n" + head + "\n" + text + "."
        }.joined(separator: "\n") + "\n"
    }

    static var specFzfOptions: String {
        (["| option | in tick |", "|---|---|"] + fzfRows.map { spec in
            var name = "`--\(spec.long)`"
            if let short = spec.short { name = "`\(spec.plus ? "+" : "-")\(short)`, " + name }
            let what = spec.group == .fzfIgnored ? "no effect: \(spec.help)" : spec.help
            return "| \(name) | \(what.replacing("|", with: "\\|")) |"
        }).joined(separator: "\n") + "\n"
    }

    /// A help line cut at its first `;` or `:` and without brackets, for completion menus.
    static func shortHelp(_ help: String) -> String {
        var text = String(help.prefix { $0 != ";" && $0 != ":" })
        text = String(text.map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 })
        return text
    }

    /// `text` inside a zsh single-quoted word: each `'` as `'"'"'`.
    static func zshQuoted(_ text: String) -> String { text.replacing("'", with: "'\"'\"'") }

    /// `text` as a fish single-quoted word.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
