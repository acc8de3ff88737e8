/// A duration written as Go's `time.ParseDuration` reads it, as fzf's `--bench` takes it:
/// signed numbers with a unit each, summed (`300ms`, `1.5s`, `1m30s`); units `ns`, `us`
/// (`µs`, `μs`), `ms`, `s`, `m`, `h`; `0` alone needs no unit.
public enum GoDuration {
    /// Milliseconds per unit.
    private static let units: [String: Double] = [
        "ns": 1e-6, "us": 1e-3, "µs": 1e-3, "μs": 1e-3, "ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000,
    ]

    /// `text`'s length in milliseconds (negative with `-`), or nil when Go would refuse it.
    public static func milliseconds(_ text: String) -> Double? {
        var rest = Substring(text)
        var sign = 1.0
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        if rest == "0" { return 0 }
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            rest = rest.dropFirst(number.count)
            let parts = number.split(separator: ".", omittingEmptySubsequences: false)
            // Digits before or after one point, at least one of them.
            guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }) else { return nil }
            let unit = rest.prefix { !($0.isASCII && ($0.isNumber || $0 == ".")) }
            rest = rest.dropFirst(unit.count)
            guard let scale = units[String(unit)], let value = Double(number.hasPrefix(".") ? "0" + number : String(number)) else {
                return nil
            }
            total += value * scale
        }
        return sign * total
    }
}
