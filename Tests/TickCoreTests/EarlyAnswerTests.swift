import Testing
@testable import TickCore

@Suite("-1 and -0: one rule for every mode")
struct EarlyAnswerTests {
    private func answer(_ arguments: [String], _ matches: [Int]) throws -> EarlyAnswer {
        EarlyAnswer.decide(matches: matches, options: try OptionParser.parse(arguments, defaults: nil))
    }

    @Test("-1 picks a lone match, -0 exits on none; anything else asks")
    func basics() throws {
        #expect(try answer(["-1"], [4]) == .pick(4))
        #expect(try answer(["-1"], [4, 5]) == .ask)
        #expect(try answer(["-1"], []) == .ask)
        #expect(try answer(["-0"], []) == .noMatch)
        #expect(try answer(["-0"], [4]) == .ask)
        #expect(try answer(["-1", "-0"], []) == .noMatch)
    }

    @Test("-1 obeys --min and --confirm: one item short of --min asks, --confirm asks first")
    func rules() throws {
        #expect(try answer(["-1", "--min", "2"], [4]) == .ask)
        #expect(try answer(["-1", "--min", "1"], [4]) == .pick(4))
        #expect(try answer(["-1", "--confirm"], [4]) == .confirm(4))
        #expect(try answer(["-1", "--single"], [4]) == .pick(4))
    }
}

@Suite("Messages show bytes as the picker draws them")
struct MessageTextTests {
    @Test("Controls become pictures, C1 and direction marks and bad bytes become �, text is cut with …")
    func shown() {
        #expect(DisplayText.inMessage("\u{1B}]0;pwned\u{07}") == "␛]0;pwned␇")
        #expect(DisplayText.inMessage("a\r\n\t") == "a␍␊␉")
        #expect(DisplayText.inMessage([0x61, 0xFF, 0xC2, 0x85]) == "a\u{FFFD}\u{FFFD}")
        #expect(DisplayText.inMessage("x\u{202E}\u{200F}y") == "x\u{FFFD}\u{FFFD}y")
        #expect(DisplayText.inMessage("abcdef", limit: 3) == "abc…")
        #expect(DisplayText.inMessage("abc", limit: 3) == "abc")
        #expect(DisplayText.inMessage("ééé😀", limit: 3) == "ééé…")
    }
}
