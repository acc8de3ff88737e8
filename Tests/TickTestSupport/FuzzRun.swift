import Foundation

/// The cases of one fuzz target: how many, and the seeded generator of each.
///
/// By default every run is the same short one, so CI is deterministic and fast: a fixed base
/// seed and each target's own number of cases. Maintainers run longer or elsewhere through the
/// environment:
///
/// - `TICK_FUZZ_SCALE=N` multiplies every target's number of cases by N;
/// - `TICK_FUZZ_SEED=S` (decimal, or hex with `0x`) replaces the base seed;
/// - `TICK_FUZZ_CASE=K` runs only case K (as a failure message names it).
///
/// Each case has a generator of its own, derived from the base seed, the target's name and the
/// case number, so a failing case replays alone and a new check in one target does not change
/// the inputs of another. Failure messages start with `context(case:)`, which says how to
/// replay them.
///
/// ```swift
/// let fuzz = FuzzRun("query parser", cases: 2000)
/// fuzz.forEachCase { k, random in
///     let input = …
///     #expect(property(input), "\(fuzz.context(case: k)): \(FuzzRun.literal(input))")
/// }
/// ```
public struct FuzzRun: Sendable {
    /// The base seed when `TICK_FUZZ_SEED` is not set ("tick" in ASCII).
    public static let defaultSeed: UInt64 = 0x7469_636B

    /// The target's name, part of every case's seed and of failure messages.
    public let target: String
    /// The base seed of this run.
    public let seed: UInt64
    /// The case numbers to run.
    public let cases: [Int]

    /// The cases of `target`: `cases` of them by default, times `TICK_FUZZ_SCALE`.
    public init(_ target: String, cases: Int) {
        self.init(target, cases: cases, environment: ProcessInfo.processInfo.environment)
    }

    /// The cases of `target` as `environment` sets them (for tests of this type).
    public init(_ target: String, cases: Int, environment: [String: String]) {
        self.target = target
        seed = environment["TICK_FUZZ_SEED"].flatMap(Self.number) ?? Self.defaultSeed
        let scale = environment["TICK_FUZZ_SCALE"].flatMap(Self.number).map { max(1, Int(clamping: $0)) } ?? 1
        if let only = environment["TICK_FUZZ_CASE"].flatMap(Self.number) {
            self.cases = [Int(clamping: only)]
        } else {
            self.cases = Array(0..<(cases * scale))
        }
    }

    /// Runs `body` for each case with the case's number and generator. Should a case crash the
    /// process, its context is written to stderr first (see `FuzzCrashNote`).
    public func forEachCase(_ body: (_ k: Int, _ random: inout SeededRandom) throws -> Void) rethrows {
        defer { FuzzCrashNote.set("") }
        for k in cases {
            FuzzCrashNote.set(context(case: k))
            var r = random(case: k)
            try body(k, &r)
        }
    }

    /// The generator of case `k`.
    public func random(case k: Int) -> SeededRandom {
        // FNV-1a of the name keeps targets apart; one SplitMix64 step scatters neighbouring
        // case numbers (seeds one step apart would give shifted copies of one sequence).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in target.utf8 { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        var scatter = SeededRandom(seed: seed ^ hash ^ (UInt64(k) &* 0xD1B5_4A32_D192_ED03))
        return SeededRandom(seed: scatter.next())
    }

    /// Where a failure came from and how to replay it: the target, the seed and the case.
    public func context(case k: Int) -> String {
        "fuzz \(target), case \(k) of seed \(String(format: "0x%llx", seed)) "
            + "(replay: TICK_FUZZ_SEED=\(String(format: "0x%llx", seed)) TICK_FUZZ_CASE=\(k))"
    }

    /// `bytes` as a Swift array literal, to paste into a regression test.
    public static func literal(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789ABCDEF")
        return "[" + bytes.map { "0x" + String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 15)]) }.joined(separator: ", ") + "]"
    }

    /// `text` as a Swift string literal, every character outside printable ASCII escaped.
    public static func literal(_ text: String) -> String {
        var out = "\""
        for s in text.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(s)
            default: out += "\\u{\(String(s.value, radix: 16, uppercase: true))}"
            }
        }
        return out + "\""
    }

    /// A decimal or `0x` hexadecimal number.
    private static func number(_ text: String) -> UInt64? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("0x") || t.hasPrefix("0X") { return UInt64(t.dropFirst(2), radix: 16) }
        return UInt64(t)
    }
}
