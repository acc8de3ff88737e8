/// The text of `tick --help`: every option, grouped, with its default and choices.
public enum HelpText {
    public static var text: String {
        var s = """
        usage: producer | tick [OPTIONS] | consumer

        Pick several rows out of a list: tick reads items on stdin, lets you tick rows with the
        mouse or keys while typing filters them, and prints the ticked rows on stdout.

        """
        let width = OptionTable.all.map { $0.synopsis.count }.max() ?? 0
        for group in OptionSpec.Group.allCases {
            s += "\n\(group.rawValue):\n"
            for spec in OptionTable.all where spec.group == group {
                s += "  " + spec.synopsis + String(repeating: " ", count: width - spec.synopsis.count + 2) + spec.helpLine + "\n"
            }
        }
        s += """

        Actions for --bind: \(ActionTable.spellings.joined(separator: ", ")).

        Query syntax: blank-separated terms must all match; 'a | b' matches either; 'term exact,
        'term' exact at word boundaries, ^term prefix, term$ suffix, !term excludes, '\\ ' a blank.

        Environment: TICK_DEFAULT_OPTS (options read before the command line), NO_COLOR.
        Exit codes: 0 accepted, 1 no match, 2 error, 130 cancelled.

        """
        return s
    }
}
