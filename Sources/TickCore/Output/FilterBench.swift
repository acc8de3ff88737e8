/// fzf's `--bench DURATION` with `--filter`: the whole input is matched again and again for the
/// duration, and one line tells the times, in fzf 0.74's words:
/// `  N iterations  avg: Xms  min: Xms  max: Xms  total: Xs  items: N  matches: M (P%)  ingestion: Xms`.
public struct FilterBench: Sendable {
    /// Each pass's time, in milliseconds.
    public var passes: [Double] = []
    /// The items read (header lines included, as fzf counts them).
    public var items: Int
    /// The matches of the last pass.
    public var matches = 0
    /// How long reading the input took, in milliseconds.
    public var ingestion: Double

    public init(items: Int, ingestion: Double) {
        self.items = items
        self.ingestion = ingestion
    }

    /// The line fzf prints (with its line feed).
    public var report: String {
        let total = passes.reduce(0, +)
        let average = passes.isEmpty ? 0 : total / Double(passes.count)
        let share = items == 0 ? "NaN" : Self.fixed(Double(matches) / Double(items) * 100, 2)
        return "  \(passes.count) iterations  avg: \(Self.ms(average))ms  min: \(Self.ms(passes.min() ?? 0))ms"
            + "  max: \(Self.ms(passes.max() ?? 0))ms  total: \(Self.fixed(total / 1000, 2))s  items: \(items)"
            + "  matches: \(matches) (\(share)%)  ingestion: \(Self.ms(ingestion))ms\n"
    }

    /// Milliseconds as fzf prints them: whole microseconds, two decimals.
    private static func ms(_ x: Double) -> String { fixed((x * 1000).rounded(.down) / 1000, 2) }

    /// `x` with `digits` decimals, rounded half away from zero.
    public static func fixed(_ x: Double, _ digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let n = Int((abs(x) * Double(scale)).rounded())
        var text = (x < 0 && n != 0 ? "-" : "") + String(n / scale)
        if digits > 0 {
            let fraction = String(n % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }
}
