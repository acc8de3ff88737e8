/// The option lines of the bash, zsh and fish completions, from `OptionTable`: each option's
/// names, whether it takes a value, its help line and how its value completes
/// (`OptionSpec.Completion`), grouped as `--help` groups them.
extension GeneratedLists {
    /// The options in help order: group by group (`OptionSpec.Group.allCases`), each group in
    /// table order, so that a new row or a new group needs no change here.
    static var groupedOptions: [(group: OptionSpec.Group, specs: [OptionSpec])] {
        OptionSpec.Group.allCases.compactMap { group in
            let specs = OptionTable.all.filter { $0.group == group }
            return specs.isEmpty ? nil : (group, specs)
        }
    }

    /// The group's name for a comment line: its name up to any parenthesis.
    static func shortName(_ group: OptionSpec.Group) -> String {
        String(group.rawValue.prefix { $0 != "(" }).trimmingBlanks
    }

    // MARK: bash

    static var bashOptions: String {
        var long: [String] = []
        var short: [String] = []
        var plus: [String] = []
        var value: [String] = []
        for spec in OptionTable.all {
            long.append("--" + spec.long)
            // `--opt=` is offered for tick's own optional values; fzf's spellings by name only.
            if case .optional = spec.argument, spec.group != .fzf { long.append("--" + spec.long + "=") }
            if let s = spec.short {
                let name = (spec.plus ? "+" : "-") + String(s)
                if spec.plus { if !plus.contains(name) { plus.append(name) } } else if !short.contains(name) { short.append(name) }
            }
            if case .required = spec.argument {
                value.append("--" + spec.long)
                if let s = spec.short, !spec.plus { value.append("-" + String(s)) }
            }
        }
        var lines = wrap(long, first: "    local long_opts=\"", indent: "        ")
        lines[lines.count - 1] += "\""
        lines += ["    local short_opts=\"" + short.joined(separator: " ") + "\"",
                  "    local plus_opts=\"" + plus.joined(separator: " ") + "\"",
                  "    # Options whose value is the next word (or follows `=`)."]
        var values = wrap(value, first: "    local value_opts=\" ", indent: "        ")
        values[values.count - 1] += " \""
        return (lines + values).joined(separator: "\n") + "\n"
    }

    /// The `case` arms that say how each option's value completes: `choices` (with `sep` for a
    /// list), `kind` for paths, commands and bindings. Free text has no arm.
    static var bashValues: String {
        OptionTable.all.compactMap(bashArm).joined(separator: "\n") + "\n"
    }

    /// The option's arm, or nil for a flag or free text.
    static func bashArm(_ spec: OptionSpec) -> String? {
        guard spec.argument != .none else { return nil }
        var names = ["--" + spec.long]
        if let s = spec.short, !spec.plus, case .required = spec.argument { names.insert("-" + String(s), at: 0) }
        let words = spec.choices.joined(separator: " ")
        let body: String
        switch spec.completion {
        case .text: return nil
        case .choice: body = "choices=\"\(words)\""
        case .list(let separator): body = "sep='\(separator)' choices=\"\(words)\""
        case .file: body = "kind=file"
        case .directory: body = "kind=directory"
        case .command: body = "kind=command"
        case .bindings: body = "kind=bindings"
        }
        return "            " + names.joined(separator: "|") + ") " + body + " ;;"
    }

    // MARK: zsh

