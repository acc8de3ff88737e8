// tick-bench: times the picker's first frame and each keystroke inside one process, without a
// terminal. The picker's own parts do the work (StreamingReader and PickerController: state,
// reducer, match engine, frames), driven as PickerSession drives them; see PickerDriver.
import Glibc
import TickCore
import TickEngine

let usage = """
    usage: tick-bench CORPUS [QUERY] [--runs R] [--json] [-- TICK-OPTION...]

    Loads CORPUS (a file of lines) as the picker reads stdin and times its first frame; then, with
    every item loaded, types QUERY (default libswiftfoundation) one character at a time and
    Backspace back to empty, timing each key to its matches and to its frame. R runs (default 5),
    each with a new reader and a new match engine. Options after -- are tick's (the default
    options otherwise; TICK_DEFAULT_OPTS is not read). --json prints the report as JSON.

    """

/// The picker's size: that of picker-latency.py's pseudo-terminal.
let frameSize = TerminalSize(columns: 100, rows: 24)
/// How long to wait for the reader or the match engine before giving up (milliseconds).
let stallTimeout: Int32 = 60_000
/// The one wake-up pipe of every run (a `WakePipe` never closes its descriptors).
let wake = WakePipe()

// As tick does (main.swift).
Host.keepFreedMemory()

func fail(_ message: String) -> Never {
    Descriptor.printError("tick-bench: \(message)\n")
    exit(2)
}

// MARK: Arguments

var positional: [String] = []
var runCount = 5
var json = false
var tickArguments: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--":
        tickArguments = Array(arguments)
        arguments = []
    case "--json":
        json = true
    case "--runs":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 1 else { fail("--runs needs a number, 1 or more") }
        runCount = value
    case "-h", "--help":
        Descriptor.printError(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") && argument != "-" { fail("unknown option \(argument)\n\(usage)") }
        positional.append(argument)
    }
}
guard positional.count == 1 || positional.count == 2 else { fail("give a corpus file, and a query if you like\n\(usage)") }
let corpus = positional[0]
let query = positional.count == 2 ? positional[1] : "libswiftfoundation"
if query.isEmpty { fail("the query must have a character to type") }
let options: Options
do {
    options = try OptionParser.parse(tickArguments)
} catch {
    fail(error.message)
}

// MARK: Measurements

/// Reads `path` through a `StreamingReader` and builds a frame for each snapshot as the picker
/// does; returns the timings and the last snapshot (every item).
func load(_ path: String) -> (BenchReport.Load, ItemStore) {
    let start = MonotonicClock.milliseconds()
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { fail("cannot open \(path): \(Host.errorText())") }
    defer { close(fd) }
    wake.drain()
    var picker = PickerDriver(options: options, size: frameSize, wake: wake)
    // The controller's own reader, as the session starts it.
    picker.controller.processes.startReading(fd: fd)
    // The picker draws once before anything is read, then once for each wake-up.
    _ = picker.draw()
    picker.controller.start()
    var timing = BenchReport.Load(frames: 1)
    while true {
        let woke = picker.wake.waitForSources(timeout: stallTimeout)
        guard !woke.isEmpty else { fail("the reader said nothing for \(stallTimeout / 1000) s") }
        let taken = MonotonicClock.milliseconds()
        // The pump the session uses (effects that need a terminal do not come without keys).
        for case .failed(let failure) in picker.controller.pumpAll(woke) { fail(failure) }
        _ = picker.draw()
        let drawn = MonotonicClock.milliseconds()
        timing.frames += 1
        if timing.firstItems == 0 && picker.store.count > 0 {
            timing.firstFrameMs = drawn - start
            timing.firstItems = picker.store.count
        }
        if picker.controller.inputDone {
            if timing.firstItems == 0 { timing.firstFrameMs = drawn - start }  // an empty input
            timing.allReadMs = taken - start
            timing.allShownMs = drawn - start
            return (timing, picker.store)
        }
    }
}

/// Types `query` into a new picker holding `store`, then Backspace until it is empty, each key as
/// soon as the last one's matches are drawn (as picker-latency.py does). The first result for the
/// new query counts (the engine publishes the best matches and the exact count first, and the
/// full ranking, which changes nothing on screen, after; the next key may cancel it).
func typeQuery(into store: ItemStore) -> [BenchReport.Keystroke] {
    wake.drain()
    var picker = PickerDriver(options: options, size: frameSize, wake: wake)
    picker.controller.absorbInput(store, done: true)
    _ = picker.draw()
    let typing = query.unicodeScalars.map { (label: String($0), bytes: Array(String($0).utf8)) }
    let erasing = Array(repeating: (label: "BS", bytes: [UInt8(0x7F)]), count: typing.count)
    var keystrokes: [BenchReport.Keystroke] = []
    for key in typing + erasing {
        let start = MonotonicClock.milliseconds()
        _ = picker.controller.type(key.bytes)
        if !picker.state.resultsAreCurrent {
            // The picker shows the new query at once, over the old matches, while matching.
            _ = picker.draw()
            while !picker.state.resultsAreCurrent {
                let woke = picker.wake.waitForSources(timeout: stallTimeout)
                guard !woke.isEmpty else { fail("no matches for \"\(picker.state.query.text)\" in \(stallTimeout / 1000) s") }
                _ = picker.controller.pumpAll(woke)
            }
        }
        let resulted = MonotonicClock.milliseconds()
        let bytes = picker.draw()
        let drawn = MonotonicClock.milliseconds()
        keystrokes.append(BenchReport.Keystroke(label: key.label, query: picker.state.query.text, matches: picker.state.results.matchCount,
                                                resultMs: resulted - start, frameMs: drawn - start, frameBytes: bytes))
    }
    return keystrokes
}

// MARK: The report

var info = stat()
guard stat(corpus, &info) == 0 else { fail("cannot read \(corpus): \(Host.errorText())") }
var report = BenchReport(corpus: corpus, corpusBytes: Int(info.st_size), items: 0, query: query, size: frameSize, tickOptions: tickArguments)
var store = ItemStore()
for run in 1...runCount {
    Descriptor.printError("tick-bench: loading, run \(run)/\(runCount)\n")
    store = ItemStore()  // let the last run's items go first
    let (timing, loaded) = load(corpus)
    report.loads.append(timing)
    store = loaded
}
report.items = store.count
for run in 1...runCount {
    Descriptor.printError("tick-bench: typing, run \(run)/\(runCount)\n")
    report.runs.append(typeQuery(into: store))
}
var text = json ? report.json() : report.text()
text.withUTF8 { _ = Descriptor.writeAll(1, UnsafeRawBufferPointer($0)) }
exit(0)
