// tick: the executable. Parses options, runs the filter or the picker, prints the
// result, and is the one place that exits (codes of docs/SPEC.md §5).
import Glibc
import TickCore
import TickEngine
import TickTerminal

/// Exit codes of docs/SPEC.md §5.
enum ExitCode {
    static let accepted: Int32 = 0
    static let noMatch: Int32 = 1
    static let error: Int32 = 2
    static let cancelled: Int32 = 130
}

func fail(_ message: String, code: Int32 = ExitCode.error) -> Never {
    say(message)
    exit(code)
}

// The guardian that ends what tick started when tick dies (ProcessGuardian): tick run again,
// with a hidden argument and a socket on stdin.
if GuardianProcess.isRequested(CommandLine.arguments) { GuardianProcess.run() }
// Started at the first command tick runs, if any.
ProcessGuardian.shared.arm(argv0: CommandLine.arguments.first ?? "tick")
// Inside a --tmux popup: end when the tick that opened it ends.
PopupLifeline.watch()

// A closed stdout (`| head -1`) and a write past the file-size limit (`ulimit -f`) are errors
// that the writes report (EPIPE, EFBIG), not signals that kill tick halfway through a save.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
// Keystrokes allocate and free megabytes: the allocator keeps them for the next one.
Host.keepFreedMemory()

// The arguments as given, bytes that are not UTF-8 kept (`RawText`): a command template reaches
// the command exactly.
let arguments = (0..<Int(CommandLine.argc)).map { i in
    CommandLine.unsafeArgv[i].map { RawText.text(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) } ?? ""
}

// The lists the completions and docs carry, for Scripts/generate-lists.py (not in --help).
if arguments.count == 3, arguments[1] == "--generated-list" {
    guard var text = GeneratedLists.text(arguments[2]) else { fail("no generated list '\(arguments[2])'") }
    text.withUTF8 { _ = Descriptor.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}

// Run as `fzf` (a link), tick takes fzf's defaults and environment (docs/SPEC.md §10).
let commandName = CommandName(argv0: arguments.first ?? "tick")

var parsedOptions: Options
do {
    let sources = try DefaultOptions.sources(for: commandName)
    parsedOptions = try OptionParser.parse(Array(arguments.dropFirst()), sources: sources,
                                           from: commandName.defaultOptions)
} catch let error as CommandFailure {
    fail(error.message)
} catch let error as UsageError {
    fail(error.message)
} catch {
    fail("\(error)")
}

if parsedOptions.help {
    var text = HelpText.text
    text.withUTF8 { _ = Descriptor.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}
if let shell = parsedOptions.shellScript {
    var text = ShellScripts.script(for: shell, tickPath: Host.executablePath() ?? "tick")
    text.withUTF8 { _ = Descriptor.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}
if parsedOptions.version {
    var text = (commandName == .fzf ? Version.fzfLine(commit: buildCommit) : Version.line(commit: buildCommit)) + "\n"
    text.withUTF8 { _ = Descriptor.writeAll(1, UnsafeRawBufferPointer($0)) }
    exit(ExitCode.accepted)
}

/// Whether the environment says this is a CI job: `CI` set, and not to `false` or `0`.
func runsInCI() -> Bool {
    guard let value = Host.environment("CI") else { return false }
    return !["", "0", "false", "FALSE", "False"].contains(value)
}

// --ask: a yes/no question; stdin is not read (nor walked, when it is a terminal).
if let question = parsedOptions.ask {
    do { exit(try AskCommand.run(question, options: parsedOptions, ci: runsInCI() && !parsedOptions.ignoreCI)) } catch { fail(error.message) }
}

// --tmux/--popup inside tmux: the picker runs again in a tmux popup.
if let popup = parsedOptions.popup, parsedOptions.filter == nil, !(Host.environment("TMUX") ?? "").isEmpty {
    if TmuxPopupCommand.hasClient() {
        exit(TmuxPopupCommand.run(popup, options: parsedOptions))
    }
    warn("--tmux: no tmux client is attached to this session to show a popup in; drawing inline")
}

// With stdin a terminal there is no list to read: as fzf, FZF_DEFAULT_COMMAND's output takes
// stdin's place when it is set; else the files below the current directory (`--walker`) are
// walked into a pipe that does, each path ended by NUL (that stream's separator alone: a
// reload's output is read by lines unless --read0 says otherwise).
if isatty(0) != 0 {
    if commandName == .fzf, let command = Host.environment("FZF_DEFAULT_COMMAND"), !command.isEmpty {
        let shell = CommandShell(withShell: parsedOptions.withShell, environment: Host.environment)
        do { try InputCommand.replaceStandardInput(command: command, shell: shell) } catch { fail(error.message) }
    } else {
        do { try FileWalker.replaceStandardInput(parsedOptions.walker) } catch { fail(error.message) }
        parsedOptions.walkedInput = true
    }
    // The list is file paths: fzf ranks them with the path scheme unless told otherwise.
    if !parsedOptions.schemeGiven && parsedOptions.tiebreaks == nil { parsedOptions.scheme = .path }
}
// fzf's --history: its file is read (made, empty, when missing) before anything runs, as fzf
// reads it with the options.
if let path = parsedOptions.historyFile {
    do { parsedOptions.queryHistory = try QueryHistoryFile.load(path: path, limit: parsedOptions.historySize) } catch { fail(error.message) }
}
let options = parsedOptions

/// Runs the command the options ask for and returns its exit code.
func runCommand() throws(CommandFailure) -> Int32 {
    if let filterQuery = options.filter {
        return try FilterCommand.run(options: options, query: filterQuery)
    }
    let setup = PickSetup(options: options)
    // A CI job can have a terminal (docker -t, script) but no one at it.
    if runsInCI() && !options.ignoreCI {
        return try NoTerminalCommand.run(setup, reason: NoTerminalCommand.ciReason)
    }
    let tty: TerminalDevice
    do {
        tty = try TerminalDevice.choose(options.terminalDevice, persona: options.persona)
    } catch {
        if error.isUsageError { throw CommandFailure(error.message) }
        return try NoTerminalCommand.run(setup, reason: error.message)
    }
    if options.lineMode || Host.environment("TERM") == "dumb" {
        return try LineModeCommand.run(setup, tty: tty)
    }
    return try PickerCommand.run(setup, tty: tty)
}

do {
    exit(try runCommand())
} catch {
    fail(error.message)
}
