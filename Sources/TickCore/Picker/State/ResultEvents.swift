/// Which of fzf's result events the shown matches are due: `start` first under `--sync` (held
/// until then), `load` once the complete input's
/// matches are in, `one` or `zero` once per request that counts the whole input, `result` once
/// per request whose ranking is complete (during loading too, as fzf fires it), `result-final`
/// as `result` but only once the input is complete.
///
/// A request is its query's serial and its item count (more items for the same query are a
/// new request). Its reducer is `inputCompleted` and `due`.
struct ResultEvents: Equatable, Sendable {
    /// A request: the serial of its query and the items it looked through.
    struct Stamp: Equatable, Sendable {
        var serial: Int
        var itemCount: Int
    }

    /// Whether the input became complete and `load` waits for its matches.
    private(set) var loadDue = false
    /// Whether `start` waits for the complete input's matches (`--sync`).
    private(set) var startHeld = false
    /// The request `result` was last fired for.
    private var result: Stamp? = nil
    /// The request `one`/`zero` were last looked at for.
    private var count: Stamp? = nil
    /// The request `result-final` was last fired for.
    private var final: Stamp? = nil

    /// The input is complete (the end of stdin; `reload` ends here too): `load` fires once the
    /// matches of the whole input are in.
    mutating func inputCompleted() {
        loadDue = true
    }

    /// `--sync`: `start` fires with the complete input's matches, before `load`.
    mutating func holdStart() {
        startHeld = true
    }

    /// The events due for the fully ranked matches of the current query, `request`, which found
    /// `matchCount` items; `complete`: the input is complete and the request looked through all
    /// of it. Each is due once per request.
    mutating func due(for request: MatchRequest, matchCount: Int, complete: Bool) -> [BindEvent] {
        let stamp = Stamp(serial: request.serial, itemCount: request.itemCount)
        var due: [BindEvent] = []
        if complete && startHeld {
            startHeld = false
            due.append(.start)
        }
        if complete && loadDue {
            loadDue = false
            due.append(.load)
        }
        if complete && count != stamp {
            count = stamp
            if matchCount == 0 { due.append(.zero) }
            if matchCount == 1 { due.append(.one) }
        }
        if result != stamp {
            result = stamp
            due.append(.result)
        }
        if complete && final != stamp {
            final = stamp
            due.append(.resultFinal)
        }
        return due
    }
}
