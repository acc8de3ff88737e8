/// A request to the `--listen` server, as far as tick reads one: what is asked, and the key.
public struct HTTPRequest: Sendable, Equatable {
    /// What the request asks for.
    public enum Kind: Sendable, Equatable {
        /// `GET /[?limit=N&offset=M]`: the picker's state, `limit` matches from `offset`.
        case state(limit: Int, offset: Int)
        /// `POST /` with a body of actions in `--bind`'s grammar.
        case actions(String)
    }

    public var kind: Kind
    /// The `x-api-key` header's value (nil: none sent).
    public var apiKey: String?
    /// The `Host` header's value (nil: none sent).
    public var host: String? = nil
    /// Whether a browser sent it: it has an `Origin` or a `Sec-Fetch-…` header, which browsers
    /// add and no command-line client does.
    public var fromBrowser = false

    /// fzf's default number of matches in a state report.
    public static let defaultLimit = 100
}

/// Reads one HTTP/1.x request from bytes as they arrive, within fixed bounds: a request that
/// breaks the protocol or a bound is refused with fzf's one-line reason as soon as that is
/// known, so a sender can never make the server hold more than `headLimit + bodyLimit` bytes.
public struct HTTPRequestReader: Sendable {
    /// What the bytes so far amount to.
    public enum Outcome: Sendable, Equatable {
        /// More bytes are needed.
        case incomplete
        /// A whole request.
        case request(HTTPRequest)
        /// Not a request tick takes: answer 400 with this line.
        case bad(String)
    }

    /// The most bytes the request line and headers may take.
    public static let headLimit = 16 << 10
    /// The largest body taken (fzf's bound).
    public static let bodyLimit = 1 << 20

    private var buffer: [UInt8] = []
    /// How far the search for the headers' end has looked (it goes on from there).
    private var scanned = 0
    /// Where the body starts once the headers have been read.
    private var bodyStart: Int? = nil
    /// The request as far as its head says, and the body's length.
    private var head = HTTPRequest(kind: .state(limit: HTTPRequest.defaultLimit, offset: 0), apiKey: nil)
    private var length = 0
    /// The outcome once decided; bytes after it are ignored.
    public private(set) var outcome: Outcome = .incomplete

    public init() {}

    /// Takes the next bytes received and says what the request is so far.
    @discardableResult
    public mutating func feed(_ bytes: some Collection<UInt8>) -> Outcome {
        guard outcome == .incomplete else { return outcome }
        buffer.append(contentsOf: bytes)
        if bodyStart == nil {
            guard let end = Self.headEnd(buffer, from: &scanned) else {
                if buffer.count > Self.headLimit { outcome = .bad("request header too large") }
                return outcome
            }
            guard end.start <= Self.headLimit else {
                outcome = .bad("request header too large")
                return outcome
            }
            if let failure = readHead(buffer[..<end.start]) {
                outcome = .bad(failure)
                return outcome
            }
            bodyStart = end.bodyStart
        }
        guard let start = bodyStart else { return outcome }
        if case .state = head.kind {
            outcome = .request(head)
            return outcome
        }
        guard buffer.count - start >= length else { return outcome }
        var request = head
        request.kind = .actions(String(decoding: buffer[start..<(start + length)], as: UTF8.self))
        outcome = .request(request)
        buffer = []
        return outcome
    }

    /// Where the blank line ending the headers is: the head's end and the body's start. The
    /// search starts at `from` and leaves it where the next search must start (each byte is
    /// looked at a bounded number of times, however the bytes arrive).
    private static func headEnd(_ bytes: [UInt8], from: inout Int) -> (start: Int, bodyStart: Int)? {
        while let n = bytes[from...].firstIndex(of: 0x0A) {
            // The line after this line break is empty: `\n\n` or `\n\r\n`.
            if n + 1 < bytes.count, bytes[n + 1] == 0x0A { return (n, n + 2) }
            if n + 2 < bytes.count, bytes[n + 1] == 0x0D, bytes[n + 2] == 0x0A { return (n, n + 3) }
            // Not known yet whether the next line is empty: look at this line break again.
            if n + 2 >= bytes.count {
                from = n
                return nil
            }
            from = n + 1
        }
        from = bytes.count
        return nil
    }

    /// Reads the request line and the headers; a reason to refuse them, or nil.
    private mutating func readHead(_ bytes: ArraySlice<UInt8>) -> String? {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        guard let first = lines.first, let kind = Self.requestKind(first) else { return "invalid request method" }
        head.kind = kind
        var length: Int? = nil
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return "invalid header line" }
            let name = line[..<colon].lowercased()
            let value = String(line[line.index(after: colon)...]).trimmingBlanks
            switch name {
            case "content-length":
                guard let n = Int(value), n > 0, n <= Self.bodyLimit else { return "invalid content length" }
                length = n
            case "x-api-key":
                head.apiKey = value
            case "host":
                head.host = value
            case "origin":
                head.fromBrowser = true
            case _ where name.hasPrefix("sec-fetch-"):
                head.fromBrowser = true
            case "transfer-encoding":
                return "chunked bodies are not supported: send Content-Length"
            default:
                break
            }
        }
        if case .actions = kind {
            guard let length else { return "content-length header missing" }
            self.length = length
        }
        return nil
    }

    /// The kind of request a request line asks for: `GET /[?PARAMS]` or `POST /`, HTTP/1.x.
    static func requestKind(_ line: String) -> HTTPRequest.Kind? {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else { return nil }
        switch words[0] {
        case "POST":
            return words[1] == "/" ? .actions("") : nil
        case "GET":
            guard words[1].hasPrefix("/") else { return nil }
            let target = words[1].dropFirst()
            if target.isEmpty { return .state(limit: HTTPRequest.defaultLimit, offset: 0) }
            guard target.hasPrefix("?") else { return nil }
            return stateKind(parameters: target.dropFirst())
        default:
            return nil
        }
    }

    /// `limit=N&offset=M` (others ignored, a bad number leaves the default, as fzf).
    static func stateKind(parameters: Substring) -> HTTPRequest.Kind {
        var limit = HTTPRequest.defaultLimit
        var offset = 0
        for pair in parameters.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let n = Int(parts[1]), n >= 0 else { continue }
            if parts[0] == "limit" { limit = n }
            if parts[0] == "offset" { offset = n }
        }
        return .state(limit: limit, offset: offset)
    }
}

/// A response of the `--listen` server: a status and a body, written as HTTP/1.1 with the
/// connection closed after it.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: [UInt8]
    public var json: Bool

    public init(status: Int, body: [UInt8], json: Bool = false) {
        self.status = status
        self.body = body
        self.json = json
    }

    /// A one-line answer: `text` and a line break (fzf's form for errors).
    public static func line(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array((text + "\n").utf8))
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 408: "Request Timeout"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }

    /// The bytes sent.
    public var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        if json { head += "Content-Type: application/json\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
