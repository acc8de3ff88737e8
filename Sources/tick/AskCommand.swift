import TickCore
import TickEngine
import TickTerminal

/// `--ask QUESTION`: a yes/no question instead of the picker (docs/SPEC.md §6). Stdin is not
/// read. Exit 0 for yes, 1 for no, 130 for a cancel; without a terminal (or with `CI`),
/// `--default` answers and says so on stderr, and with no default it is an error (exit 2).
enum AskCommand {
    /// Asks `question` and returns the exit code; `ci` is whether `CI` keeps the terminal out.
    static func run(_ question: String, options: Options, ci: Bool) throws(CommandFailure) -> Int32 {
        if ci { return try answerWithout(reason: NoTerminalCommand.ciReason, options: options) }
        let tty: TerminalDevice
        do throws(TerminalDevice.Failure) {
            tty = try TerminalDevice.choose(options.terminalDevice, persona: options.persona)
        } catch {
            if error.isUsageError { throw CommandFailure(error.message) }
            return try answerWithout(reason: error.message, options: options)
        }
        var state = AskState(question: question, focus: options.askDefault, columns: tty.size().columns, rule: options.widthRule)
        let session = AskSession(tty: tty, theme: PickerController.theme(for: options), mouse: options.mouse)
        switch session.run(&state) {
        case .yes: return ExitCode.accepted
        case .no: return ExitCode.noMatch
        case .cancelled: return ExitCode.cancelled
        }
    }

    /// When no one can be asked (`reason` says why): `--default`'s answer, said on stderr as
    /// `--no-tty=defaults` says what it took.
    private static func answerWithout(reason: String, options: Options) throws(CommandFailure) -> Int32 {
        guard let answer = options.askDefault else {
            throw CommandFailure("--ask needs a terminal to ask, but \(reason); give --default yes or --default no to answer without one")
        }
        say("--ask answered \(answer.rawValue) (--default \(answer.rawValue)) without asking: \(reason)")
        return answer == .yes ? ExitCode.accepted : ExitCode.noMatch
    }
}
