// `--remember NAME` end to end: ticks and query saved on accept and restored on the next run,
// the file's place and modes, corrupt files, `--no-tty=defaults`, and concurrent saves.
import Foundation
import Testing
import TickTestSupport

/// A fresh state directory (`XDG_STATE_HOME`) for one test, removed afterwards by the caller.
func stateHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tick-remember-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The permission bits of `path`.
private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as! NSNumber).intValue & 0o7777
}

/// A memory file's content as tick wrote it before version 2 (values only), for tests that
/// plant one: such files still work.
func memoryFile(query: String, values: [[UInt8]]) -> [UInt8] {
    let ticked = values.map { "\"" + Data($0).base64EncodedString() + "\"" }.joined(separator: ",")
    let q = String(data: try! JSONSerialization.data(withJSONObject: query, options: [.fragmentsAllowed]), encoding: .utf8)!
    return bytes("{\"format\":\"tick-memory\",\"version\":1,\"query\":\(q),\"ticked\":[\(ticked)]}\n")
}

/// The query, identities and occurrences of a memory file (version 2), read with Foundation
/// (independently of tick), or nil when the file is not a complete memory.
private func readMemory(_ data: Data) -> (query: String, values: [[UInt8]], occurrences: [Int])? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          object["format"] as? String == "tick-memory", object["version"] as? Int == 2,
          let query = object["query"] as? String, let ticked = object["ticked"] as? [[String: Any]] else { return nil }
    var values: [[UInt8]] = []
    var occurrences: [Int] = []
    for tick in ticked {
        guard let text = tick["identity"] as? String, let value = Data(base64Encoded: text),
              let occurrence = tick["occurrence"] as? Int else { return nil }
        values.append(Array(value))
        occurrences.append(occurrence)
    }
    return (query, values, occurrences)
}

/// Starts the picker with `--remember demo` in `home`, as a user who cannot write where the
/// permission bits say no: as root (the tests may run as root, which ignores them), tick runs
/// under `setpriv` without the capabilities that override them.
private func pickerObeyingPermissions(home: URL, input: [String]) throws -> PseudoTerminalRun {
    let arguments = ["--remember", "demo"]
    guard geteuid() == 0 else { return try picker(arguments, input: input, environment: ["XDG_STATE_HOME": home.path]) }
    let noOverride = "-dac_override,-dac_read_search"
    return try PseudoTerminalRun(executable: "setpriv",
                                 arguments: ["--inh-caps=" + noOverride, "--bounding-set=" + noOverride, Programs.tick] + arguments,
                                 environment: ["NO_COLOR": "", "XDG_STATE_HOME": home.path],
                                 stdin: lines(input))
}

@Suite("--remember", .serialized)
struct RememberTests {
    static let fruits = ["alpha", "beta", "gamma", "delta"]

