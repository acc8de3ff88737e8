// The picker end to end under random keys and mouse reports: whatever is typed, clicked, pasted
// or resized, tick ends with 0, 1 or 130, gives the terminal back exactly as it was, and never
// lets an escape sequence from an item reach the terminal.
import Foundation
import Testing
import TickTestSupport

/// Sequences that items carry and the terminal must never receive: tick draws each as visible
/// placeholders, and never writes them itself (nor are they among the keys sent). U+009B is
/// the one-character CSI of C1.
private let hostile = ["\u{1B}]2;FUZZ-TITLE\u{7}", "\u{1B}[?1049h", "\u{1B}[38;5;99;48;5;98m", "\u{1B}c", "\u{1B}P1$r\u{1B}\\",
                       "\u{1B}[5n", "\u{1B}[2J", "\u{9B}"]

/// Random items: plain words, wide and combining characters, tabs, invalid UTF-8, long lines,
/// and the hostile sequences above.
private func randomItems(_ r: inout SeededRandom) -> [[UInt8]] {
    let words = ["alpha", "beta", "Gamma", "delta-2", "src/main.swift", "日本語", "e\u{301}cole", "😀 face", "tab\there", "a b c"]
    return (0..<r.int(1...40)).map { _ in
        var item: [UInt8] = []
        for _ in 0..<r.int(1...4) {
            switch r.int(0..<8) {
            case 0: item += Array(r.pick(hostile).utf8)
            case 1: item += r.pick([[0xFF], [0xC3], [0xE2, 0x82], [0x07], [0x08], [0x0D], [0x7F], [0x9B]])
            case 2: item += Array(String(repeating: r.pick(words), count: r.int(5...30)).utf8)
            default: item += Array(r.pick(words).utf8)
            }
            if r.oneIn(2) { item.append(0x20) }
        }
        return item
    }
}

/// A random keystroke, mouse report, paste or pause, as a terminal would send it; `cancels`
/// allows the keys that end the picker.
private func randomKey(rows: Int, columns: Int, cancels: Bool, _ r: inout SeededRandom) -> [UInt8] {
    let keys = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H",
                "\u{1B}[F", "\u{1B}[3~", "\u{1B}[2~", "\u{1B}[Z", "\u{1B}OP", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;5A",
                "\u{1B}[1;2B", "\u{1B}[1;3D", "\t", "\u{7F}", "\u{8}", "\u{1}", "\u{2}", "\u{4}", "\u{5}", "\u{6}", "\u{B}",
                "\u{E}", "\u{10}", "\u{A}", "\u{15}", "\u{17}", "\u{0}", "\u{1B}a", "\u{1B}d", "\u{1B}t", "\u{1B}b",
                "\u{1B}f", "\u{1B}\u{7F}", "\u{1B}x", "\u{1B}\u{1}"]
    switch r.int(0..<40) {
    case 0..<12:
        return Array(r.pick(["a", "e", "l", "t", "x", "A", "G", " ", "'", "^", "$", "!", "|", "\\", "é", "日", "😀", "/", "-", "2"]).utf8)
    case 12..<26:
        return Array(r.pick(keys).utf8)
    case 26..<34: // the mouse: a tap anywhere, the wheel, a drag, another button, a shift-click
        let (column, row) = (r.int(1...columns), r.int(1...rows))
        let code = r.pick([0, 0, 0, 64, 65, 32, 1, 2, 4])
        let press = "\u{1B}[<\(code);\(column);\(row)M"
        return Array((code < 64 && code != 32 ? press + "\u{1B}[<\(code);\(column);\(row)m" : press).utf8)
    case 34..<36: // a paste, with keys and escapes inside that must stay text
        let text = (0..<r.int(0...6)).map { _ in r.pick(["ab", " ", "\r", "\t", "\u{1B}[A", "\u{3}", "é", "\u{1B}"]) }.joined()
        return Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
    case 36:
        return r.oneIn(3) ? [0x1A] : [] // Ctrl-Z: tick gives the terminal back and comes straight back
    case 37 where cancels:
        return r.oneIn(8) ? Array(r.pick(["\r", "\u{1B}", "\u{3}", "\u{11}"]).utf8) : []
    default:
        return [] // a pause
    }
}

/// Picker options, a few at a time.
private func randomOptions(_ r: inout SeededRandom) -> [String] {
    let choices: [[String]] = [
        ["--layout", "list"], ["--layout", "reverse"], ["--cycle"], ["--single"], ["--limit", "2"], ["--min", "2"],
        ["--no-search"], ["--height", "1"], ["--height", "12"], ["--confirm"], ["--expect", "ctrl-x,f2"], ["--print-query"],
        ["--no-mouse"], ["--bind", "ctrl-t:toggle-all,f3:clear-query,alt-x:first"], ["--marker", "»»"], ["--header", "head"],
        ["--header-lines", "1"], ["--no-toolbar"], ["-q", "a"], ["--preselect-all"], ["--order", "selection"], ["--tac"],
        ["--no-sort"], ["-e"], ["--nth", "1"], ["--with-nth", "2.."], ["--accept-nth", "1"], ["--action", "Delete"],
        ["--prompt", "❯ "], ["--scheme", "path"], ["--no-color"],
    ]
    var options = (0..<r.int(0...4)).flatMap { _ in r.pick(choices) }
    // --min 2 beside --single is a usage error, not a picker.
    while options.contains("--single"), let min = options.firstIndex(of: "--min") { options.removeSubrange(min...(min + 1)) }
    return options
}

