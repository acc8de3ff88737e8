// tick: the executable. Parses options, runs the filter (or, later, the picker), prints the
// result, and is the one place that exits (codes of SPEC §5).
import TickCore
import TickTerminal

/// Exit codes of SPEC §5.
enum ExitCode {
    static let accepted: Int32 = 0
    static let noMatch: Int32 = 1
    static let error: Int32 = 2
    static let cancelled: Int32 = 130
}

func fail(_ message: String, code: Int32 = ExitCode.error) -> Never {
    Platform.printError("tick: \(message)\n")
    exit(code)
}

signal(SIGPIPE, SIG_IGN)

let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()),
                                     defaults: Platform.environment("TICK_DEFAULT_OPTS"))
} catch {
    fail(error.message)
}

if options.help {
    var text = HelpText.text
    text.withUTF8 { _ = Platform.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}
if options.version {
    var text = "tick \(HelpText.version)\n"
    text.withUTF8 { _ = Platform.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}

guard let filterQuery = options.filter else {
    fail("the interactive picker is not yet supported in this build; use --filter QUERY to print matches without it")
}
if options.ansi {
    fail("--ansi is not yet supported")
}

exit(FilterCommand.run(options: options, query: filterQuery))
