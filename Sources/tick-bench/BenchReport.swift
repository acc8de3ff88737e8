import Glibc
import TickCore
import TickEngine

/// What tick-bench measured, and its report as text or JSON.
///
/// Times are milliseconds on the monotonic clock. p99 is the nearest rank: with 180 keys, the
/// second slowest; with 36 (one run), the slowest.
struct BenchReport {
    /// One load of the corpus, timed from before the file is opened.
    struct Load {
        /// When the bytes of the first frame showing items were ready (with no items at all,
        /// of the frame showing the input's end).
        var firstFrameMs = 0.0
        /// How many items that frame's snapshot held.
        var firstItems = 0
        /// When the reader's last snapshot (input at its end) was taken.
        var allReadMs = 0.0
        /// When the frame of that snapshot was ready.
        var allShownMs = 0.0
        /// Frames built, the one before any input included.
        var frames = 0
    }

    /// One key typed, timed from handing its bytes to the key decoder.
    struct Keystroke {
        /// The character typed, or `BS` for Backspace.
        var label: String
        /// The query after the key.
        var query: String
        var matches: Int
        /// Until the matches of the new query were taken from the engine.
        var resultMs: Double
        /// Until the bytes of the frame showing them were ready.
        var frameMs: Double
        /// The size of that frame's update.
        var frameBytes: Int
    }

    /// The speed targets (README's Speed section).
    static let keyTargetMs = 16.0
    static let firstFrameTargetMs = 10.0

    var corpus: String
    var corpusBytes: Int
    var items: Int
    var query: String
    var size: TerminalSize
    var tickOptions: [String]
    var loads: [Load] = []
    /// The keystrokes of each run.
    var runs: [[Keystroke]] = []

    var allKeys: [Keystroke] { runs.flatMap { $0 } }
    var worstFirstFrameMs: Double { loads.map(\.firstFrameMs).max() ?? 0 }
    var keyFrameP99Ms: Double { Self.percentile(allKeys.map(\.frameMs), 99) }
    var firstFrameMet: Bool { worstFirstFrameMs <= Self.firstFrameTargetMs }
    var keysMet: Bool { keyFrameP99Ms <= Self.keyTargetMs }

    // MARK: Text

    /// The report for people.
    func text() -> String {
        var out = "tick-bench: the picker's first frame and keystrokes, in one process, no terminal\n\n"
        out += "corpus:  \(corpus), \(Self.grouped(items)) items, \(Self.fixed(Double(corpusBytes) / 1e6, 1)) MB\n"
        out += "query:   \"\(query)\" typed, then Backspace to empty (\(runs.first?.count ?? 0) keys), \(runs.count == 1 ? "one run" : "\(runs.count) runs")\n"
        out += "picker:  \(size.columns)x\(size.rows), options: \(tickOptions.isEmpty ? "defaults" : tickOptions.joined(separator: " "))\n"
        out += "machine: \(Host.processorCount) cores, load average \(Self.loadAverage())\n\n"

        out += "First frame (StreamingReader on the file, a frame for each snapshot as the picker draws)\n"
        var rows = loads.enumerated().map { i, l in
            ["\(i + 1)", Self.ms(l.firstFrameMs), Self.grouped(l.firstItems), Self.ms(l.allReadMs), Self.ms(l.allShownMs), "\(l.frames)"]
        }
        rows.append(["median", Self.ms(Self.median(loads.map(\.firstFrameMs))), "", Self.ms(Self.median(loads.map(\.allReadMs))),
                     Self.ms(Self.median(loads.map(\.allShownMs))), ""])
        out += Self.table(["run", "first frame ms", "items in it", "all read ms", "all shown ms", "frames"], rows) + "\n"

        let over = runs.count == 1 ? "one run" : "median of \(runs.count) runs, and run 1 alone"
        out += "Keystrokes (ms from the key; \(over); each run starts with a new match engine, no results kept)\n"
        rows = (runs.first ?? []).indices.map { k in
            let key = runs[0][k]
            let result = runs.map { $0[k].resultMs }, frame = runs.map { $0[k].frameMs }
            return ["\(k + 1)", key.label, key.query, Self.grouped(key.matches), Self.ms(Self.median(result)),
                    Self.ms(Self.median(frame)), Self.ms(frame[0]), "\(key.frameBytes)"]
        }
        out += Self.table(["#", "key", "query", "matches", "to result ms", "to frame ms", "run 1 to frame", "frame bytes"], rows) + "\n"

        let keys = allKeys
        rows = [Self.summaryRow("key to result", keys.map(\.resultMs)), Self.summaryRow("key to frame", keys.map(\.frameMs))]
        for (i, run) in runs.enumerated() {
            rows.append(Self.summaryRow("run \(i + 1): key to frame", run.map(\.frameMs)))
        }
        out += "All \(keys.count) keys of \(runs.count == 1 ? "the run" : "the \(runs.count) runs")\n"
        out += Self.table(["", "median ms", "p99 ms", "max ms"], rows) + "\n"

        out += "Targets\n"
        out += Self.table(["target", "measured", ""], [
            ["keystroke to frame p99 <= \(Self.fixed(Self.keyTargetMs, 0)) ms", "\(Self.ms(keyFrameP99Ms)) ms (\(keys.count) keys)", keysMet ? "met" : "MISSED"],
            ["first frame <= \(Self.fixed(Self.firstFrameTargetMs, 0)) ms", "\(Self.ms(worstFirstFrameMs)) ms (worst of \(loads.count))", firstFrameMet ? "met" : "MISSED"],
        ])
        return out
    }

