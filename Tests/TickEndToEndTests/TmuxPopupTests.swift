// --tmux inside tmux: the picker opens in a tmux popup, as fzf's does, and stdin, stdout, the
// environment (byte for byte) and the exit status pass through; the temporary files are removed,
// by the popup's side too, so that a caller killed leaves none. A private tmux server (its own
// socket) holds a session running the shell, and a second session is its client (a popup needs
// one), whose screen shows the popup and takes the keys.
import Foundation
import Testing
import TickTestSupport

private struct TmuxServer {
    let socket = "tick-popup-test-\(UUID().uuidString.prefix(8))"

    @discardableResult
    func tmux(_ args: [String]) -> RunResult {
        run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null"] + args, environment: ["TMUX": ""], timeout: 20)
    }

    func screen(_ session: String) -> String { tmux(["capture-pane", "-p", "-t", session]).stdoutText }

    /// Polls `session`'s screen until `predicate` holds (or 10 s pass).
    func waitFor(_ session: String, _ predicate: (String) -> Bool) -> Bool {
        Polling.until { predicate(screen(session)) }
    }

    /// Starts the sessions: `inner` runs `sh`, `outer` is its client (whose screen shows popups).
    func start() -> Bool {
        tmux(["new-session", "-d", "-s", "inner", "-x", "100", "-y", "30", "sh"]).status == 0
            && tmux(["new-session", "-d", "-s", "outer", "-x", "100", "-y", "30", "TMUX= tmux -L \(socket) attach -t inner"]).status == 0
            && waitFor("outer") { _ in tmux(["list-clients"]).stdoutText.contains("inner") }
    }
}

/// Runs `body` with a started server, a fresh work directory and its `tmp` subdirectory
/// (tick's TMPDIR there); the server is killed and the directory removed afterwards.
private func withPopupServer(_ body: (TmuxServer, _ work: URL, _ temp: URL) throws -> Void) throws {
    let server = TmuxServer()
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("tick-popup-\(UUID().uuidString)")
    let temp = work.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    defer {
        server.tmux(["kill-server"])
        try? FileManager.default.removeItem(at: work)
    }
    #expect(server.start())
    try body(server, work, temp)
}

