import Testing
import TickTestSupport
@testable import TickCore

/// Tick's options as the command-line generator takes them.
private let options = OptionTable.all.map { spec in
    var takesValue = false
    if case .required = spec.argument { takesValue = true }
    return FuzzCommandLine.Option(long: spec.long, short: spec.short.map { (spec.plus ? "+" : "-") + String($0) },
                                  takesValue: takesValue)
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
    @Test("A random command line (options from the real table) is accepted, or refused with a one-line message naming what is wrong")
    func randomCommandLines() {
        let fuzz = FuzzRun("option parser", cases: 4000)
        var refused = 0
        fuzz.forEachCase { k, r in
            let args = FuzzCommandLine.random(options, &r)
            let defaults = FuzzCommandLine.randomDefaults(&r)
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
