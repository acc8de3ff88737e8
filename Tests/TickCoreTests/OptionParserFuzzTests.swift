import Testing
import TickTestSupport
@testable import TickCore

/// Values an option may be given: good ones, bad ones, ones that look like options, and text
/// no option expects.
private let values = [
    "", "0", "1", "3", "-1", "+2", "1000", "1001", "2147483647", "99999999999999999999", "1e3", "0x10", " 4",
    "1..2", "2..", "..-1", "1,3", "0", "1..2..3", ",", "default", "path", "history", "wheel", "list", "reverse",
    "input", "selection", "error", "defaults", "length,begin", "end,end", "index,chunk,pathname", "nope",
    "ctrl-a:accept", "enter:toggle+down,alt-x:abort", "ctrl-:x", "f13:accept", "ctrl-x,alt-y", "tab", "x:",
    "name", "../x", ".", "a/b", "é", "日本", "😀", "\t", "a\nb", "--query", "-q", "=", "a=b", "\u{7}",
]

/// A random command line built from the real option table (so new options are fuzzed too):
/// long and short names, `=` forms, bundles, missing values, near misses and junk.
private func randomArguments(_ r: inout SeededRandom) -> [String] {
    let table = OptionTable.all
    var args: [String] = []
    for _ in 0..<r.int(0...5) {
        let spec = r.pick(table)
        let roll = r.int(0..<20)
        if roll < 10 { // --name [value]
            args.append("--" + spec.long)
            if case .none = spec.argument, !r.oneIn(8) { continue }
            if r.oneIn(10) { continue }  // a value left out
            args.append(r.pick(values))
        } else if roll < 12 { // --name=value
            args.append("--" + spec.long + "=" + r.pick(values))
        } else if roll < 16 { // -x or +x, maybe with the value attached
            guard let short = spec.short else { continue }
            args.append((spec.plus ? "+" : "-") + String(short) + (r.oneIn(3) ? r.pick(values) : ""))
            if case .required = spec.argument, r.oneIn(2) { args.append(r.pick(values)) }
        } else if roll < 17 { // a bundle of short options
            let shorts = table.compactMap { $0.plus ? nil : $0.short }
            args.append("-" + String((0..<r.int(1...4)).map { _ in r.pick(shorts) }))
        } else if roll < 18 { // a near miss: cut short, or one letter off
            var name = Array(spec.long)
            if r.oneIn(2) { name = Array(name.prefix(r.int(1...name.count))) } else { name[r.int(0..<name.count)] = "z" }
            args.append("--" + String(name))
        } else if roll < 19 { // junk
            args.append(r.pick(["--", "-", "---", "--=", "++", "+", "-Z", "+Z", "x", "—query", "--Query", "-é", "--no-", ""]))
        } else { // a value where an option should be
            args.append(r.pick(values))
        }
    }
    return args
}

/// Whether `message` names something of the command line: quotes an argument, or names (as a
/// whole word) an option given, by the name given or, for a short one, by its long name. A
/// bad combination is named by the options that clash, however they were set.
private func namesSomethingGiven(_ message: String, _ args: [String], defaults: String?) -> Bool {
    if args.contains(where: { message.contains("'\($0)'") }) { return true }
    if defaults != nil && message.contains("TICK_DEFAULT_OPTS") { return true }
    let words = Set(message.split { !($0.isLetter || $0.isNumber || "-+_".contains($0)) }.map(String.init))
    var names: Set<String> = ["--min", "--limit", "--key-nth"]
    for arg in args {
        if arg.hasPrefix("--") {
            names.insert("--" + arg.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
        } else if let sign = arg.first, sign == "-" || sign == "+" {
            for c in arg.dropFirst() {
                names.insert(String(sign) + String(c))
                if let spec = OptionTable.all.first(where: { $0.short == c && $0.plus == (sign == "+") }) {
                    names.insert("--" + spec.long)
                }
            }
        }
    }
    return !words.isDisjoint(with: names)
}

@Suite("Fuzz: option parser")
struct OptionParserFuzzTests {
    @Test("A random command line is accepted, or refused with a one-line message naming what is wrong")
    func randomCommandLines() {
        let fuzz = FuzzRun("option parser", cases: 4000)
        var refused = 0
        fuzz.forEachCase { k, r in
            let args = randomArguments(&r)
            // Sometimes TICK_DEFAULT_OPTS too, with shell quoting good and bad.
            let defaults: String? = r.oneIn(4) ? r.pick(["--exact", "-e -q 'a b'", "--height=3 \"--prompt=> \"",
                                                           "'unclosed", "--nth 0", "-q \\", "--bogus", ""]) : nil
            let context = { "\(fuzz.context(case: k)): \(args.map(FuzzRun.literal)) defaults \(defaults.map(FuzzRun.literal) ?? "none")" }
            do throws(UsageError) {
                _ = try OptionParser.parse(args, defaults: defaults)
            } catch {
                refused += 1
                let message = error.message
                #expect(!message.isEmpty && !message.hasPrefix("tick:"), "\(FuzzRun.literal(message)): \(context())")
                #expect(namesSomethingGiven(message, args, defaults: defaults),
                        "the message names nothing given: \(FuzzRun.literal(message)): \(context())")
                // One line, unless a value given carried a line break into it.
                #expect(!message.contains("\n") || args.contains { $0.contains("\n") }, "\(FuzzRun.literal(message)): \(context())")
            }
        }
        #expect(fuzz.cases.count < 100 || (refused > fuzz.cases.count / 5 && refused < fuzz.cases.count * 4 / 5),
                "refused \(refused) of \(fuzz.cases.count)")
    }
}