@Suite("Fuzz: the picker under a terminal", .serialized)
struct PickerFuzzTests {
    @Test("Random keys, taps, wheel turns, pastes and resizes end with 0, 1 or 130, the terminal restored and no item escape let through")
    func randomSessions() throws {
        let fuzz = FuzzRun("picker", cases: 24)
        try fuzz.forEachCase { k, r in try Self.session(fuzz, k, &r) }
    }

    /// One picker run: random items and options, random input, then a way out.
    private static func session(_ fuzz: FuzzRun, _ k: Int, _ r: inout SeededRandom) throws {
        let items = randomItems(&r)
        var options = randomOptions(&r)
        let json = r.oneIn(4)
        if json { options.append("--json") }
        var (rows, columns) = (r.int(6...30), r.int(16...100))
        let streaming = r.oneIn(4)
        let input: [UInt8] = items.flatMap { $0 + [0x0A] }
        let stdin: [UInt8]? = streaming ? nil : input
        let prefill: [UInt8] = Array(String(repeating: "\r\n", count: r.int(0...rows)).utf8)
        let echo = !r.oneIn(4)
        let run = try PseudoTerminalRun(executable: Programs.tick, arguments: options, environment: ["NO_COLOR": ""],
                                        rows: rows, columns: columns, stdin: stdin, prefill: prefill, echo: echo)
        let context = { "\(fuzz.context(case: k)): tick \(options.joined(separator: " ")) on \(rows)x\(columns)" }
        if streaming { run.writeInput(Array(input.prefix(input.count / 2))) }
        // Keys go in once tick reads them raw (bracketed paste on), so none is echoed.
        guard run.waitForScreen(timeout: 15, { $0.modes.contains(2004) }) else {
            let result = run.finish(Comment(rawValue: context()))
            #expect([0, 1].contains(result.status), "no picker drawn: exit \(result.status), \(result.stderr): \(context())")
            return
        }
        for step in 0..<r.int(5...40) {
            run.send(randomKey(rows: rows, columns: columns, cancels: true, &r))
            if r.oneIn(6) { Thread.sleep(forTimeInterval: Double(r.int(1...30)) / 1000) }
            if r.oneIn(30) {
                (rows, columns) = (r.int(4...30), r.int(10...100))
                run.resize(rows: rows, columns: columns)
            }
            if streaming && step == 3 {
                run.writeInput(Array(input.dropFirst(input.count / 2)))
                run.closeInput()
            }
        }
        if streaming { run.closeInput() }
        // The way out: a key, or a tap where the Done or Cancel button is drawn.
        let button = "[ " + r.pick(["Done", "Delete", "Cancel"])
        let lines = run.lines   // one copy: the screen may change between two reads
        if r.oneIn(3), let row = lines.firstIndex(where: { $0.contains(button) }), let at = lines[row].range(of: button) {
            run.click(row: row, column: lines[row].distance(from: lines[row].startIndex, to: at.lowerBound) + 2)
        } else {
            run.send(r.pick(["\r", "\r", "\r", "\u{1B}", "\u{3}", "\u{11}", "\u{18}"]))
        }
        // Refused (--min, a --confirm question) or still running: cancel, once and again.
        var nudged = false
        for _ in 0..<3 where !exits(run, within: 2) {
            run.send("\u{3}")
            nudged = true
        }
        let result = run.finish(Comment(rawValue: context()))
        #expect([0, 1, 130].contains(result.status), "exit \(result.status), stderr \(result.stderr): \(context())")
        // Nothing printed unless accepted (but a Ctrl-C that lands while a slow accept prints may cut it).
        if result.status != 0 && !nudged { #expect(result.stdout.isEmpty, "\(show(result.stdout)): \(context())") }
        if result.status == 0 && json { _ = parseJSON(result.stdout) }
        // Printed items are items, byte for byte, none more often than it was given.
        if result.status == 0 && !json && !options.contains(where: { ["--print-query", "--expect", "--accept-nth"].contains($0) }) {
            var left: [[UInt8]: Int] = [:]
            for item in items { left[item, default: 0] += 1 }
            for line in result.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
                left[Array(line), default: 0] -= 1
            }
            #expect(result.stdout.last == 0x0A && left.values.allSatisfy { $0 >= 0 }, "printed \(show(result.stdout)): \(context())")
        }
        let written = run.terminalOutput
        for sequence in hostile {
            #expect(firstRange(of: Array(sequence.utf8), in: written) == nil,
                    "\(FuzzRun.literal(sequence)) reached the terminal: \(context())")
        }
        #expect(run.screen.bellCount == 0 && !run.screen.usedAlternateScreen, "an item's bytes reached the terminal: \(context())")
    }
}

/// Whether `run` has exited, or does within `seconds`.
private func exits(_ run: PseudoTerminalRun, within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !run.hasExited && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return run.hasExited
}

/// Where `needle` first occurs in `haystack`.
private func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return i..<(i + needle.count)
    }
    return nil
}
