/// Random command lines for fuzzing an option parser, built from its options' names.
///
/// Both test targets use it: the core tests with tick's option table, the end-to-end tests
/// with the options `tick --help` lists, so options added later are fuzzed without a change.
public enum FuzzCommandLine {
    /// One option as the generator needs it.
    public struct Option: Sendable {
        /// The long name, without `--`.
        public var long: String
        /// The short name with its sign (`-q`, `+i`), if any.
        public var short: String?
        /// Whether it takes a value (`--opt VALUE`); optional values are only given with `=`.
        public var takesValue: Bool

        public init(long: String, short: String?, takesValue: Bool) {
            self.long = long
            self.short = short
            self.takesValue = takesValue
        }
    }

    /// Values an option may be given: good ones, bad ones, ones that look like options, and
    /// text no option expects.
    public static let values = [
        "", "0", "1", "3", "-1", "+2", "1000", "1001", "2147483647", "99999999999999999999", "1e3", "0x10", " 4",
        "1..2", "2..", "..-1", "1,3", "1..2..3", ",", "default", "path", "history", "wheel", "list", "reverse",
        "input", "selection", "error", "defaults", "length,begin", "end,end", "index,chunk,pathname", "nope",
        "ctrl-a:accept", "enter:toggle+down,alt-x:abort", "ctrl-:x", "f13:accept", "ctrl-x,alt-y", "tab", "x:",
        "name", "../x", ".", "a/b", "é", "日本", "😀", "\t", "a\nb", "--query", "-q", "=", "a=b", "\u{7}",
    ]

    /// Arguments that are no option at all.
    public static let junk = ["--", "-", "---", "--=", "++", "+", "-Z", "+Z", "x", "—query", "--Query", "-é", "--no-", ""]

    /// Up to five random options: mostly well formed (`--name value`, `--name=value`, `-x`,
    /// `-xVALUE`), sometimes a value left out, a bundle of short flags, a near miss of a name,
    /// junk, or a stray value.
    public static func random(_ options: [Option], _ r: inout SeededRandom) -> [String] {
        var args: [String] = []
        for _ in 0..<r.int(0...5) {
            let option = r.pick(options)
            let roll = r.int(0..<20)
            if roll < 10 { // --name [value]
                args.append("--" + option.long)
                if !option.takesValue && !r.oneIn(8) { continue }
                if r.oneIn(10) { continue }  // a value left out
                args.append(r.pick(values))
            } else if roll < 12 { // --name=value
                args.append("--" + option.long + "=" + r.pick(values))
            } else if roll < 16 { // -x or +x, maybe with the value attached
                guard let short = option.short else { continue }
                args.append(short + (r.oneIn(3) ? r.pick(values) : ""))
                if option.takesValue && r.oneIn(2) { args.append(r.pick(values)) }
            } else if roll < 17 { // a bundle of short options
                let shorts = options.compactMap { $0.short?.hasPrefix("-") == true ? $0.short?.dropFirst() : nil }
                args.append("-" + (0..<r.int(1...4)).map { _ in String(r.pick(shorts)) }.joined())
            } else if roll < 18 { // a near miss: cut short, or one letter off
                var name = Array(option.long)
                if r.oneIn(2) { name = Array(name.prefix(r.int(1...name.count))) } else { name[r.int(0..<name.count)] = "z" }
                args.append("--" + String(name))
            } else if roll < 19 {
                args.append(r.pick(junk))
            } else { // a value where an option should be
                args.append(r.pick(values))
            }
        }
        return args
    }

    /// `TICK_DEFAULT_OPTS` now and then: none, or shell words good and bad.
    public static func randomDefaults(_ r: inout SeededRandom) -> String? {
        r.oneIn(4) ? r.pick(["--exact", "-e -q 'a b'", "--height=3 \"--prompt=> \"", "'unclosed", "--nth 0", "-q \\",
                             "--bogus", ""]) : nil
    }
}
