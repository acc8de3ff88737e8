import Foundation
import Glibc
import Testing
@testable import TickCore
@testable import TickEngine

/// The one owner of a picker's children: what it starts, `stopAll` ends.
@Suite("Picker processes")
struct PickerProcessesTests {
    /// A directory of its own for the pids the commands write.
    static func directory() throws -> String {
        var template = Array("/tmp/tick-processes-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        return String(cString: made)
    }

    /// The pid a command wrote to `path`, once it did (nil after two seconds).
    static func pid(in path: String) -> pid_t? {
        let deadline = DispatchTime.now() + 2
        while DispatchTime.now() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n"),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            sched_yield()
        }
        return nil
    }

    /// Whether `pid` has ended (gone, or a zombie no one reaped yet) within two seconds.
    static func ended(_ pid: pid_t) -> Bool {
        let deadline = DispatchTime.now() + 2
        while DispatchTime.now() < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" { return true }
            sched_yield()
        }
        return false
    }

    @Test("stopAll ends the reload's, the preview's and the waiting command's groups, the children of sh -c included")
    func stopAllEndsEverything() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let processes = PickerProcesses(options: try OptionParser.parse([], defaults: nil), wake: WakePipe())
        func sleeper(_ name: String) -> [UInt8] { Array("sleep 100 & echo $! > \(dir)/\(name); wait".utf8) }
        #expect(processes.startReload(ReloadRequest(command: sleeper("reload"), files: [], sync: false), environment: []) == nil)
        processes.startPreview(sleeper("preview"), key: PreviewKey(item: 0, query: "", ticked: []), environment: [], files: [])
        processes.startCommand(sleeper("command"), kind: .executeSilent, files: [], environment: [])
        let pids = ["reload", "preview", "command"].map { Self.pid(in: "\(dir)/\($0)") }
        #expect(pids.allSatisfy { $0 != nil }, "every command started: \(pids)")
        #expect(ChildGroups.preview > 0 && ChildGroups.command > 0, "the groups are where a signal handler finds them")
        processes.stopAll()
        for (name, pid) in zip(["reload", "preview", "command"], pids) {
            guard let pid else { continue }
            #expect(Self.ended(pid), "the \(name)'s child ended")
        }
    }

    @Test("execute's command runs in the foreground: its exit status comes back, and its files are removed")
    func foreground() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/f"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let processes = PickerProcesses(options: try OptionParser.parse([], defaults: nil), wake: WakePipe())
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        let ran = processes.runInForeground(Array("exit 3".utf8), files: [file], terminal: null, environment: [])
        #expect((try? ran.get()) == 3)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("A preview command's output held back by the publishing pace is published once the command pauses (tail -f, fzf's test_preview_window_follow)")
    func previewBurstThenPause() throws {
        let wake = WakePipe()
        let runner = PreviewRunner(wake: wake)
        defer { runner.stop() }
        // The second line comes within the pace's 20 ms of the first, then the command waits.
        runner.start(Array("printf 'a\\n'; sleep 0.005; printf 'b\\n'; exec sleep 30".utf8), key: PreviewKey(item: 0, query: "", ticked: []))
        let deadline = DispatchTime.now() + 3
        var seen: [UInt8] = []
        while DispatchTime.now() < deadline && seen != Array("a\nb\n".utf8) {
            if let output = runner.take() {
                #expect(output.status == nil, "the command still runs")
                seen = output.bytes
            }
            sched_yield()
        }
        #expect(String(decoding: seen, as: UTF8.self) == "a\nb\n")
    }
}
