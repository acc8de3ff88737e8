import Testing
@testable import TickCore
@testable import TickEngine

/// `--threads N`: at most N threads match, in the picker (the match engine's job thread and its
/// helpers) and with `--filter` (the workers, and the reading thread for the last chunk).
@Suite("--threads bounds the matching threads")
struct MatchThreadsTests {
    @Test("--threads N is parsed: 0 is one per core, a negative number is an error, a huge one is capped")
    func parsed() throws {
        #expect(try OptionParser.parse(["--threads", "3"], defaults: nil).threads == 3)
        #expect(try OptionParser.parse(["--threads", "0"], defaults: nil).threads == nil)
        #expect(try OptionParser.parse(["--threads", "100000"], defaults: nil).threads == OptionTable.maxThreads)
        #expect(throws: UsageError.self) { try OptionParser.parse(["--threads", "-1"], defaults: nil) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--threads", "x"], defaults: nil) }
    }

    @Test("The picker's engine matches on its job thread and N - 1 helpers", arguments: [1, 2, 3])
    func engine(threads: Int) throws {
        let options = try OptionParser.parse(["--threads", String(threads)], defaults: nil)
        let wake = WakePipe()
        let engine = MatchEngine(configuration: options.matcherConfiguration, sort: options.sort, tac: options.tac,
                                 threads: options.threads, wake: wake)
        engine.pool.waitForQueued()
        #expect(engine.pool.helpers == threads - 1)
    }

    @Test("--filter starts N - 1 workers (the reading thread matches the last chunk; with 1, every chunk)",
          arguments: [1, 2, 3])
    func filter(threads: Int) throws {
        let items = (0..<400_000).map { "line \($0)" }
        let all = store(items)
        #expect(all.chunks.count >= 4)
        let options = try OptionParser.parse(["--threads", String(threads)], defaults: nil)
        let filter = StreamingFilter(query: options.query("'99"), configuration: options.matcherConfiguration,
                                     sort: options.sort, tac: options.tac, threads: options.threads)
        for (c, chunk) in all.chunks.enumerated() { filter.add(chunk, first: all.firstIndex[c]) }
        #expect(filter.workerCount == threads - 1)
        let (_, results) = filter.finish(header: all.header)
        #expect(results.count == items.filter { $0.contains("99") }.count)
    }
}
