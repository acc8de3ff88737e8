// `--listen`: the picker driven over HTTP (docs/SPEC.md §6, "The --listen server"), tested with
// a real client (Python's http.client, Tests/Fixtures/listen-client.py, and curl) against tick
// under a pseudo-terminal.
import Foundation
import Testing
import TickTestSupport

/// The test client script.
private let clientScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/listen-client.py").path

/// Runs the client script with `arguments`.
private func runClient(_ arguments: [String]) -> RunResult {
    run("/usr/bin/env", ["python3", clientScript] + arguments, timeout: 60)
}

/// A picker serving `--listen`, with the address its commands were given.
struct ServedPicker {
    let run: PseudoTerminalRun
    /// `port:N` or `unix:PATH`, as the client takes it.
    let address: String
    /// What the commands found in `TICK_PORT` (`none` when it is unset).
    let tickPort: String

    /// Starts tick with `arguments` and a `--listen` option, and learns the address from what
    /// its `start` event's command finds in `$FZF_PORT`/`$FZF_SOCK`.
    /// `program` is tick (or a link named fzf to it, or the real fzf); `then` is added to the
    /// `start` event's chain.
    static func start(_ arguments: [String], input: [String], listen: String = "--listen",
                      environment: [String: String] = [:], program: String = Programs.tick,
                      then: String = "") throws -> ServedPicker {
        let dir = try temporaryDirectory("listen")
        let file = dir.appendingPathComponent("address").path
        let bind = "start:execute-silent(printf '%s|%s|%s' \"$FZF_PORT\" \"$FZF_SOCK\" \"${TICK_PORT-none}\" > \(file).part && mv \(file).part \(file))" + then
        let served = try PseudoTerminalRun(executable: program, arguments: [listen, "--bind", bind] + arguments,
                                           environment: ["NO_COLOR": ""].merging(environment) { $1 },
                                           stdin: Array(input.map { $0 + "\n" }.joined().utf8))
        var text = ""
        _ = served.waitForScreen(timeout: 15) { _ in
            text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            return !text.isEmpty
        }
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let address = parts.count == 3 && !parts[1].isEmpty ? "unix:\(parts[1])" : "port:\(parts.first ?? "")"
        return ServedPicker(run: served, address: address, tickPort: parts.count == 3 ? parts[2] : "")
    }

    /// The same picker reached at another address (`at:HOST:PORT`).
    func at(_ host: String) -> ServedPicker {
        ServedPicker(run: run, address: "at:\(host):\(address.dropFirst("port:".count))", tickPort: tickPort)
    }

    /// Presses Esc and waits for tick to end, checking the terminal came back clean
    /// (`finish`); its exit status.
    func cancel(sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        run.send("\u{1B}")
        return run.finish(sourceLocation: sourceLocation).status
    }

    /// Runs the client's `command` against the picker: its exit status and what it printed.
    func client(_ command: String, _ arguments: [String] = []) -> RunResult {
        runClient([command, address] + arguments)
    }

    /// Starts the client's `command` and returns at once; `finish()` waits for what it printed.
    func background(_ command: String, _ arguments: [String]) throws -> Background {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", clientScript, command, address] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        return Background(process: process, output: out)
    }

    /// A client started by `background`.
    struct Background {
        let process: Process
        let output: Pipe

        /// Waits for the client's first line (without its line break).
        func firstLine() -> String {
            var line: [UInt8] = []
            while let byte = output.fileHandleForReading.readData(ofLength: 1).first, byte != 0x0A { line.append(byte) }
            return String(decoding: line, as: UTF8.self)
        }

