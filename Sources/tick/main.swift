// tick: the executable. Parses options, runs the filter or the picker, prints the
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

if options.ansi {
    fail("--ansi is not yet supported")
}
if let filterQuery = options.filter {
    exit(FilterCommand.run(options: options, query: filterQuery))
}
if options.remember != nil {
    fail("--remember is not yet supported in this build")
}
if options.lineMode || Platform.environment("TERM") == "dumb" {
    fail("line mode (--line-mode, or TERM=dumb) is not yet supported in this build; use --filter QUERY")
}
if isatty(0) != 0 {
    fail("no input: tick picks from a list read on stdin (for example: ls | tick)")
}

let tty: TerminalDevice
do {
    tty = try TerminalDevice()
} catch {
    if options.noTTY == .defaults { exit(DefaultsCommand.run(options: options)) }
    fail("the picker needs a terminal, but \(error.message); use --filter QUERY to print the matches without one, or --no-tty=defaults to print the preselected items")
}
exit(PickerCommand.run(options: options, tty: tty))
