import Foundation
import Testing
import TickTestSupport

/// Starts `/bin/sh -c script` under a pseudo-terminal.
private func shell(_ script: String, rows: Int = 24, columns: Int = 80, stdin: [UInt8]? = [], prefill: String = "",
                   environment: [String: String] = [:]) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", script], environment: environment,
                          rows: rows, columns: columns, stdin: stdin, prefill: Array(prefill.utf8))
}

@Suite("Pseudo-terminal runner")
struct PseudoTerminalRunTests {
    @Test("The program can open /dev/tty, draws on the screen and reads typed keys")
    func controllingTerminal() throws {
        let run = try shell("printf hello > /dev/tty; read x < /dev/tty; printf '[%s]' \"$x\" > /dev/tty")
        #expect(run.waitForText("hello"))
        run.send("abc\r")
        #expect(run.waitForText("[abc]"))
        let result = run.wait()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!result.timedOut)
        // The line discipline echoed the keys and turned Enter into a new line.
        #expect(run.screen.lines.prefix(2) == ["helloabc", "[abc]"])
        #expect(result.stdout.isEmpty)
    }

    @Test("The terminal has the size given, and TERM is xterm-256color unless set")
    func sizeAndEnvironment() throws {
        let run = try shell("stty size < /dev/tty > /dev/tty; printf '%s|%s' \"$TERM\" \"$EXTRA\"",
                            rows: 30, columns: 100, environment: ["EXTRA": "yes"])
        let result = run.wait()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(run.screen.lines[0] == "30 100")
        #expect(result.stdoutText == "xterm-256color|yes")
    }

    @Test("A cursor position request is answered with the cursor placed by the prefill")
    func cursorPositionReport() throws {
        let script = """
            saved=$(stty -g < /dev/tty); stty raw -echo < /dev/tty
            printf '\\033[6n' > /dev/tty; dd bs=1 count=7 < /dev/tty 2>/dev/null
            stty "$saved" < /dev/tty
            """
        let run = try shell(script, prefill: String(repeating: "\r\n", count: 20) + "abc")
        let result = run.wait()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == Array("\u{1B}[21;4R".utf8))
        #expect(run.terminalSettingsRestored())
    }

    @Test("Input written later reaches the program in order, and closing it ends the input")
    func streamingInput() throws {
        let run = try shell("while read l; do printf '<%s>' \"$l\" > /dev/tty; done; printf end > /dev/tty", stdin: nil)
        run.writeInput(Array("a\n".utf8))
        #expect(run.waitForText("<a>"))
        #expect(!run.hasExited)
        run.writeInput(Array("b\n".utf8))
        #expect(run.waitForText("<a><b>"))
        run.closeInput()
        #expect(run.waitForText("<a><b>end"))
        #expect(run.wait().status == 0)
    }

    @Test("stdin given up front is piped in whole; stdout, stderr and the exit code are captured")
    func capturedOutput() throws {
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "cat; echo oops >&2; exit 3"],
                                        stdin: Array("one\ntwo\n".utf8))
        let result = run.wait()
        #expect(result.status == 3)
        #expect(result.stdoutText == "one\ntwo\n")
        #expect(result.stderr == "oops\n")
        #expect(run.screen.lines.allSatisfy { $0.isEmpty })
    }

    @Test("Resizing changes the size the program sees and sends it SIGWINCH")
    func resizing() throws {
        let run = try shell("""
            trap 'printf W > /dev/tty' WINCH
            printf ready > /dev/tty; read x < /dev/tty; stty size < /dev/tty > /dev/tty
            """)
        #expect(run.waitForText("ready"))
        run.resize(rows: 10, columns: 40)
        run.send("\r")
        #expect(run.wait().status == 0)
        #expect(run.screen.rows == 10 && run.screen.columns == 40)
        // The trap may run before or after stty prints.
        #expect(run.screenText.contains("10 40"), "\(run.screen.lines)")
        #expect(run.screenText.contains("W"), "\(run.screen.lines)")
    }

    @Test("The terminal-settings check catches a program that leaves raw mode on")
    func terminalSettings() throws {
        let raw = try shell("stty raw < /dev/tty")
        #expect(raw.wait().status == 0)
        #expect(!raw.terminalSettingsRestored())
        #expect(raw.terminalSettingsBefore.isCanonical)
        #expect(raw.terminalSettingsAfter?.isCanonical == false)

        let polite = try shell("printf x > /dev/tty")
        #expect(polite.wait().status == 0)
        #expect(polite.terminalSettingsRestored())
    }

    @Test("A program still running at the time limit is killed; signals reach it")
    func timeoutAndSignals() throws {
        let slow = try shell("sleep 30")
        let result = slow.wait(timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGKILL)

        let waiting = try shell("printf ready > /dev/tty; sleep 30")
        #expect(waiting.waitForText("ready"))
        waiting.signal(SIGTERM)
        let terminated = waiting.wait()
        #expect(!terminated.timedOut)
        #expect(terminated.status == 128 + SIGTERM)
    }
}