        /// Waits for the client to end; what it printed (after the first line, if read).
        func finish() -> String {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// `GET /QUERY`: the status and the JSON object answered.
    func state(_ query: String = "", key: String? = nil) -> (status: Int, json: [String: Any]) {
        let r = client("get", [query] + (key.map { ["--key", $0] } ?? []))
        let lines = r.stdoutText.split(separator: "\n", maxSplits: 1)
        let status = Int(lines.first ?? "") ?? 0
        let body = lines.count > 1 ? String(lines[1]) : ""
        let json = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
        return (status, json)
    }

    /// `POST /` with `body`: the status and the body answered.
    func post(_ body: String, key: String? = nil) -> (status: Int, body: String) {
        let r = client("post", [body] + (key.map { ["--key", $0] } ?? []))
        let lines = r.stdoutText.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return (Int(lines.first ?? "") ?? 0, lines.count > 1 ? String(lines[1]) : "")
    }
}

/// What tick says when it refuses to start a picker with `arguments` on a terminal: its one
/// line on stderr; "" when it did not exit 2 or said more than one line.
private func refusal(_ arguments: [String]) -> String {
    guard let run = try? picker(arguments, input: ["a"]) else { return "" }
    let result = run.finish()
    let lines = result.stderr.split(separator: "\n")
    return result.status == 2 && lines.count == 1 ? String(lines[0]) : ""
}

@Suite("--listen", .serialized)
struct ListenTests {
    @Test("GET answers fzf's state; POST performs actions as a key would (fzf's test_listen)")
    func getAndPost() throws {
        let p = try ServedPicker.start([], input: (1...10).map(String.init))
        #expect(p.run.waitForCount("10/10"))
        var s = p.state()
        #expect(s.status == 200)
        #expect(s.json["totalCount"] as? Int == 10 && s.json["matchCount"] as? Int == 10)
        #expect(s.json["query"] as? String == "")
        #expect(s.json["reading"] as? Bool == false)
        let current = s.json["current"] as? [String: Any]
        #expect(current?["index"] as? Int == 0 && current?["text"] as? String == "1")
        // No positions with an empty query.
        #expect(current?["positions"] == nil)
        #expect((s.json["matches"] as? [[String: Any]])?.allSatisfy { $0["positions"] == nil } == true)

        #expect(p.post("change-query(1)").status == 200)
        #expect(p.run.waitForCount("2/10"))
        s = p.state()
        #expect((s.json["current"] as? [String: Any])?["positions"] as? [Int] == [0])
        let matches = s.json["matches"] as? [[String: Any]] ?? []
        #expect(matches.map { $0["text"] as? String } == ["1", "10"])
        #expect(matches.allSatisfy { $0["positions"] as? [Int] == [0] })

        #expect(p.post("change-query(10)").status == 200)
        #expect(p.run.waitForCount("1/10"))
        #expect((p.state().json["current"] as? [String: Any])?["positions"] as? [Int] == [0, 1])

        // No match: no current item; a reload and the prompt from the same body.
        #expect(p.post("change-query(yo)+reload(seq 100)+change-prompt:hundred> ").status == 200)
        #expect(p.run.waitForText("hundred> yo"))
        #expect(p.run.waitForCount("0/100"))
        s = p.state()
        #expect(s.json["totalCount"] as? Int == 100 && s.json["matchCount"] as? Int == 0)
        #expect(s.json["query"] as? String == "yo")
        #expect(s.json["current"] is NSNull)
        #expect(p.cancel() == 130)
    }

    @Test("limit and offset window the matches and the ticks; tick adds hiddenSelected and printOrder")
    func windowAndTicks() throws {
        let p = try ServedPicker.start([], input: ["apple", "banana", "cherry", "date"])
        #expect(p.run.waitForCount("4/4"))
        // Tick cherry then apple (tick order), then hide apple with a query.
        #expect(p.post("down+down+toggle+up+up+toggle").status == 200)
        #expect(p.run.waitForText("2 ticked"))
        var s = p.state("?limit=2&offset=1")
        #expect((s.json["matches"] as? [[String: Any]])?.map { $0["text"] as? String } == ["banana", "cherry"])
        #expect((s.json["selected"] as? [[String: Any]])?.map { $0["text"] as? String } == ["apple"])
        #expect(s.json["printOrder"] as? [Int] == [2])
        #expect(p.state().json["printOrder"] as? [Int] == [0, 2])
        #expect(p.post("change-query(rr)").status == 200)
        #expect(p.run.waitForCount("1/4"))
        s = p.state()
        #expect((s.json["selected"] as? [[String: Any]])?.map { $0["text"] as? String } == ["cherry", "apple"])
        #expect((s.json["hiddenSelected"] as? [[String: Any]])?.map { $0["text"] as? String } == ["apple"])
        #expect(p.cancel() == 130)
    }