@Suite("--tmux: a tmux popup inside tmux")
struct TmuxPopupTests {
    @Test("Inside tmux, --tmux opens the picker in a popup; the pick, the exit status and stdin pass through; the files go")
    func popup() throws {
        try withPopupServer { server, work, temp in
            let out = work.appendingPathComponent("out").path, rc = work.appendingPathComponent("rc").path
            let command = "printf 'apple\\nbanana\\ncherry\\n' | TMPDIR='\(temp.path)' '\(Programs.tick)' --tmux 60%,50% --header PO'PUP' > '\(out)'; echo $? > '\(rc)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            // The popup (drawn over the client's screen) shows the picker with the three items.
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("3/3") && $0.contains("│") },
                    "\(server.screen("outer"))")
            server.tmux(["send-keys", "-t", "outer", "ban"])
            #expect(server.waitFor("outer") { $0.contains("1/3") })
            server.tmux(["send-keys", "-t", "outer", "Enter"])
            #expect(server.waitFor("inner") { _ in FileManager.default.fileExists(atPath: rc) && ((try? String(contentsOfFile: rc, encoding: .utf8)) ?? "").hasSuffix("\n") })
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "banana\n")
            #expect((try? String(contentsOfFile: rc, encoding: .utf8)) == "0\n")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: temp.path)) == [], "temporary files left")
            #expect(!server.screen("outer").contains("POPUP"))

            // Esc: exit 130, nothing printed.
            server.tmux(["send-keys", "-t", "inner", "clear; " + command, "Enter"])
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("3/3") })
            try? FileManager.default.removeItem(atPath: rc)
            server.tmux(["send-keys", "-t", "outer", "Escape"])
            #expect(server.waitFor("inner") { _ in ((try? String(contentsOfFile: rc, encoding: .utf8)) ?? "").hasSuffix("\n") })
            #expect((try? String(contentsOfFile: rc, encoding: .utf8)) == "130\n")
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: temp.path)) == [])
        }
    }

    @Test("A variable holding bytes that are not UTF-8 reaches a command run inside the popup exactly")
    func environmentBytes() throws {
        try withPopupServer { server, work, temp in
            let seen = work.appendingPathComponent("seen").path, rc = work.appendingPathComponent("rc").path
            // The popup's tick runs a command at start that writes the variable, then ends.
            let command = "printf 'apple\\n' | TICK_RAW=\"$(printf 'a\\377b\\376\\300\\257c')\" TMPDIR='\(temp.path)' '\(Programs.tick)' --tmux "
                + "--bind 'start:execute-silent(printf %s \"$TICK_RAW\" > \(seen))+abort'; echo $? > '\(rc)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            #expect(Polling.until { ((try? String(contentsOfFile: rc, encoding: .utf8)) ?? "").hasSuffix("\n") }, "\(server.screen("inner"))")
            #expect((try? String(contentsOfFile: rc, encoding: .utf8)) == "130\n")
            #expect(FileManager.default.contents(atPath: seen).map { [UInt8]($0) } == [0x61, 0xFF, 0x62, 0xFE, 0xC0, 0xAF, 0x63])
            #expect((try? FileManager.default.contentsOfDirectory(atPath: temp.path)) == [], "temporary files left")
        }
    }

    @Test("A caller killed with SIGKILL leaves no private directory: the popup's side removes it, and the popup ends with it")
    func callerKilled() throws {
        try withPopupServer { server, work, temp in
            let pidFile = work.appendingPathComponent("pid").path
            let command = "printf 'apple\\nbanana\\n' | TMPDIR='\(temp.path)' '\(Programs.tick)' --tmux --header PO'PUP' & echo $! > '\(pidFile)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("2/2") }, "\(server.screen("outer"))")
            let pid = try #require(pid_t(((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(kill(pid, SIGKILL) == 0)
            // Nothing of the caller's is left, and the popup's tick ends with its caller (its lifeline).
            #expect(Polling.until { (try? FileManager.default.contentsOfDirectory(atPath: temp.path)) == [] },
                    "left: \((try? FileManager.default.subpathsOfDirectory(atPath: temp.path)) ?? [])")
            #expect(server.waitFor("outer") { !$0.contains("POPUP") }, "the popup stayed: \(server.screen("outer"))")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: temp.path)) == [])
        }
    }

    @Test("--force-tty-in takes a piped stdin as a terminal: the popup's picker lists the files, as fzf's (Neovim's system())")
    func forceTerminalInput() throws {
        try withPopupServer { server, work, temp in
            let files = work.appendingPathComponent("files")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            try "".write(to: files.appendingPathComponent("walked-file"), atomically: true, encoding: .utf8)
            let out = work.appendingPathComponent("out").path, rc = work.appendingPathComponent("rc").path
            let command = "cd '\(files.path)' && printf 'piped\\n' | TMPDIR='\(temp.path)' '\(Programs.tick)' --tmux --force-tty-in --header PO'PUP' > '\(out)'; echo $? > '\(rc)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("walked-file") && $0.contains("1/1") },
                    "\(server.screen("outer"))")
            server.tmux(["send-keys", "-t", "outer", "Enter"])
            #expect(server.waitFor("inner") { _ in ((try? String(contentsOfFile: rc, encoding: .utf8)) ?? "").hasSuffix("\n") })
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "walked-file\n")
            #expect((try? String(contentsOfFile: rc, encoding: .utf8)) == "0\n")
        }
    }

    @Test("A device --tty-default chose is the inline picker's: the popup's picker draws in the popup")
    func deviceInPopup() throws {
        try withPopupServer { server, work, temp in
            let out = work.appendingPathComponent("out").path, rc = work.appendingPathComponent("rc").path
            let command = "printf 'apple\\nbanana\\n' | TMPDIR='\(temp.path)' '\(Programs.tick)' --tmux --tty-default /nonexistent/tty --header PO'PUP' > '\(out)'; echo $? > '\(rc)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("2/2") }, "\(server.screen("outer"))")
            server.tmux(["send-keys", "-t", "outer", "Enter"])
            #expect(server.waitFor("inner") { _ in ((try? String(contentsOfFile: rc, encoding: .utf8)) ?? "").hasSuffix("\n") })
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "apple\n")
            #expect((try? String(contentsOfFile: rc, encoding: .utf8)) == "0\n")
        }
    }

    @Test("Outside tmux, --tmux is inline: tick runs as without it")
    func outsideTmux() {
        let r = runTick(["--tmux", "80%", "-f", "an"], stdin: lines(["apple", "banana"]), env: ["TMUX": ""])
        #expect(r.status == 0 && r.stdoutText == "banana\n", "\(r.stderr)")
    }

    @Test("A popup value fzf does not take is an error naming its grammar")
    func badValue() {
        let r = runTick(["--tmux=middle,80%", "-f", ""], stdin: lines(["a"]))
        #expect(r.status == 2 && r.stderr.contains("[center|top|bottom|left|right]"), "\(r.stderr)")
    }

    @Test("kill -9 of the tick that opened the popup ends the popup's tick and its preview, and the popup closes")
    func callerKilledEndsThePopup() throws {
        try withPopupServer { server, work, temp in
            let file = { (name: String) in work.appendingPathComponent(name) }
            // The preview (read by the command shell, whose parent is the popup's tick) records
            // that tick, its shell and a grandchild.
            let preview = "echo $PPID > \(file("popup").path); echo $$ >> \(file("preview").path); "
                + "sh -c 'echo $$ >> \(file("preview").path); exec sleep 300' | cat\n"
            try preview.write(to: file("preview.sh"), atomically: true, encoding: .utf8)
            let command = "printf 'apple\\nbanana\\n' | TMPDIR='\(temp.path)' sh -c 'echo $$ > \(file("caller").path); exec \"$0\" \"$@\"' '\(Programs.tick)' "
                + "--tmux 60%,50% --header PO'PUP' --preview '. \(file("preview.sh").path)'"
            server.tmux(["send-keys", "-t", "inner", command, "Enter"])
            #expect(server.waitFor("outer") { $0.contains("POPUP") && $0.contains("2/2") }, "\(server.screen("outer"))")
            let caller = try #require(pid(in: file("caller")))
            let popupTick = try #require(pid(in: file("popup")))
            #expect(server.waitFor("outer") { _ in
                ((try? String(contentsOf: file("preview"), encoding: .utf8)) ?? "").split(separator: "\n").count >= 2
            })
            let previews = ((try? String(contentsOf: file("preview"), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
            kill(caller, SIGKILL)
            #expect(hasEnded(caller))
            #expect(hasEnded(popupTick), "the popup's tick \(popupTick) outlived the tick that opened it")
            for p in previews { #expect(hasEnded(p), "the popup's preview process \(p) outlived tick") }
            #expect(server.waitFor("outer") { !$0.contains("POPUP") }, "the popup stayed open: \(server.screen("outer"))")
        }
    }

    @Test("Inside tmux with no client attached, --tmux says so in one line and draws inline")
    func noClient() throws {
        let server = TmuxServer()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tick-popup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer {
            server.tmux(["kill-server"])
            try? FileManager.default.removeItem(at: work)
        }
        #expect(server.tmux(["new-session", "-d", "-s", "lone", "-x", "100", "-y", "30", "sh"]).status == 0)
        let err = work.appendingPathComponent("err").path, out = work.appendingPathComponent("out").path
        let command = "printf 'apple\\nbanana\\n' | '\(Programs.tick)' --tmux 60% --header IN'LINE' > '\(out)' 2> '\(err)'; echo rc=$?"
        server.tmux(["send-keys", "-t", "lone", command, "Enter"])
        #expect(server.waitFor("lone") { $0.contains("INLINE") && $0.contains("2/2") }, "\(server.screen("lone"))")
        server.tmux(["send-keys", "-t", "lone", "Enter"])
        #expect(server.waitFor("lone") { $0.contains("rc=0") }, "\(server.screen("lone"))")
        #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "apple\n")
        #expect((try? String(contentsOfFile: err, encoding: .utf8))
                == "tick: warning: --tmux: no tmux client is attached to this session to show a popup in; drawing inline\n")
    }
}