    private static func summaryRow(_ label: String, _ xs: [Double]) -> [String] {
        [label, ms(median(xs)), ms(percentile(xs, 99)), ms(xs.max() ?? 0)]
    }

    /// Columns separated by two spaces, the first left-aligned and the others right-aligned.
    private static func table(_ headers: [String], _ rows: [[String]]) -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        var out = ""
        for row in all {
            var line = ""
            for (c, cell) in row.enumerated() {
                let fill = String(repeating: " ", count: widths[c] - cell.count)
                line += c == 0 ? cell + fill : "  " + fill + cell
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    // MARK: JSON

    /// The report for programs: one JSON object.
    func json() -> String {
        var out = "{\n"
        out += "  \"corpus\": \(Self.string(corpus)), \"corpus_bytes\": \(corpusBytes), \"items\": \(items),\n"
        out += "  \"query\": \(Self.string(query)), \"runs\": \(runs.count), \"columns\": \(size.columns), \"rows\": \(size.rows),\n"
        out += "  \"tick_options\": [\(tickOptions.map(Self.string).joined(separator: ", "))],\n"
        out += "  \"loads\": [\n" + loads.map { l in
            "    {\"first_frame_ms\": \(Self.fixed(l.firstFrameMs, 3)), \"first_items\": \(l.firstItems), "
                + "\"all_read_ms\": \(Self.fixed(l.allReadMs, 3)), \"all_shown_ms\": \(Self.fixed(l.allShownMs, 3)), \"frames\": \(l.frames)}"
        }.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"keys\": [\n" + (runs.first ?? []).indices.map { k in
            let key = runs[0][k]
            return "    {\"key\": \(Self.string(key.label)), \"query\": \(Self.string(key.query)), \"matches\": \(key.matches), "
                + "\"result_ms\": \(Self.numbers(runs.map { $0[k].resultMs })), \"frame_ms\": \(Self.numbers(runs.map { $0[k].frameMs })), "
                + "\"frame_bytes\": \(key.frameBytes)}"
        }.joined(separator: ",\n") + "\n  ],\n"
        let keys = allKeys
        out += "  \"summary\": {\"keys\": \(keys.count), \"result\": \(Self.stats(keys.map(\.resultMs))), "
            + "\"frame\": \(Self.stats(keys.map(\.frameMs))),\n"
        out += "    \"first_frame\": \(Self.stats(loads.map(\.firstFrameMs))), \"all_read\": \(Self.stats(loads.map(\.allReadMs))), "
            + "\"all_shown\": \(Self.stats(loads.map(\.allShownMs)))},\n"
        out += "  \"targets\": {\n"
        out += "    \"key_frame_p99_ms\": {\"limit\": \(Self.fixed(Self.keyTargetMs, 0)), \"value\": \(Self.fixed(keyFrameP99Ms, 3)), \"met\": \(keysMet)},\n"
        out += "    \"first_frame_ms\": {\"limit\": \(Self.fixed(Self.firstFrameTargetMs, 0)), \"value\": \(Self.fixed(worstFirstFrameMs, 3)), \"met\": \(firstFrameMet)}\n"
        out += "  }\n}\n"
        return out
    }

    private static func stats(_ xs: [Double]) -> String {
        "{\"median_ms\": \(fixed(median(xs), 3)), \"p99_ms\": \(fixed(percentile(xs, 99), 3)), \"max_ms\": \(fixed(xs.max() ?? 0, 3))}"
    }

    private static func numbers(_ xs: [Double]) -> String {
        "[" + xs.map { fixed($0, 3) }.joined(separator: ", ") + "]"
    }

    private static func string(_ text: String) -> String {
        var out = OutputBuffer()
        var t = text
        t.withUTF8 { _ = JSONText.appendString($0, to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    // MARK: Numbers

    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// The nearest-rank percentile: the smallest value with at least `p`% of them at or below it.
    static func percentile(_ xs: [Double], _ p: Double) -> Double {
        guard !xs.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(xs.count)).rounded(.up))
        return xs.sorted()[max(0, rank - 1)]
    }

    /// Milliseconds with the digits that mean something: 123, 12.3, 1.23.
    static func ms(_ x: Double) -> String { fixed(x, x >= 100 ? 0 : x >= 10 ? 1 : 2) }

    /// `x` with `digits` decimals.
    static func fixed(_ x: Double, _ digits: Int) -> String { FilterBench.fixed(x, digits) }

    /// 1234567 as 1,234,567.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return String(digits)
    }

    private static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "?" }
        return loads.map { fixed($0, 2) }.joined(separator: " ")
    }
}