    @Test("With FZF_API_KEY, a request without the key gets 401 and does nothing (fzf's test_listen_with_api_key)")
    func apiKey() throws {
        let p = try ServedPicker.start([], input: (1...10).map(String.init), environment: ["FZF_API_KEY": "123abc"])
        #expect(p.run.waitForCount("10/10"))
        for key in [nil, "", "124abc", "123ab"] as [String?] {
            let posted = p.post("change-query(yo)", key: key)
            #expect(posted.status == 401 && posted.body == "invalid api key\n", "key \(key ?? "none")")
            #expect(p.state(key: key).status == 401)
        }
        #expect(p.state(key: "123abc").json["query"] as? String == "")
        #expect(p.post("change-query(yo)", key: "123abc").status == 200)
        #expect(p.run.waitForCount("0/10"))
        #expect(p.state(key: "123abc").json["query"] as? String == "yo")
        #expect(p.cancel() == 130)
    }

    @Test("A bad body gets 400 and one line, and changes nothing")
    func badBody() throws {
        let p = try ServedPicker.start([], input: ["a", "b"])
        #expect(p.run.waitForCount("2/2"))
        let unknown = p.post("change-query(x)+no-such-action")
        #expect(unknown.status == 400 && unknown.body.hasSuffix("\n") && unknown.body.split(separator: "\n").count == 1)
        #expect(unknown.body.contains("no-such-action"))
        #expect(p.state().json["query"] as? String == "")
        #expect(p.cancel() == 130)
    }

