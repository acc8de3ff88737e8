// fzf's info line turns its spinner from a reload's request until the reload's items land, the
// old list and count shown meanwhile (checked by hand in tmux beside fzf 0.74.5:
// `seq 3 | fzf --bind 'ctrl-r:reload(sleep 1.5; seq 5)'` shows `⠇ 3/3`, then `  5/5`).
import Foundation
import Testing
import TickTestSupport

@Suite("fzf's spinner during a reload (pty)")
struct FzfReloadSpinnerPtyTests {
    @Test("While the reload's command has written nothing, the spinner turns before the old count", arguments: ["reload", "reload-sync"])
    func spinnerUntilItems(action: String) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try PseudoTerminalRun(executable: fzf, arguments: ["--bind", "ctrl-r:\(action)(cat \(fifo))"],
                                        environment: ["NO_COLOR": "1"], stdin: Array("1\n2\n3\n".utf8))
        let info = { (s: VirtualScreen, count: String) in s.lines.first { $0.contains(" \(count) ") } }
        #expect(run.waitForScreen { info($0, "3/3")?.hasPrefix("  3/3") == true }, "\(run.screenText)")
        run.send("\u{12}")
        // The command waits for the fifo: the spinner turns meanwhile, over the old count.
        #expect(run.waitForScreen { s in info(s, "3/3").map { !$0.hasPrefix(" ") && $0.dropFirst(2).hasPrefix("3/3") } == true },
                "\(run.screenText)")
        let writer = try #require(ReloadEndToEndTests.writer(fifo))
        writer.write(Data("a\nb\nc\nd\ne\n".utf8))
        try writer.close()
        #expect(run.waitForScreen { info($0, "5/5")?.hasPrefix("  5/5") == true }, "\(run.screenText)")
        run.send("\u{1B}")
        _ = run.wait()
    }
}
