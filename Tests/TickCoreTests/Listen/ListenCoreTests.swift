// The --listen server's request reader, address and state report, without a socket.
import Testing
import TickTestSupport
@testable import TickCore

@Suite("HTTPRequestReader")
struct HTTPRequestReaderTests {
    private func read(_ text: String) -> HTTPRequestReader.Outcome {
        var reader = HTTPRequestReader()
        return reader.feed(Array(text.utf8))
    }

    @Test("GET / with limit and offset; other parameters and bad numbers leave fzf's defaults")
    func getRequests() {
        #expect(read("GET / HTTP/1.1\r\nHost: x\r\n\r\n") == .request(HTTPRequest(kind: .state(limit: 100, offset: 0), apiKey: nil, host: "x")))
        #expect(read("GET /?limit=5&offset=2 HTTP/1.1\r\n\r\n") == .request(HTTPRequest(kind: .state(limit: 5, offset: 2), apiKey: nil)))
        #expect(read("GET /?limit=x&y=3&offset=-1 HTTP/1.0\r\n\r\n") == .request(HTTPRequest(kind: .state(limit: 100, offset: 0), apiKey: nil)))
        #expect(read("GET /other HTTP/1.1\r\n\r\n") == .bad("invalid request method"))
    }

    @Test("POST / takes exactly Content-Length bytes of body, however the bytes arrive; the key's header name is any case")
    func postInPieces() {
        let text = "POST / HTTP/1.1\r\nX-API-Key:  k1 \r\nContent-Length: 15\r\n\r\nchange-query(x)TRAILING"
        var reader = HTTPRequestReader()
        var outcome = HTTPRequestReader.Outcome.incomplete
        for byte in text.utf8 where outcome == .incomplete { outcome = reader.feed([byte]) }
        #expect(outcome == .request(HTTPRequest(kind: .actions("change-query(x)"), apiKey: "k1")))
    }

    @Test("What is refused, with fzf's reasons: methods, lengths, chunked bodies, heads over the bound")
    func refusals() {
        #expect(read("PUT / HTTP/1.1\r\n\r\n") == .bad("invalid request method"))
        #expect(read("POST / HTTP/1.1\r\n\r\n") == .bad("content-length header missing"))
        #expect(read("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n") == .bad("invalid content length"))
        #expect(read("POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n") == .bad("invalid content length"))
        #expect(read("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n") == .bad("invalid content length"))
        #expect(read("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == .bad("chunked bodies are not supported: send Content-Length"))
        #expect(read("POST / HTTP/1.1\r\nno colon here\r\n\r\n") == .bad("invalid header line"))
        // A head that never ends is refused once it passes the bound, not held for ever.
        var reader = HTTPRequestReader()
        var outcome = reader.feed(Array("GET / HTTP/1.1\r\n".utf8))
        while outcome == .incomplete { outcome = reader.feed([UInt8](repeating: 0x61, count: 4096)) }
        #expect(outcome == .bad("request header too large"))
        // A body shorter than its length waits for more.
        #expect(read("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nup") == .incomplete)
    }

    @Test("Host, and the headers only browsers send, are noted")
    func browserHeaders() {
        guard case .request(let plain) = read("GET / HTTP/1.1\r\nHost: localhost:1\r\n\r\n") else { Issue.record("no request"); return }
        #expect(plain.host == "localhost:1" && !plain.fromBrowser)
        for header in ["Origin: null", "sec-fetch-mode: no-cors", "Sec-Fetch-Site: cross-site"] {
            guard case .request(let r) = read("GET / HTTP/1.1\r\n\(header)\r\n\r\n") else { Issue.record("no request"); return }
            #expect(r.fromBrowser, "\(header)")
        }
    }

    @Test("Bytes after the outcome change nothing")
    func decidedStays() {
        var reader = HTTPRequestReader()
        #expect(reader.feed(Array("BREW / HTTP/1.1\r\n\r\n".utf8)) == .bad("invalid request method"))
        #expect(reader.feed(Array("GET / HTTP/1.1\r\n\r\n".utf8)) == .bad("invalid request method"))
    }

    @Test("Responses: status line, length, JSON type, and the connection closed")
    func responses() {
        let text = String(decoding: HTTPResponse.line(401, "invalid api key").bytes, as: UTF8.self)
        #expect(text == "HTTP/1.1 401 Unauthorized\r\nContent-Length: 16\r\nConnection: close\r\n\r\ninvalid api key\n")
        let json = String(decoding: HTTPResponse(status: 200, body: Array("{}".utf8), json: true).bytes, as: UTF8.self)
        #expect(json == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
    }
}

@Suite("ListenAddress")
struct ListenAddressTests {
    @Test("fzf's forms: PORT, HOST:PORT, :PORT, PATH.sock; which are local")
    func forms() throws {
        #expect(try ListenAddress(parsing: "6266") == .tcp(host: "localhost", port: 6266))
        #expect(try ListenAddress(parsing: "0.0.0.0:0") == .tcp(host: "0.0.0.0", port: 0))
        #expect(try ListenAddress(parsing: ":80") == .tcp(host: "localhost", port: 80))
        #expect(try ListenAddress(parsing: "/tmp/a b.sock") == .unix(path: "/tmp/a b.sock"))
        #expect(try ListenAddress(parsing: "[::1]:8") == .tcp(host: "::1", port: 8))
        #expect(try ListenAddress(parsing: "[::1]:8").isLocal)
        #expect(try !ListenAddress(parsing: "[::]:8").isLocal)
        #expect(try ListenAddress(parsing: "127.0.0.1:1").isLocal)
        #expect(try ListenAddress(parsing: "/x.sock").isLocal)
        #expect(try !ListenAddress(parsing: "0.0.0.0:1").isLocal)
        #expect(try !ListenAddress(parsing: "example.com:1").isLocal)
    }

