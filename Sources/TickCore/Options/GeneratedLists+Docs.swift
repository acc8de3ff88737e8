/// The option lists of the man page's OPTIONS and of docs/SPEC.md §9, from `OptionTable`: each
/// option's names, value, help line, choices and default, grouped as `--help` groups them. What
/// an option does at length is in the docs' own sections, written by hand.
extension GeneratedLists {
    /// One `.SS` per group and one `.TP` per option: `\fB\-d\fR, \fB\-\-delimiter\fR \fISTR\fR`,
    /// then the help line.
    static var manOptions: String {
        var lines: [String] = []
        for (group, specs) in groupedOptions {
            lines.append(".SS \"" + group.rawValue + "\"")
            for spec in specs {
                var names = spec.short.map { "\\fB" + roff((spec.plus ? "+" : "-") + String($0)) + "\\fR, " } ?? ""
                names += "\\fB" + roff("--" + spec.long) + "\\fR"
                switch spec.argument {
                case .none: break
                case .required(let name): names += " \\fI" + roff(name) + "\\fR"
                case .optional(let name): names += "[=" + roff(name) + "]"
                }
                lines += [".TP", names, roff(spec.helpLine)]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table per group: the option as written, what it does (with its choices), its default.
    static var specOptions: String {
        var lines: [String] = []
        for (group, specs) in groupedOptions {
            if !lines.isEmpty { lines.append("") }
            lines += ["**" + group.rawValue + "**", "", "| option | what it does | default |", "|---|---|---|"]
            for spec in specs {
                var what = spec.help
                if !spec.choices.isEmpty && spec.completion != .bindings { what += " (" + spec.choices.map { "`\($0)`" }.joined(separator: ", ") + ")" }
                let cells = ["`" + spec.synopsis + "`", what, spec.defaultText ?? ""]
                lines.append("| " + cells.map { $0.replacingAll(["|": "\\|"]) }.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