    @Test("Ticks and the query are saved on accept, in a 0600 file in a 0700 directory, and restored by value on the next run")
    func saveAndRestore() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let run = try picker(["--remember", "demo"], input: Self.fruits, environment: env)
        #expect(run.waitForCount("4/4"))
        run.send(Keys.tab)   // alpha
        run.send(Keys.tab)   // beta
        run.send("a")
        #expect(run.waitForText("2 ticked"))
        #expect(run.waitForCount("4/4"))
        run.send(Keys.enter)
        let first = run.finish()
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdoutText == "alpha\nbeta\n")
        #expect(first.stderr == "")

        let directory = home.appendingPathComponent("tick").path
        let file = directory + "/demo.json"
        #expect(try mode(directory) == 0o700)
        #expect(try mode(file) == 0o600)
        let saved = try #require(readMemory(try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(saved.query == "a")
        #expect(saved.values == [bytes("alpha"), bytes("beta")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["demo.json"], "no temporary file left")

        // Another order, another item: ticks follow the values, and the query comes back.
        let again = try picker(["--remember", "demo"], input: ["delta", "beta", "omega", "alpha"], environment: env)
        #expect(again.waitForText("2 ticked"))
        #expect(again.waitForScreen { $0.lines[0] == "> a" })
        #expect(again.waitForScreen { $0.lines.contains { $0.hasSuffix("✓ beta") } }, "\(again.screenText)")
        again.send(Keys.enter)
        let second = again.finish()
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdoutText == "beta\nalpha\n")
    }

    @Test("-q overrides the remembered query; the ticks are still restored")
    func queryOption() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("tick"), withIntermediateDirectories: true)
        try Data(memoryFile(query: "zzz", values: [bytes("gamma")])).write(to: home.appendingPathComponent("tick/demo.json"))
        let run = try picker(["--remember", "demo", "-q", "ga"], input: Self.fruits, environment: ["XDG_STATE_HOME": home.path])
        #expect(run.waitForText("1 ticked"))
        #expect(run.waitForScreen { $0.lines[0] == "> ga" })
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "gamma\n", "stderr: \(r.stderr)")
    }

    @Test("A corrupt file gives a warning and a fresh start; it is kept until the next accept replaces it")
    func corruptFile() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let file = home.appendingPathComponent("tick/demo.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Array(memoryFile(query: "al", values: [bytes("alpha")]).dropLast(10))
        try Data(corrupt).write(to: file)

        let cancelled = try picker(["--remember", "demo"], input: Self.fruits, environment: env)
        #expect(cancelled.waitForCount("4/4"))
        #expect(cancelled.lines[0] == ">", "fresh start: no query")
        #expect(cancelled.waitForText("0 ticked"))
        cancelled.send(Keys.esc)
        let r1 = cancelled.finish()
        #expect(r1.status == 130)
        #expect(r1.stderr.hasPrefix("tick: warning: cannot use the memory 'demo': "), "\(r1.stderr)")
        #expect(r1.stderr.contains(file.path) && r1.stderr.contains("not valid JSON"), "\(r1.stderr)")
        #expect(r1.stderr.split(separator: "\n").count == 1, "\(r1.stderr)")
        #expect(Array(try Data(contentsOf: file)) == corrupt, "a cancelled run leaves the corrupt file alone")

        let accepted = try picker(["--remember", "demo"], input: Self.fruits, environment: env)
        #expect(accepted.waitForCount("4/4"))
        accepted.send(Keys.down)
        accepted.send(Keys.tab)
        #expect(accepted.waitForText("1 ticked"))
        accepted.send(Keys.enter)
        let r2 = accepted.finish()
        #expect(r2.stdoutText == "beta\n")
        #expect(r2.stderr.contains("warning"), "warned again while the file is corrupt: \(r2.stderr)")
        let replaced = try #require(readMemory(try Data(contentsOf: file)))
        #expect(replaced.values == [bytes("beta")] && replaced.query == "")
    }

    @Test("A directory in the memory's place gives a warning naming it and a fresh start")
    func unreadableFile() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("tick/demo.json"), withIntermediateDirectories: true)
        let r = runTick(["--no-tty=defaults", "--remember", "demo", "--preselect", "beta"], stdin: lines(["alpha", "beta"]),
                        env: ["XDG_STATE_HOME": home.path], newSession: true, timeout: 10)
        #expect(r.status == 0 && r.stdoutText == "beta\n")
        #expect(r.stderr.hasPrefix("tick: warning: cannot use the memory 'demo': \(home.path)/tick/demo.json is a directory, not a regular file; "),
                "\(r.stderr)")
    }

    @Test("--no-tty=defaults prints the remembered items exactly, as if accepted, and exits 1 without any")
    func noTerminalDefaults() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let input: [UInt8] = bytes("alpha\nbeta\n") + [0xFF, 0x0D, 0x0A] + bytes("gamma\n")
        let missing = runTick(["--no-tty=defaults", "--remember", "demo"], stdin: input, env: env, newSession: true, timeout: 10)
        #expect(missing.status == 1, "stderr: \(missing.stderr)")
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "tick: --no-tty=defaults: nothing is remembered or preselected; nothing printed\n", "\(missing.stderr)")

        let file = home.appendingPathComponent("tick/demo.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(memoryFile(query: "x", values: [bytes("gamma"), [0xFF, 0x0D], bytes("zeta")])).write(to: file)
        let r = runTick(["--no-tty=defaults", "--remember", "demo", "--print-query"], stdin: input, env: env,
                        newSession: true, timeout: 10)
        // The one line on stderr says what was taken without asking, and why.
        let notice = "tick: --no-tty=defaults printed 2 remembered items without asking: cannot open /dev/tty (No such device or address)\n"
        expectOutput(r, bytes("x\n") + [0xFF, 0x0D, 0x0A] + bytes("gamma\n"), stderr: notice)
        // The memory holds ticks: it decides, --preselect is set aside, and not warned about.
        let withPreselect = runTick(["--no-tty=defaults", "--remember", "demo", "--preselect", "alpha"], stdin: input,
                                    env: env, newSession: true, timeout: 10)
        expectOutput(withPreselect, [0xFF, 0x0D, 0x0A] + bytes("gamma\n"), stderr: notice)
        #expect(Array(try Data(contentsOf: file)) == memoryFile(query: "x", values: [bytes("gamma"), [0xFF, 0x0D], bytes("zeta")]),
                "nothing was accepted, so nothing is saved")

        let none = runTick(["--no-tty=defaults", "--remember", "demo"], stdin: lines(["beta"]), env: env, newSession: true, timeout: 10)
        #expect(none.status == 1 && none.stdout.isEmpty)
    }

    @Test("An invalid name is an error before anything is read or written", arguments: ["../escape", "/tmp/abs", "a/b", ".."])
    func invalidName(name: String) throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = runTick(["--no-tty=defaults", "--remember", name], stdin: lines(["alpha"]), env: ["XDG_STATE_HOME": home.path],
                        newSession: true, timeout: 10)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tick: --remember: invalid name"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test("A full disk during the save (a file-size limit here): a warning, the memory saved before kept, no temporary file, the selection printed")
    func fullDisk() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("tick/demo.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let previous = memoryFile(query: "", values: [bytes("old")])
        try Data(previous).write(to: file)

        // The item's line (3,001 bytes on stdout) fits under the limit; its memory (base64,
        // over 4,000 bytes) does not, so writing the temporary file fails with EFBIG.
        let big = String(repeating: "x", count: 3000)
        let run = try picker(["--remember", "demo"], input: [big], environment: ["XDG_STATE_HOME": home.path])
        #expect(run.waitForCount("1/1"))
        try #require(run.setSoftLimit(Int32(RLIMIT_FSIZE.rawValue), to: 3500), "cannot limit tick's file size")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == big + "\n")
        #expect(r.stderr.hasPrefix("tick: warning: cannot save the memory 'demo': cannot write \(file.path): File too large"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("; this selection is not remembered, and any memory saved before is kept\n"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(Array(try Data(contentsOf: file)) == previous, "the memory saved before is intact")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["demo.json"],
                "no temporary file left")
    }

    @Test("A read-only state directory: a warning, the memory saved before kept, the selection printed")
    func readOnlyDirectory() throws {
        let home = try stateHome()
        let directory = home.appendingPathComponent("tick")
        defer {
            chmod(directory.path, 0o700)
            try? FileManager.default.removeItem(at: home)
        }
        let file = directory.appendingPathComponent("demo.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let previous = memoryFile(query: "", values: [bytes("beta")])
        try Data(previous).write(to: file)
        #expect(chmod(directory.path, 0o500) == 0)

        let run = try pickerObeyingPermissions(home: home, input: Self.fruits)
        #expect(run.waitForText("1 ticked"), "the memory is read: \(run.screenText)")
        #expect(run.waitForCount("4/4"))
        run.send(Keys.tab)   // alpha
        #expect(run.waitForText("2 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\nbeta\n")
        #expect(r.stderr.hasPrefix("tick: warning: cannot save the memory 'demo': cannot create a temporary file in \(directory.path) for \(file.path): Permission denied"),
                "\(r.stderr)")
        #expect(r.stderr.hasSuffix("; this selection is not remembered, and any memory saved before is kept\n"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(Array(try Data(contentsOf: file)) == previous, "the memory saved before is intact")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.json"], "no temporary file left")
    }

    @Test("Ticks saving at the same moment never leave a torn file: every read is one whole memory")
    func concurrentSaves() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let file = home.appendingPathComponent("tick/demo.json")
        // Big values, so that a write in place would be seen half done.
        let items = (0..<6).map { i in String(repeating: String(UnicodeScalar(UInt8(ascii: "a") + UInt8(i))), count: 300_000) }
        var reads = 0
        for _ in 0..<3 {
            // -1 accepts the one item without drawing, and saves it.
            let runs = try items.map { try picker(["--remember", "demo", "-1"], input: [$0], environment: env) }
            while !runs.allSatisfy(\.hasExited) {
                if let data = try? Data(contentsOf: file) {
                    reads += 1
                    let memory = readMemory(data)
                    #expect(memory != nil, "a torn file of \(data.count) bytes")
                    if let memory { #expect(memory.values.count == 1 && items.contains(String(decoding: memory.values[0], as: UTF8.self))) }
                }
            }
            for (run, item) in zip(runs, items) {
                let r = run.wait(timeout: 15)
                #expect(r.status == 0 && r.stdoutText == item + "\n", "stderr: \(r.stderr)")
            }
            let last = try #require(readMemory(try Data(contentsOf: file)))
            #expect(items.contains(String(decoding: last.values[0], as: UTF8.self)))
        }
        #expect(reads > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["demo.json"],
                "no temporary file left")
    }
}
