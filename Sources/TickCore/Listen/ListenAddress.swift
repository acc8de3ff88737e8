/// Where `--listen` serves: a TCP port on an address, or a Unix socket (a path ending `.sock`).
public enum ListenAddress: Sendable, Equatable {
    /// `[HOST:]PORT` (host `localhost` unless given; port 0 lets the system choose).
    case tcp(host: String, port: Int)
    /// A Unix socket at this path.
    case unix(path: String)

    /// Where `--listen` with no value serves: a free port on localhost.
    public static let any = ListenAddress.tcp(host: "localhost", port: 0)

    /// Parses `--listen`'s value as fzf does: `PATH.sock`, `PORT`, `HOST:PORT` or `:PORT`, and
    /// `[IPV6]:PORT`.
    public init(parsing text: String, option: String = "--listen") throws(UsageError) {
        if text.hasSuffix(".sock") {
            self = .unix(path: text)
            return
        }
        var host = "localhost"
        var portText = Substring(text)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { throw UsageError("\(option): invalid listen address '\(text)': give [HOST:]PORT or PATH.sock") }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = rest.dropFirst()
        } else {
            let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count <= 2 else { throw UsageError("\(option): invalid listen address '\(text)': give [HOST:]PORT or PATH.sock") }
            portText = parts.last ?? ""
            if parts.count == 2 && !parts[0].isEmpty { host = String(parts[0]) }
        }
        guard let port = Int(portText), (0...65535).contains(port), portText.allSatisfy(\.isASCII) else {
            throw UsageError("\(option): invalid listen port '\(portText)': give a number from 0 to 65535")
        }
        self = .tcp(host: host, port: port)
    }

    /// Whether only this machine can reach it: a Unix socket, `localhost` or a loopback address.
    /// From anywhere else, actions that run processes need `--listen-unsafe`, and a key is
    /// required.
    public var isLocal: Bool {
        switch self {
        case .unix: true
        case .tcp(let host, _): host == "localhost" || host == "127.0.0.1" || host == "::1"
        }
    }
}

/// `--listen`'s settings: where, and whether remote requests may run processes.
public struct ListenOptions: Sendable, Equatable {
    /// Where the server listens.
    public var address: ListenAddress
    /// `--listen-unsafe`: actions that run processes are taken from any address.
    public var unsafe: Bool

    public init(address: ListenAddress = .any, unsafe: Bool = false) {
        self.address = address
        self.unsafe = unsafe
    }
}
