import Glibc
import Testing
@testable import TickEngine
import TickCore

@Suite("Starting a user's command")
struct ChildProcessTests {
    /// Runs `argv` with stdout into a pipe and returns what it wrote and its status.
    func run(_ argv: [String], environment: [String] = []) throws -> (String, Int32) {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let spawned = ChildProcess.spawn(argv.map { Array($0.utf8) }, stdin: .null, stdout: .descriptor(fds[1]), stderr: .null,
                                         environment: environment.map { Array($0.utf8) })
        close(fds[1])
        let pid = try spawned.get()
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        close(fds[0])
        return (String(decoding: out, as: UTF8.self), ChildProcess.wait(pid))
    }

    @Test("The command runs in a process group of its own, and its status comes back")
    func groupAndStatus() throws {
        let (out, status) = try run(["sh", "-c", "ps -o pgid= -p $$; ps -o pid= -p $$; exit 3"])
        let ids = out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(ids.count == 2 && ids[0] == ids[1], "\(ids)")
        #expect(status == 3)
    }

    @Test("Entries given are put over tick's environment; the rest of it is kept")
    func environment() throws {
        // (No setenv here: tests run in parallel and may spawn meanwhile.) PATH is tick's own.
        let path = String(cString: getenv("PATH"))
        let (out, _) = try run(["sh", "-c", "printf '%s|%s|%s' \"$PATH\" \"$FZF_POS\" \"$HOME\""],
                               environment: ["FZF_POS=it's $(x)", "HOME=/elsewhere"])
        #expect(out == "\(path)|it's $(x)|/elsewhere")
    }

    @Test("A program that is not there is one line saying so")
    func missing() {
        let spawned = ChildProcess.spawn([Array("no-such-program-xyz".utf8)], stdin: .null, stdout: .null, stderr: .null)
        guard case .failure(let failure) = spawned else { Issue.record("it started"); return }
        #expect(failure.text.contains("no-such-program-xyz") && !failure.text.contains("\n"))
    }
}