    @Test("A Unix socket: FZF_SOCK, mode 0600, curl --unix-socket, and the file gone at exit")
    func unixSocket() throws {
        let dir = try temporaryDirectory("sock")
        let path = dir.appendingPathComponent("t.sock").path
        // A file that is not a socket is left alone; a socket no server answers at is replaced.
        #expect(FileManager.default.createFile(atPath: path, contents: nil) == true)
        #expect(refusal(["--listen=\(path)"]).contains("tick: --listen: '\(path)' exists and is not a socket"))
        try FileManager.default.removeItem(atPath: path)
        let stale = run("/usr/bin/env", ["python3", "-c", "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", path])
        #expect(stale.status == 0)
        let p = try ServedPicker.start([], input: ["a", "b"], listen: "--listen=\(path)")
        #expect(p.address == "unix:\(path)")
        #expect(p.run.waitForCount("2/2"))
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        #expect(mode & 0o077 == 0)
        let curl = run("/usr/bin/env", ["curl", "-sS", "--unix-socket", path, "-XPOST", "http://localhost/", "-d", "change-query(b)"])
        #expect(curl.status == 0)
        #expect(p.run.waitForCount("1/2"))
        // A second tick on the same socket is refused: the first one still answers there.
        #expect(refusal(["--listen=\(path)"]).contains("tick: --listen: the socket '\(path)' is already in use"))
        #expect(p.cancel() == 130)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Killed with SIGKILL, tick's socket file is removed by its guardian")
    func socketGoneAfterKill() throws {
        let dir = try temporaryDirectory("sock")
        let path = dir.appendingPathComponent("k.sock").path
        let p = try ServedPicker.start([], input: ["a"], listen: "--listen=\(path)")
        #expect(p.run.waitForCount("1/1"))
        #expect(FileManager.default.fileExists(atPath: path))
        kill(p.run.pid, SIGKILL)
        // Not waitForScreen: it stops waiting once the killed picker's terminal closes, which may
        // be before the guardian has removed the file.
        #expect(Polling.until(timeout: 15) { !FileManager.default.fileExists(atPath: path) })
        _ = p.run.wait()
    }

    @Test("A non-local address needs a key (exit 2, one line); there, actions that run commands are dropped unless --listen-unsafe")
    func nonLocal() throws {
        #expect(refusal(["--listen", "0.0.0.0:0"]).contains("tick: --listen: a non-local address needs an API key"))
        // 127.0.0.2 is not an address tick counts as local (only 127.0.0.1, ::1, localhost),
        // though nothing outside this machine can reach it.
        for unsafe in [false, true] {
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent("tick-ran-\(UUID().uuidString)").path
            let key = UUID().uuidString
            let started = try ServedPicker.start([], input: ["a", "b"], listen: unsafe ? "--listen-unsafe=127.0.0.2:0" : "--listen=127.0.0.2:0",
                                                 environment: ["FZF_API_KEY": key])
            let p = started.at("127.0.0.2")
            #expect(p.run.waitForCount("2/2"))
            #expect(p.post("execute-silent(touch \(marker))+change-query(b)+reload(echo x)", key: key).status == 200)
            #expect(p.run.waitForCount(unsafe ? "0/1" : "1/2"))
            #expect(p.state(key: key).json["query"] as? String == "b")
            #expect(FileManager.default.fileExists(atPath: marker) == unsafe)
            #expect(p.cancel() == 130)
        }
    }

    @Test("Malformed, slow, oversized and flooding requests are answered or dropped; the picker keeps answering keys")
    func hostileClients() throws {
        let p = try ServedPicker.start([], input: (1...100).map(String.init))
        #expect(p.run.waitForCount("100/100"))
        // A body over 1 MiB is refused from its Content-Length, before it is sent.
        let big = p.client("raw", [Array("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\nup".utf8).map { String(format: "%02x", $0) }.joined()])
        #expect(big.stdoutText == "HTTP/1.1 400 Bad Request\n")
        // A sender that stops halfway is answered 408 after its few seconds, and 200
        // connections held open without a byte fill the server's 64 places; keys and
        // requests go on meanwhile.
        let slow = try p.background("slow", ["8"])
        #expect(slow.firstLine() == "sent")
        let flood = try p.background("flood", ["200", "1"])
        p.run.send("5")
        #expect(p.run.waitForCount("19/100"))
        // Past 64 open connections, the rest were closed at once.
        #expect((Int(flood.finish().trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 136)
        let fuzz = p.client("fuzz", ["7", "150"])
        #expect(fuzz.status == 0, "\(fuzz.stdoutText)")
        #expect(fuzz.stdoutText.hasPrefix("answered "))
        #expect(slow.finish() == "HTTP/1.1 408 Request Timeout\n")
        // Still working: a key, a request, an answer.
        p.run.send("0")
        #expect(p.run.waitForCount("1/100"))
        #expect(p.post("change-query(99)").status == 200)
        #expect(p.run.waitForCount("1/100"))
        #expect(p.state().json["query"] as? String == "99")
        #expect(p.cancel() == 130)
    }

    @Test("Requests a browser sends (Origin, Sec-Fetch-*) and Host names other than localhost get 403 and do nothing")
    func browsersRefused() throws {
        let p = try ServedPicker.start([], input: ["a", "b"])
        #expect(p.run.waitForCount("2/2"))
        for headers in [["Origin: http://evil.example"], ["Sec-Fetch-Site: cross-site"], ["Host: evil.example"],
                        ["Host: localhost.evil.example:80"]] {
            let r = p.client("send", ["POST", "change-query(b)"] + headers)
            #expect(r.stdoutText.hasPrefix("403\n"), "\(headers): \(r.stdoutText)")
        }
        for host in ["localhost", "LOCALHOST:1", "127.0.0.1:80", "[::1]:9"] {
            #expect(p.client("send", ["GET", "", "Host: \(host)"]).stdoutText.hasPrefix("200\n"), "\(host)")
        }
        #expect(p.state().json["query"] as? String == "")
        #expect(p.cancel() == 130)
    }

    @Test("While a chain waits for a command, 256 posted chains wait and more get 503; a state request behind them times out with 503")
    func queueBound() throws {
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("tick-gate-\(UUID().uuidString)").path
        // The start event's chain waits for a command that ends when the test creates `gate`.
        let p = try ServedPicker.start([], input: ["a"], then: "+execute-silent(while [ ! -e \(gate) ]; do sleep 0.05; done)")
        #expect(p.run.waitForCount("1/1"))
        #expect(p.client("burst", ["300", "change-prompt(N> )"]).stdoutText == "200:256 503:44\n")
        let waited = p.client("get", [])
        #expect(waited.stdoutText == "503\n{\"error\":\"timeout\"}\n")
        #expect(FileManager.default.createFile(atPath: gate, contents: nil))
        // The 256 chains are performed in order once the command ended.
        #expect(p.run.waitForText("256>"))
        #expect(p.cancel() == 130)
    }

    @Test("At most 1000 actions in one request; a chain whose actions were all dropped changes nothing")
    func actionBounds() throws {
        let p = try ServedPicker.start([], input: ["a", "b"])
        #expect(p.run.waitForCount("2/2"))
        let many = Array(repeating: "up", count: 1001).joined(separator: "+")
        #expect(p.post(many) == (400, "too many actions: at most 1000\n"))
        #expect(p.post(Array(repeating: "up", count: 1000).joined(separator: "+")).status == 200)
        #expect(p.cancel() == 130)
    }

    @Test("Under the name fzf: FZF_PORT only, and GET answers what fzf 0.74.5 answers (fzf's fields)")
    func besideFzf() throws {
        guard let realFzf = Programs.fzf else {
            Issue.record("fzf 0.74.5 is needed (sh Scripts/test-setup.sh)")
            return
        }
        let (directory, link) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        var answers: [[[String: Any]]] = []
        for program in [link, realFzf] {
            let p = try ServedPicker.start([], input: (1...10).map(String.init), program: program)
            if program == link { #expect(p.tickPort == "none") }
            var states: [[String: Any]] = []
            for (body, query, count) in [("", "", 10), ("change-query(1)", "1", 2), ("change-query(10)+first", "10", 1)] {
                if !body.isEmpty { #expect(p.post(body).status == 200) }
                var state: [String: Any] = [:]
                // Wait on the server's own answer until the query's matches are in.
                _ = p.run.waitForScreen(timeout: 15) { _ in
                    state = p.state().json
                    return state["query"] as? String == query && state["matchCount"] as? Int == count
                        && state["progress"] as? Int == 100
                }
                states.append(state.filter { !["hiddenSelected", "printOrder"].contains($0.key) })
            }
            answers.append(states)
            p.run.send("\u{1B}")
            _ = p.run.wait()
        }
        #expect(answers.count == 2 && answers[0].count == 3)
        // Compared as JSON text with sorted keys: the same values, whoever wrote them.
        func canonical(_ object: [String: Any]) -> String {
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        for (tick, fzf) in zip(answers[0], answers[1]) {
            #expect(!canonical(tick).isEmpty && canonical(tick) == canonical(fzf))
        }
    }

    @Test("A debounced reload posted on each query change, as git-fuzzy's live filters do, lands the last query's list")
    func debouncedReload() throws {
        let dir = try temporaryDirectory("debounce")
        let script = dir.appendingPathComponent("debounce.sh").path
        // Each change writes its token, waits, and posts only if no later change wrote since.
        try """
        token=$$
        echo $token > "\(dir.path)/token"
        sleep 0.3
        [ "$(cat "\(dir.path)/token")" = "$token" ] || exit 0
        curl -fsS -XPOST "localhost:$1" --data-binary "reload(printf 'for %s\\\\n' \\"\\$FZF_QUERY\\" other)" >/dev/null 2>&1
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let p = try ServedPicker.start(["--disabled", "--bind", "change:execute-silent(sh \(script) $FZF_PORT >/dev/null 2>&1 &)"],
                                       input: ["start"])
        #expect(p.run.waitForCount("1/1"))
        // The query goes to the reload through its environment, never into its command line.
        p.run.send("a'$(b)")
        // Generous deadlines: six keys each start a shell, which takes long on a loaded machine.
        #expect(p.run.waitForText("for a'$(b)", timeout: 60))
        #expect(p.run.waitForCount("2/2", timeout: 30))
        #expect(p.cancel() == 130)
    }

    @Test("Without --listen there is no server: commands get no FZF_PORT, and --no-listen undoes --listen")
    func offUnlessAsked() throws {
        for args in [[String](), ["--listen", "--no-listen"]] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tick-port-\(UUID().uuidString)").path
            let run = try picker(args + ["--bind", "start:execute-silent(echo ${FZF_PORT-none} > \(file))"], input: ["a"])
            #expect(run.waitForCount("1/1"))
            var text = ""
            #expect(run.waitForScreen { _ in
                text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                return !text.isEmpty
            })
            #expect(text == "none\n", "\(args)")
            run.send("\u{1B}")
            #expect(run.finish().status == 130)
        }
    }

    @Test("A bad address or a busy port is refused at start: exit 2 and one line")
    func badAddress() throws {
        for (value, words) in [("abc", "invalid listen port"), ("70000", "invalid listen port"), ("a:b:c", "invalid listen")] {
            let r = runTick(["--listen=\(value)"], stdin: bytes("a\n"), timeout: 30)
            #expect(r.status == 2 && r.stderr.contains(words) && r.stderr.split(separator: "\n").count == 1, "\(value): \(r.stderr)")
        }
        let p = try ServedPicker.start([], input: ["a"])
        #expect(p.run.waitForCount("1/1"))
        let port = p.address.dropFirst("port:".count)
        #expect(refusal(["--listen", String(port)]).hasPrefix("tick: --listen: cannot listen on localhost:\(port): "))
        #expect(p.cancel() == 130)
    }
}
