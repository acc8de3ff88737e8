import Testing
@testable import TickCore

// --tty-default and --no-tty-default (docs/SPEC.md §6): which terminal device the picker opens,
// and in what order fzf's fallbacks are tried under each name.

@Suite("The terminal device options")
struct TerminalDeviceChoiceTests {
    private func parse(_ arguments: [String], as name: CommandName = .tick) throws -> Options {
        try OptionParser.parse(arguments, sources: [], from: name.defaultOptions)
    }

    @Test("--tty-default DEV names the device, --no-tty-default (and --tty-default '') asks for stderr's; the last one given wins")
    func parsing() throws {
        for name in [CommandName.tick, .fzf] {
            #expect(try parse([], as: name).terminalDevice == .controlling)
            #expect(try parse(["--tty-default", "/dev/pts/7"], as: name).terminalDevice == .named("/dev/pts/7"))
            #expect(try parse(["--tty-default=/dev/ttyS0"], as: name).terminalDevice == .named("/dev/ttyS0"))
            #expect(try parse(["--no-tty-default"], as: name).terminalDevice == .standardError)
            #expect(try parse(["--tty-default", ""], as: name).terminalDevice == .standardError)
            #expect(try parse(["--no-tty-default", "--tty-default", "/dev/pts/7"], as: name).terminalDevice == .named("/dev/pts/7"))
            #expect(try parse(["--tty-default", "/dev/pts/7", "--no-tty-default"], as: name).terminalDevice == .standardError)
        }
        #expect(throws: UsageError.self) { try parse(["--tty-default"]) }
    }

    @Test("--force-tty-in takes stdin as a terminal for --tmux, --no-force-tty-in undoes it; --no-winpty is taken, as fzf takes it off Windows")
    func forceTerminalInput() throws {
        for name in [CommandName.tick, .fzf] {
            #expect(try !parse([], as: name).forceTerminalInput)
            #expect(try parse(["--force-tty-in"], as: name).forceTerminalInput)
            #expect(try !parse(["--force-tty-in", "--no-force-tty-in"], as: name).forceTerminalInput)
            #expect(try parse(["--no-winpty", "-q", "x"], as: name).query == "x")
        }
        #expect(throws: UsageError.self) { try parse(["--force-tty-in=yes"]) }
    }

    @Test("Under the name fzf, fzf's order of devices; under tick, a named device alone and /dev/tty alone by default")
    func candidates() {
        let tty = TerminalDeviceChoice.Candidate.path("/dev/tty"), pts = TerminalDeviceChoice.Candidate.path("/dev/pts/7")
        #expect(TerminalDeviceChoice.controlling.candidates(persona: .fzf) == [tty, .standardError])
        #expect(TerminalDeviceChoice.named("/dev/pts/7").candidates(persona: .fzf) == [pts, .standardError, tty])
        #expect(TerminalDeviceChoice.named("/dev/tty").candidates(persona: .fzf) == [tty, .standardError])
        #expect(TerminalDeviceChoice.standardError.candidates(persona: .fzf) == [.standardError, tty])
        #expect(TerminalDeviceChoice.controlling.candidates(persona: .tick) == [tty])
        #expect(TerminalDeviceChoice.named("/dev/pts/7").candidates(persona: .tick) == [pts])
        #expect(TerminalDeviceChoice.named("/dev/tty").candidates(persona: .tick) == [tty])
        #expect(TerminalDeviceChoice.standardError.candidates(persona: .tick) == [.standardError, tty])
    }

    @Test("Only a device named under the name tick makes a failure the options' error; otherwise it is no terminal")
    func usageError() {
        #expect(TerminalDeviceChoice.named("/x").failureIsUsageError(persona: .tick))
        #expect(!TerminalDeviceChoice.named("/x").failureIsUsageError(persona: .fzf))
        for choice in [TerminalDeviceChoice.controlling, .standardError] {
            #expect(!choice.failureIsUsageError(persona: .tick) && !choice.failureIsUsageError(persona: .fzf))
        }
    }
}
