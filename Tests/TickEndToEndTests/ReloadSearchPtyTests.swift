// A search while a reload runs, under the name fzf beside the real fzf: it searches what the
// reload has read so far (fzf's test_reload_disabled_case1 and _case3).
import Foundation
import Testing
import TickTestSupport

@Suite struct ReloadSearchPtyTests {
    /// The match count on fzf's info line (`  1/100`, `⠹ 0/100 ──`), nil when none shows.
    static func matchCount(_ screen: VirtualScreen) -> Int? {
        for line in screen.lines {
            let scalars = Array(line.unicodeScalars)
            guard scalars.count > 2, scalars[1] == " " else { continue }
            let rest = String(String.UnicodeScalarView(scalars[2...]))
            let count = rest.prefix { $0 != " " }
            let parts = count.split(separator: "/")
            if parts.count == 2, let n = Int(parts[0]), Int(parts[1]) != nil { return n }
        }
        return nil
    }

    /// Whether the file at `path` exists, waiting up to 10 s for it.
    static func waitForFile(_ path: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Writes `text` to the FIFO at `path` once its reader has it open (within 10 s), then
    /// closes it; whether it could.
    static func write(_ text: String, to path: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var fd: Int32 = -1
        while fd < 0 && Date() < deadline {
            fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd < 0 { usleep(10_000) }
        }
        guard fd >= 0 else { return false }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, 0)
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    /// `seq 100 | fzf --query 99` with `space` bound to `disable-search+reload(touch STARTED; cat FIFO)` (and
    /// `+backward-delete-char` with `deleting`): Space keeps the one match (the reload has read
    /// nothing), Backspace then searches the reload's items so far, none (0 matches), and the
    /// reload's 1000 lines, once written, all match. Checked by hand with fzf 0.74.5 in tmux.
    @Test(arguments: [false, true])
    func searchDuringReload(deleting: Bool) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        var programs = [("tick as fzf", fzf)]
        if let real = Programs.fzf { programs.append(("fzf", real)) }
        for (name, program) in programs {
            let fifo = directory.appendingPathComponent("fifo-\(name.count)").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let started = fifo + ".started"
            let bind = "space:disable-search+reload(touch \(started); cat \(fifo))" + (deleting ? "+backward-delete-char" : "")
            let run = try PseudoTerminalRun(executable: program, arguments: ["--query", "99", "--bind", bind],
                                            environment: ["NO_COLOR": "1"], rows: 24, columns: 80,
                                            stdin: Array((1...100).map { "\($0)\n" }.joined().utf8))
            #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("  1/100") } }, "\(name)\n\(run.screenText)")
            run.send(" ")
            // The reload runs (it says so in a file), and the one match stays.
            #expect(Self.waitForFile(started), "\(name): the reload did not start")
            #expect(run.waitForScreen { Self.matchCount($0) == 1 }, "\(name)\n\(run.screenText)")
            run.send(Keys.backspace)
            #expect(run.waitForScreen { Self.matchCount($0) == 0 }, "\(name): the reload's items so far, none\n\(run.screenText)")
            #expect(Self.write((1...1000).map { "\($0)\n" }.joined(), to: fifo), "\(name): the reload does not read")
            #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("  1000/1000") } }, "\(name)\n\(run.screenText)")
            run.send(Keys.esc)
            #expect(!run.wait(timeout: 10).timedOut, "\(name) did not exit")
        }
    }
}
