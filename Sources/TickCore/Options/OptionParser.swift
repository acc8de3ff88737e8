/// Reads options the way fzf does: `-q x`, `-qx`, `--query x`, `--query=x`, `+i`, bundled short
/// flags (`-ei`), and `--` to end the options; later options override earlier ones.
public enum OptionParser {
    /// Options text read before the command line: where it came from (for messages) and the text.
    public struct Source: Sendable {
        /// What the messages name: `TICK_DEFAULT_OPTS`, `FZF_DEFAULT_OPTS_FILE (~/.fzfrc)`.
        public let name: String
        public let text: String
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// Parses `TICK_DEFAULT_OPTS` (if any) and then `arguments`, from tick's own defaults.
    /// The error for the unknown option `written`: fzf's words under the name fzf
    /// (`unknown option: --x`, which fzf's own tests read), tick's with `detail` otherwise.
    static func unknownOption(_ written: String, persona: CommandName, detail: String) -> UsageError {
        persona == .fzf ? UsageError("unknown option: \(written)") : UsageError("unknown option '\(written)'" + detail)
    }

    public static func parse(_ arguments: [String], defaults: String? = nil) throws(UsageError) -> Options {
        try parse(arguments, sources: defaults.map { [Source(name: "TICK_DEFAULT_OPTS", text: $0)] } ?? [], from: Options())
    }

    /// Parses each source's text (split by `ShellWords`), then `arguments`, over `start` (the
    /// defaults of the name tick runs under); later options override earlier ones. An error in a
    /// source is named after it: `FZF_DEFAULT_OPTS: unknown option '--x'`.
    public static func parse(_ arguments: [String], sources: [Source], from start: Options) throws(UsageError) -> Options {
        var options = start
        for source in sources {
            do throws(UsageError) {
                try apply(try ShellWords.split(source.text), to: &options)
            } catch {
                throw UsageError("\(source.name): \(error.message)")
            }
        }
        try apply(arguments, to: &options)
        try options.resolveInput()
        try options.validate()
        return options
    }

    static func apply(_ arguments: [String], to options: inout Options) throws(UsageError) {
        // Each place options come from chooses the output format afresh (`Options.choose`).
        options.formatChosenBy = nil
        var i = 0
        func next(for name: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count else { throw UsageError("option \(name) needs a value") }
            return arguments[i]
        }
        // The option whose value may go on over the next words (`--walker-root A B`).
        var continuing: OptionSpec? = nil
        while i < arguments.count {
            let arg = arguments[i]
            if let spec = continuing, let more = spec.more, !arg.hasPrefix("-"), !arg.hasPrefix("+") {
                try more(&options, arg)
                i += 1
                continue
            }
            continuing = nil
            if arg == "--" {
                if i + 1 < arguments.count { throw UsageError("unexpected argument '\(arguments[i + 1])' (tick reads items from stdin)") }
                break
            }
            if arg.hasPrefix("--") {
                let body = arg.dropFirst(2)
                let (name, inline): (Substring, String?) = {
                    if let eq = body.firstIndex(of: "=") { return (body[..<eq], String(body[body.index(after: eq)...])) }
                    return (body, nil)
                }()
                guard let spec = OptionTable.all.first(where: { $0.long == name }) else {
                    throw unknownOption("--\(name)", persona: options.persona, detail: suggestion(for: String(name)))
                }
                switch spec.argument {
                case .none:
                    if inline != nil { throw UsageError("option --\(name) takes no value") }
                    try spec.apply(&options, nil)
                case .required:
                    let value: String
                    if let inline { value = inline } else { value = try next(for: "--\(name)") }
                    try spec.apply(&options, value)
                    if spec.more != nil { continuing = spec }
                case .optional:
                    try spec.apply(&options, inline)
                case .optionalWord, .optionalNumber:
                    if inline == nil, i + 1 < arguments.count, spec.takesNext(arguments[i + 1]) {
                        i += 1
                        try spec.apply(&options, arguments[i])
                    } else {
                        try spec.apply(&options, inline)
                    }
                }
            } else if arg.count >= 2, let sign = arg.first, sign == "-" || sign == "+" {
                var chars = arg.dropFirst()[...]
                while let c = chars.popFirst() {
                    guard let spec = OptionTable.all.first(where: { $0.short == c && $0.plus == (sign == "+") }) else {
                        throw unknownOption("\(sign)\(c)", persona: options.persona, detail: arg.count > 2 ? " in '\(arg)'" : "")
                    }
                    if case .required = spec.argument {
                        let value: String
                        if chars.isEmpty { value = try next(for: "\(sign)\(c)") } else { value = String(chars) }
                        try spec.apply(&options, value)
                        break
                    }
                    if case .optionalNumber = spec.argument {
                        // `-m3`, `-m 3`, `-m`: the digits after the letter, or a next word of digits.
                        if let d = chars.first, d.isASCII, d.isNumber {
                            try spec.apply(&options, String(chars))
                            break
                        }
                        if chars.isEmpty, i + 1 < arguments.count, spec.takesNext(arguments[i + 1]) {
                            i += 1
                            try spec.apply(&options, arguments[i])
                            break
                        }
                    }
                    try spec.apply(&options, nil)
                }
            } else {
                throw UsageError("unexpected argument '\(arg)' (tick reads items from stdin; see tick --help)")
            }
            i += 1
        }
    }

    /// ` (did you mean --x?)` for a near miss, else empty.
    private static func suggestion(for name: String) -> String {
        let candidates = OptionTable.all.map(\.long).filter { $0.hasPrefix(name) || name.hasPrefix($0) }
        guard let best = candidates.first else { return "" }
        return " (did you mean --\(best)?)"
    }
}
