// Byte exactness (docs/SPEC.md §2, §5): what tick prints for an item is exactly the item's bytes.
// `--filter ''` matches every item in input order, so it must give the input back unchanged
// (plus a separator after a last item that had none).
import Foundation
import Testing

/// Deterministic pseudo-random bytes (a 64-bit LCG), never `\n` or NUL.
struct ByteSource {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    /// A byte of a line: mostly printable ASCII, sometimes a tab, a UTF-8 sequence or a stray byte.
    mutating func lineByte(into out: inout [UInt8]) {
        let r = next() % 100
        switch r {
        case 0..<85: out.append(UInt8(0x20 + next() % 95))
        case 85..<88: out.append(0x09)
        case 88..<94: out.append(contentsOf: [0xC3, 0xA9])          // é
        case 94..<97: out.append(contentsOf: [0xE2, 0x82, 0xAC])    // €
        default: out.append([0xFF, 0x80, 0xC3, 0xFE][Int(next() % 4)]) // invalid UTF-8
        }
    }
    mutating func line(length: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(length + 3)
        while out.count < length { lineByte(into: &out) }
        return out
    }
}

@Suite("Filter output is byte-exact")
struct FilterOutputTests {
    @Test("Invalid UTF-8 bytes are printed back unchanged")
    func invalidUTF8RoundTrip() {
        var input: [UInt8] = []
        input += [0xFF] + [0x0A]                          // a lone invalid byte
        input += [0xC3, 0x28] + [0x0A]                    // lead byte followed by ASCII
        input += [0x80, 0x80] + [0x0A]                    // lone continuation bytes
        input += bytes("caf") + [0xE9] + bytes(" au lait\n")  // Latin-1 é
        input += [0xF0, 0x9F, 0x98] + [0x0A]              // truncated 4-byte sequence
        input += [0xED, 0xA0, 0x80] + [0x0A]              // encoded surrogate
        input += [0xC0, 0xAF] + [0x0A]                    // overlong '/'
        input += bytes("plain ü € 😀\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
    }

    @Test("A NUL byte inside a newline-separated item is kept")
    func nulInsideLine() {
        let input = bytes("a\0b\n\0\nc\0\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
        expectOutput(runTick(["--filter", "c"], stdin: input), bytes("c\0\n"))
    }

    @Test("A matching item with invalid bytes is printed with exactly its bytes")
    func invalidBytesInMatch() {
        let input = bytes("tea\n") + bytes("caf") + [0xE9, 0xFF] + bytes(" au lait\n")
        expectOutput(runTick(["--filter", "lait"], stdin: input), bytes("caf") + [0xE9, 0xFF] + bytes(" au lait\n"))
    }

    @Test("An invalid byte matches neither a plain nor an accented letter")
    func invalidByteMatchesNothing() {
        let input = bytes("caf") + [0xE9] + bytes("\ncafe\ncafé\n")
        expectOutput(runTick(["--filter", "cafe"], stdin: input), bytes("cafe\ncafé\n"))
        expectOutput(runTick(["--filter", "é"], stdin: input), bytes("café\n"))
    }

    @Test("CRLF line endings are printed back with their \\r")
    func crlfRoundTrip() {
        let input = bytes("alpha\r\nbeta\r\n\r\ngamma\r\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
    }

    @Test("The \\r before \\n is not matched, but is printed")
    func crNotMatched() {
        let input = bytes("abc\r\nabd\r\n")
        expectOutput(runTick(["--filter", "c$"], stdin: input), bytes("abc\r\n"))
        expectOutput(runTick(["--filter", "'c\r"], stdin: input), [], status: 1)
    }

    @Test("NUL-separated items round-trip with --read0 --print0")
    func read0Print0() {
        let input = bytes("one\0two words\0three\0")
        expectOutput(runTick(["--read0", "--print0", "--filter", ""], stdin: input), input)
    }

    @Test("With --read0 a newline inside an item is kept")
    func read0KeepsNewlines() {
        let input = bytes("first\nline\0second\r\nline\0\n\0")
        expectOutput(runTick(["--read0", "--print0", "--filter", ""], stdin: input), input)
        // Printed with the default terminator, each item still carries its own newline.
        expectOutput(runTick(["--read0", "--filter", "second"], stdin: input), bytes("second\r\nline\n"))
    }

    @Test("With --read0 a matched item with a newline is printed whole")
    func read0MatchAcrossNewline() {
        let input = bytes("alpha\nbeta\0gamma\0")
        expectOutput(runTick(["--read0", "--print0", "--filter", "ab"], stdin: input), bytes("alpha\nbeta\0"))
    }

    @Test("A last item without a trailing separator gets one on output")
    func lastItemWithoutSeparator() {
        expectOutput(runTick(["--filter", ""], stdin: bytes("a\nb")), bytes("a\nb\n"))
        expectOutput(runTick(["--filter", ""], stdin: bytes("only")), bytes("only\n"))
        expectOutput(runTick(["--read0", "--print0", "--filter", ""], stdin: bytes("a\0b")), bytes("a\0b\0"))
    }

    @Test("Empty lines are items and are printed")
    func emptyLinesAreItems() {
        let input = bytes("\n\nx\n\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
        expectOutput(runTick(["--filter", ""], stdin: bytes("\n")), bytes("\n"))
    }

    @Test("--print0 ends each item with NUL instead of newline")
    func print0Terminator() {
        expectOutput(runTick(["--print0", "--filter", ""], stdin: bytes("a\nb c\n")), bytes("a\0b c\0"))
    }

    @Test("Many matches, printed on two threads segment by segment, come in rank order: the shorter first, then input order",
          arguments: [[], ["--print0"]])
    func manyMatchesInOrder(arguments: [String]) {
        // 200,000 lines, most "a" and b's: the same score for `a`, so the length and then the
        // input order rank them; lines of c's between them do not match.
        var source = ByteSource(seed: 200_000)
        var input: [UInt8] = []
        var matches: [(length: Int, index: Int, line: [UInt8])] = []
        for index in 0..<200_000 {
            let length = Int(source.next() % 40)
            if source.next() % 8 == 0 {
                input += [UInt8](repeating: 0x63, count: length + 1) + [0x0A]
            } else {
                let line = [0x61] + [UInt8](repeating: 0x62, count: length)
                matches.append((length, index, line))
                input += line + [0x0A]
            }
        }
        matches.sort { ($0.length, $0.index) < ($1.length, $1.index) }
        let terminator: UInt8 = arguments.isEmpty ? 0x0A : 0
        expectOutput(runTick(["--filter", "a"] + arguments, stdin: input), matches.flatMap { $0.line + [terminator] })
    }

    @Test("An empty query with --tac prints every item in reverse input order")
    func emptyQueryTac() {
        expectOutput(runTick(["--tac", "--filter", ""], stdin: bytes("1\n2\n\n3\n")), bytes("3\n\n2\n1\n"))
    }

    @Test("A long line round-trips exactly", arguments: [
        (1 << 20) - 2, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, 3 << 20,
    ])
    func longLine(size: Int) {
        var source = ByteSource(seed: UInt64(size))
        let big = source.line(length: size)
        let input = bytes("before\n") + big + [0x0A] + bytes("after\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
        // The same line alone, without a final newline.
        expectOutput(runTick(["--filter", ""], stdin: big), big + [0x0A])
    }

    @Test("A 1 MiB line is found by a query matching its end")
    func longLineMatches() {
        var big = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        big += bytes("NEEDLE")
        let input = bytes("short\n") + big + bytes("\nother\n")
        expectOutput(runTick(["--filter", "'NEEDLE"], stdin: input), big + [0x0A])
    }

    @Test("100,000 short lines round-trip exactly, in order")
    func manyShortLines() {
        var source = ByteSource(seed: 42)
        var input: [UInt8] = []
        for i in 0..<100_000 {
            input += bytes("\(i) ")
            input += source.line(length: Int(source.next() % 30))
            input.append(0x0A)
        }
        expectOutput(runTick(["--filter", ""], stdin: input), input)
        expectOutput(runTick(["--read0", "--print0", "--filter", ""],
                             stdin: input.map { $0 == 0x0A ? 0 : $0 }),
                     input.map { $0 == 0x0A ? 0 : $0 })
    }

    @Test("Matches among 100,000 lines are all printed, in input order without sorting")
    func manyLinesNoSort() {
        var input: [UInt8] = []
        var expected: [UInt8] = []
        for i in 0..<100_000 {
            let line = bytes("row \(i) " + (i % 7 == 0 ? "seven" : "other") + "\n")
            input += line
            if i % 7 == 0 { expected += line }
        }
        expectOutput(runTick(["--no-sort", "--filter", "'seven"], stdin: input), expected)
    }

    @Test("A header line longer than a read buffer is skipped whole")
    func longHeaderLine() {
        var source = ByteSource(seed: 7)
        let header = source.line(length: (2 << 20) + 3)
        let items = bytes("one\ntwo\n")
        expectOutput(runTick(["--header-lines", "1", "--filter", ""], stdin: header + [0x0A] + items), items)
    }

    @Test("Many header lines spanning several reads are all skipped")
    func manyHeaderLines() {
        var input: [UInt8] = []
        var expected: [UInt8] = []
        for i in 0..<100_000 {
            let line = bytes("line \(i) with some padding text\n")
            input += line
            if i >= 60_000 { expected += line }
        }
        expectOutput(runTick(["--header-lines", "60000", "--filter", ""], stdin: input), expected)
        expectOutput(runTick(["--header-lines", "60000", "--tac", "--filter", "'99999"], stdin: input),
                     bytes("line 99999 with some padding text\n"))
    }

    @Test("Lines of megabytes are printed whole and in order, after the query line, in every line format")
    func hugeLines() {
        var source = ByteSource(seed: 0x4855_4745)
        let huge = source.line(length: 3 << 20), other = source.line(length: (1 << 20) + 5)
        let items: [[UInt8]] = [bytes("small one"), huge, bytes("small two"), other, bytes("end")]
        let input: [UInt8] = items.flatMap { $0 + [UInt8(0x0A)] }
        expectOutput(runTick(["--print-query", "--filter", ""], stdin: input), bytes("\n") + input)
        expectOutput(runTick(["--print0", "--filter", ""], stdin: input), items.flatMap { $0 + [UInt8(0)] } as [UInt8])
        expectOutput(runTick(["--tac", "--no-sort", "--filter", ""], stdin: input), items.reversed().flatMap { $0 + [UInt8(0x0A)] } as [UInt8])
    }

    @Test("Ranked lines written straight from the input are the items the JSON encoder prints, in its order, for every separator and terminator")
    func gatheredLinesMatchEncoder() throws {
        // Thousands of matches in rank order (far more than one system call's 1,024 pieces),
        // runs of neighbours among them, empty items, and both separators on both sides.
        var source = ByteSource(seed: 0x4741_5448)
        var items: [String] = []
        for i in 0..<6000 {
            let length = Int(source.next() % 40)
            let text = String((0..<length).map { _ in Character(UnicodeScalar(UInt8(0x61 + source.next() % 6))) })
            items.append(i % 97 == 0 ? "" : text)
        }
        for (read0, print0) in [(false, false), (false, true), (true, false), (true, true)] {
            let input = items.flatMap { Array($0.utf8) + [UInt8(read0 ? 0 : 0x0A)] }
            let reading = read0 ? ["--read0"] : []
            for query in ["ab", "", "fa", "!a"] {
                let plain = runTick(["--filter", query] + reading + (print0 ? ["--print0"] : []), stdin: input)
                let json = runTick(["--filter", query, "--json"] + reading, stdin: input)
                let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String] ?? []
                #expect(!decoded.isEmpty || query == "!a")
                let expected = decoded.flatMap { Array($0.utf8) + [UInt8(print0 ? 0 : 0x0A)] }
                #expect(plain.stdout == expected, "read0 \(read0) print0 \(print0) \(query): \(show(plain.stdout, limit: 120))")
            }
        }
    }
}
