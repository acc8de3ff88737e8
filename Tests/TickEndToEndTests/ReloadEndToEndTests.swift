// reload and reload-sync under a pseudo-terminal: the command's output replaces the items as it
// streams, ticks stay on the items still there, a newer reload kills the older command, no
// command outlives tick, and fzf's live-grep recipe works with grep.
import Foundation
import Testing
import TickTestSupport

@Suite("Reload")
struct ReloadEndToEndTests {
    static let ctrlR = "\u{12}", ctrlT = "\u{14}"

    /// A temporary directory, removed after `body`.
    static func withDirectory(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "tick-reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    /// The writing end of `fifo` (waits for a reader), close-on-exec: `FileHandle(forWritingAtPath:)`'s
    /// is not, and a child another test started meanwhile would hold the fifo open after we close it.
    static func writer(_ fifo: String) -> FileHandle? {
        let fd = open(fifo, O_WRONLY | O_CLOEXEC)
        return fd < 0 ? nil : FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    @Test("reload on a key: the command's lines replace the items, the query applies to them, and a tick on an item still there stays")
    func onKey() throws {
        let run = try picker(["--bind", "ctrl-r:reload(seq 3 7)"], input: ["1", "2", "3"])
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.down + Keys.down + Keys.tab)  // 3
        run.send(Keys.up + Keys.up + Keys.tab)  // 1
        #expect(run.waitForText("2 ticked"), "\(run.screenText)")
        run.send(Self.ctrlR)
        #expect(run.waitForText("1 ticked row gone with the reload"), "\(run.screenText)")
        run.send(Keys.down)
        #expect(run.waitForCount("5/5"), "\(run.screenText)")
        #expect(run.screenText.contains("1 ticked"), "\(run.screenText)")
        run.send("7")
        #expect(run.waitForCount("1/5"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "3\n")
    }

    @Test("reload on change: each query runs the command again, with {q} quoted")
    func onChange() throws {
        let run = try picker(["--bind", "change:reload:seq 200 | grep -- {q} || true"], input: ["x"])
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        run.send("17")
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("12/12 ") } }, "17, 117 and 170-179, which 17 matches:\n\(run.screenText)")
        run.send(Keys.backspace + "'")  // "1'": grep finds nothing, and says nothing on screen
        #expect(run.waitForCount("0/0"), "\(run.screenText)")
        run.send(Keys.ctrlU + "199")
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "199\n")
    }

    @Test("reload streams: the first lines show while the command still runs; reload-sync keeps the old list until it ends")
    func streamingAndSync() throws {
        try Self.withDirectory { dir in
            for sync in [false, true] {
                let fifo = dir + "/fifo\(sync)"
                #expect(mkfifo(fifo, 0o600) == 0)
                let action = sync ? "reload-sync" : "reload"
                let run = try picker(["--bind", "ctrl-r:\(action)(echo new1; cat \(fifo); echo new3)"], input: ["old"])
                #expect(run.waitForCount("1/1"), "\(run.screenText)")
                run.send(Self.ctrlR)
                if !sync {
                    #expect(run.waitForText("new1"), "\(run.screenText)")
                }
                // The command waits for the fifo until the test writes it.
                let writer = try #require(Self.writer(fifo))
                if sync {
                    // cat has opened the fifo, so new1 is in the pipe: reload shows it within
                    // milliseconds (above), reload-sync must not.
                    #expect(!run.waitForText("new1", timeout: 1), "\(run.screenText)")
                    #expect(run.screenText.contains("old"), "\(run.screenText)")
                }
                writer.write(Data("new2\n".utf8))
                try writer.close()
                #expect(run.waitForCount("3/3"), "\(run.screenText)")
                #expect(!run.screenText.contains("old"))
                run.send(Keys.esc)
                _ = run.finish()
            }
        }
    }

    @Test("disable-search+reload (fzf's test_reload_disabled): the matches shown stay, typing goes on, until the reload's lines come, all listed")
    func disableSearchThenReload() throws {
        try Self.withDirectory { dir in
            let fifo = dir + "/fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let run = try picker(["--query", "99", "--bind", "space:disable-search+reload(cat \(fifo); seq 1000)+change-prompt(off> )"],
                                 input: (1...100).map(String.init))
            #expect(run.waitForCount("1/100"), "\(run.screenText)")
            run.send(" ")
            #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("off> 99") } }, "\(run.screenText)")
            // The reload's command runs meanwhile: the toolbar may say it is loading.
            let oneOfHundred = { (s: VirtualScreen) in s.lines.contains { $0.hasPrefix("1/100 ") } }
            #expect(run.waitForScreen(oneOfHundred), "search off keeps what 99 matched:\n\(run.screenText)")
            run.send(Keys.backspace)
            #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("off> 9") && !$0.hasPrefix("off> 99") } }, "\(run.screenText)")
            #expect(run.waitForScreen(oneOfHundred), "\(run.screenText)")
            // The command waits for the fifo until the test writes it.
            let writer = try #require(Self.writer(fifo))
            try writer.close()
            #expect(run.waitForCount("1000/1000"), "\(run.screenText)")
            // Under the name tick the band stays on its item, which came back (§4).
            run.send(Keys.enter)
            #expect(run.finish().stdoutText == "99\n")
        }
    }

    @Test("A newer reload kills the older command's whole group; leaving kills the running one")
    func killed() throws {
        let run = try picker(["--bind", "ctrl-r:reload(echo first; sleep 3171; echo never)",
                              "--bind", "ctrl-t:reload(echo second; sleep 3172)"], input: ["stdin"])
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        run.send(Self.ctrlR)
        #expect(run.waitForText("first"), "\(run.screenText)")
        #expect(!PreviewTests.processes("sleep 3171", tickOption: "--bind").isEmpty)
        run.send(Self.ctrlT)
        #expect(run.waitForText("second"), "\(run.screenText)")
        #expect(PreviewTests.waitUntilGone("sleep 3171", tickOption: "--bind"), "the first command's sleep is killed")
        #expect(!run.screenText.contains("status"), "a replaced command's end is not reported:\n\(run.screenText)")
        #expect(!PreviewTests.processes("sleep 3172", tickOption: "--bind").isEmpty)
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "second\n")
        #expect(PreviewTests.waitUntilGone("sleep 3172", tickOption: "--bind"), "no command outlives tick")
    }

    @Test("A failing command's status shows in the toolbar, its output kept")
    func failing() throws {
        let run = try picker(["--bind", "ctrl-r:reload(echo partial; exit 3)"], input: ["a"])
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        run.send(Self.ctrlR)
        #expect(run.waitForText("reload: the command ended with status 3"), "\(run.screenText)")
        #expect(run.screenText.contains("partial"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "partial\n")
    }

    @Test("fzf's live grep (ADVANCED.md) with grep: change:reload runs grep for the query, --ansi and -d : apply to its lines, typing filters too")
    func liveGrep() throws {
        try Self.withDirectory { dir in
            let file = dir + "/notes.txt"
            try "alpha one\nbeta two\nalphabet three\ngamma four\n".write(toFile: file, atomically: true, encoding: .utf8)
            let grep = "grep --line-number --color=always -i"
            let initial = ["1:alpha one", "2:beta two", "3:alphabet three", "4:gamma four"]
            let run = try picker(["--ansi", "--delimiter", ":",
                                  "--bind", "change:reload:sleep 0.1; \(grep) -- {q} \(file) || true",
                                  "--preview", "echo line {1}"], input: initial)
            #expect(run.waitForCount("4/4"), "\(run.screenText)")
            run.send("alph")
            #expect(run.waitForCount("2/2"), "grep's two lines, which the query matches too:\n\(run.screenText)")
            run.send(Keys.down)
            #expect(run.waitForText("line 3"), "the preview reads the fields of the reloaded line:\n\(run.screenText)")
            run.send(Keys.enter)
            #expect(run.finish().stdoutText == "3:alphabet three\n")
        }
    }
}