    /// The specs of `_arguments`, one option (or two: `-m` and `--multi=`) a line.
    static var zshOptions: String {
        var lines: [String] = []
        for (group, specs) in groupedOptions {
            lines.append("  # " + shortName(group))
            for spec in specs { lines += zshSpecs(spec).map { "  " + $0 } }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func zshSpecs(_ spec: OptionSpec) -> [String] {
        let description = "[" + zshQuoted(lowerFirst(spec.help).replacingAll(["[": "\\[", "]": "\\]", "\\": "\\\\"])) + "]"
        let short = spec.short.map { (spec.plus ? "+" : "-") + String($0) }
        let long = "--" + spec.long
        /// `'*NAME[…]…'`, or `'*'{-x,--name}'[…]…'` for two names (the shell expands the braces).
        func line(_ names: [String], _ rest: String = "") -> String {
            let head = spec.alone ? "'(- *)" : "'*"
            let names = names.count == 1 ? names[0] : "'{" + names.joined(separator: ",") + "}'"
            return head + names + description + rest + "'"
        }
        switch spec.argument {
        case .none:
            return [line([short, long].compactMap { $0 })]
        case .required(let name):
            return [line([short.map { $0 + "+" }, long + "="].compactMap { $0 }, zshArgument(spec, name, optional: false))]
        case .optional(let name):
            // The value only follows `=`; the short name, if any, takes none.
            return (short.map { [line([$0])] } ?? []) + [line([long + "=-"], zshArgument(spec, name, optional: true))]
        }
    }

    /// `:MESSAGE:ACTION` (`::` when optional), quoted for the spec's single quotes.
    static func zshArgument(_ spec: OptionSpec, _ name: String, optional: Bool) -> String {
        let words = spec.choices.joined(separator: " ")
        let action: String
        switch spec.completion {
        case .text: action = " "
        case .choice: action = "(" + words + ")"
        case .list(let separator): action = "_values -s \(separator) \(spec.long) " + words
        case .file: action = "_files"
        case .directory: action = "_directories"
        case .command: action = "_cmdstring"
        case .bindings: action = "_tick_bind"
        }
        // A colon in the message or the action would end it: it is escaped.
        return (optional ? "::" : ":") + zshQuoted(name.replacingAll([":": "\\:"])) + ":" + zshQuoted(action.replacingAll([":": "\\:"]))
    }

    /// Text inside single quotes: a quote closes, is escaped and opens again.
    static func zshQuoted(_ text: String) -> String {
        text.replacingAll(["'": "'\\''"])
    }

    // MARK: fish

    static var fishOptions: String {
        var lines: [String] = []
        for (group, specs) in groupedOptions {
            if !lines.isEmpty { lines.append("") }
            lines.append("# " + shortName(group))
            for spec in specs { lines += fishLines(spec) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishLines(_ spec: OptionSpec) -> [String] {
        var line = "complete -c tick"
        if let s = spec.short, !spec.plus { line += " -s " + String(s) }
        line += " -l " + spec.long
        if case .required = spec.argument {
            let words = spec.choices.joined(separator: " ")
            switch spec.completion {
            case .text: line += " -x"
            case .choice: line += " -x -a " + fishQuoted(words)
            case .list(let separator): line += " -x -a " + fishQuoted("(__tick_list \(separator) \(words))")
            case .file: line += " -r -F"
            case .directory: line += " -x -a '(__fish_complete_directories)'"
            case .command: line += " -x -a '(__fish_complete_command)'"
            case .bindings: line += " -x -a '(__tick_bind_actions)'"
            }
        }
        var lines = [line + " -d " + fishQuoted(spec.help)]
        // fish has no `+x` options: a word that starts with `+` is offered them as arguments.
        if let s = spec.short, spec.plus {
            lines.append("complete -c tick -n 'string match -q -- \"+*\" (commandline -ct)' -a '+\(s)' -d " + fishQuoted(spec.help))
        }
        return lines
    }

    /// `text` in fish's single quotes, where only `\` and `'` are escaped.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingAll(["\\": "\\\\", "'": "\\'"]) + "'"
    }

    /// `text` with its first letter lower-cased, unless the word is an acronym (`JSON`).
    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        if text.dropFirst().first?.isUppercase == true { return text }
        return first.lowercased() + text.dropFirst()
    }
}

extension String {
    /// The string with each character that is a key of `table` replaced by its value.
    func replacingAll(_ table: [Character: String]) -> String {
        var out = ""
        for c in self { out += table[c] ?? String(c) }
        return out
    }
}
