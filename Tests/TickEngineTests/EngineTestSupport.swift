// Helpers for the engine's tests: item stores from strings, a seeded generator, and waiting on
// the match engine's wake pipe (never a sleep).
import Testing
@testable import TickCore
@testable import TickEngine

/// A store holding `items`, one per line.
func store(_ items: [String]) -> ItemStore {
    var builder = ItemStoreBuilder()
    builder.append(Array(items.map { $0 + "\n" }.joined().utf8))
    builder.finish()
    return builder.store
}

/// A deterministic generator (SplitMix64), so that a failure can be replayed.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` short random paths over a small alphabet, so that queries match many of them.
func randomItems(_ count: Int, seed: UInt64) -> [String] {
    var rng = Seeded(state: seed)
    let letters = Array("abcdex/_ ")
    return (0..<count).map { _ in String((0..<Int.random(in: 3...24, using: &rng)).map { _ in letters.randomElement(using: &rng)! }) }
}

/// A match engine with default options, and the pipe it signals.
struct EngineUnderTest {
    let options: Options
    let wake = WakePipe()
    let engine: MatchEngine
    /// The serial of the last query submitted.
    var serial = 0

    init(_ arguments: [String] = []) throws {
        options = try OptionParser.parse(arguments, defaults: nil)
        engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac, wake: wake)
    }

    /// Submits `text` over `items` as a new query (a new serial).
    mutating func submit(_ text: String, in items: ItemStore) {
        serial += 1
        engine.submit(MatchRequest(serial: serial, text: text, query: options.query(text),
                                   itemCount: items.count), in: items)
    }

    /// Waits (at most `timeout` seconds, on the wake pipe) for the fully ranked result of
    /// `text`, recording every result taken on the way in `seen`.
    func result(for text: String, seen: inout [MatchEngine.Result], timeout: Double = 20) -> MatchEngine.Result? {
        let deadline = MonotonicClock.milliseconds() + timeout * 1000
        while MonotonicClock.milliseconds() < deadline {
            if let r = engine.takeResult() {
                seen.append(r)
                if r.request.text == text && !r.list.isPartial { return r }
                continue
            }
            _ = wake.wait(timeout: 200)
            wake.drain()
        }
        return nil
    }

    func result(for text: String) -> MatchEngine.Result? {
        var seen: [MatchEngine.Result] = []
        return result(for: text, seen: &seen)
    }
}