    @Test("Bad ports and shapes are refused, naming the part")
    func refusals() {
        #expect(throws: UsageError("--listen: invalid listen port 'x': give a number from 0 to 65535")) { try ListenAddress(parsing: "x") }
        #expect(throws: UsageError("--listen: invalid listen port '65536': give a number from 0 to 65535")) { try ListenAddress(parsing: "65536") }
        #expect(throws: UsageError("--listen: invalid listen port '': give a number from 0 to 65535")) { try ListenAddress(parsing: "h:") }
        #expect(throws: UsageError("--listen: invalid listen address 'a:b:1': give [HOST:]PORT or PATH.sock")) { try ListenAddress(parsing: "a:b:1") }
        #expect(throws: UsageError("--listen: invalid listen address '[::1]8': give [HOST:]PORT or PATH.sock")) { try ListenAddress(parsing: "[::1]8") }
    }

    @Test("--listen, --listen-unsafe and --no-listen; --no-listen-unsafe undoes either, as fzf's does")
    func options() throws {
        // fzf 0.74.5 (src/options.go): `--no-listen` and `--no-listen-unsafe` both clear the
        // address and the unsafe flag.
        #expect(try OptionParser.parse(["--listen-unsafe", "--no-listen-unsafe"], defaults: nil).listen == nil)
        #expect(try OptionParser.parse(["--listen", "--no-listen-unsafe"], defaults: nil).listen == nil)
        #expect(try OptionParser.parse(["--listen-unsafe", "--no-listen"], defaults: nil).listen == nil)
        #expect(try OptionParser.parse(["--listen"], defaults: nil).listen == ListenOptions())
        #expect(try OptionParser.parse(["--listen", "7"], defaults: nil).listen == ListenOptions(address: .tcp(host: "localhost", port: 7)))
        #expect(try OptionParser.parse(["--listen-unsafe=h:7"], defaults: nil).listen == ListenOptions(address: .tcp(host: "h", port: 7), unsafe: true))
        #expect(try OptionParser.parse(["--listen", "--no-listen"], defaults: nil).listen == nil)
        #expect(try OptionParser.parse([], defaults: nil).listen == nil)
    }
}

@Suite("StateReport")
struct StateReportTests {
    @Test("fzf's fields and tick's, windowed; positions in characters, only where the query matched")
    func fields() throws {
        var state = try picker(["--layout", "list"], items: 3)
        state.store = itemStore(lines: ["añb", "ab", "zzz"])
        state.setResults(RankedList(all: 3), for: state.request("", itemCount: 3))
        // Ticked: zzz, then añb; the query `b` hides zzz.
        state.ticks.tick(2)
        state.ticks.tick(0)
        state.query.insert("b".unicodeScalars)
        state.setResults(RankedList(indices: [0, 1]), for: state.request("b", itemCount: 3))
        let text = String(decoding: StateReport(state).json(limit: 1, offset: 1), as: UTF8.self)
        #expect(StrictJSON.parse(Array(text.utf8)) != nil)
        #expect(text.hasPrefix("{\"reading\":false,\"progress\":100,\"query\":\"b\",\"position\":0,\"sort\":true,\"totalCount\":3,\"matchCount\":2,"))
        // Item 0 is `añb`: `b` is its third character (byte 3).
        #expect(text.contains("\"current\":{\"index\":0,\"text\":\"añb\",\"positions\":[2]}"))
        #expect(text.contains("\"matches\":[{\"index\":1,\"text\":\"ab\",\"positions\":[1]}]"))
        #expect(text.contains("\"selected\":[{\"index\":0,\"text\":\"añb\",\"positions\":[2]}]"))
        // Each list is windowed: the second of hiddenSelected (none) and of printOrder.
        #expect(text.hasSuffix(",\"hiddenSelected\":[],\"printOrder\":[2]}"))
        let whole = String(decoding: StateReport(state).json(limit: 100, offset: 0), as: UTF8.self)
        #expect(whole.hasSuffix(",\"hiddenSelected\":[{\"index\":2,\"text\":\"zzz\"}],\"printOrder\":[0,2]}"))
    }

    @Test("Any bytes in items make valid JSON")
    func hostileBytes() throws {
        var state = try picker(["--layout", "list"], items: 2)
        state.store = itemStore(lines: ["\u{1B}[31m\"q\"\\\t", "\u{0}\u{7F}\u{FEFF}"])
        state.setResults(RankedList(all: 2), for: state.request("", itemCount: 2))
        #expect(StrictJSON.parse(StateReport(state).json(limit: 100, offset: 0)) != nil)
    }

    @Test("The window is clamped: negative, huge and past-the-end values")
    func window() {
        #expect(StateReport.window(count: 10, limit: 3, offset: 8) == 8..<10)
        #expect(StateReport.window(count: 10, limit: -1, offset: -5) == 0..<0)
        #expect(StateReport.window(count: 10, limit: Int.max, offset: 20) == 10..<10)
    }
}
