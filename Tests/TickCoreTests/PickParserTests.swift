import Testing
@testable import TickCore

@Suite("Line mode answers")
struct PickParserTests {
    func parse(_ text: String, count: Int = 10) -> [Int]? { try? PickParser.parse(text, count: count) }

    func failure(_ text: String, count: Int = 10) -> String? {
        do {
            _ = try PickParser.parse(text, count: count)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Numbers separated by blanks pick those items, 0-based, in the order given")
    func numbers() {
        #expect(parse("1 3") == [0, 2])
        #expect(parse("  3\t1  ") == [2, 0])
    }

    @Test("Commas separate as blanks do, alone or mixed")
    func commas() {
        #expect(parse("1,3") == [0, 2])
        #expect(parse("1, 3 ,5,,6") == [0, 2, 4, 5])
    }

    @Test("A range N-M picks N to M; a range of one number picks it")
    func ranges() {
        #expect(parse("5-7") == [4, 5, 6])
        #expect(parse("1 3 5-7") == [0, 2, 4, 5, 6])
        #expect(parse("2-2") == [1])
        #expect(parse("1-10").map(\.count) == 10)
    }

    @Test("An answer with no numbers picks nothing")
    func empty() {
        #expect(parse("") == [])
        #expect(parse(" , ") == [])
    }

    @Test("A backwards range is refused, showing the way round it goes")
    func backwards() {
        #expect(failure("7-5") == "'7-5' runs backwards: write 5-7")
    }

    @Test("A number out of range is refused, naming it and the valid numbers")
    func outOfRange() {
        #expect(failure("9", count: 3) == "'9' is out of range: the items are numbered 1 to 3")
        #expect(failure("0", count: 3) == "'0' is out of range: the items are numbered 1 to 3")
        #expect(failure("1 2-4", count: 3) == "'2-4' is out of range: the items are numbered 1 to 3")
        #expect(failure("2", count: 1) == "'2' is out of range: the only item is 1")
        #expect(failure("99999999999999999999999", count: 3)?.hasPrefix("'99999999999999999999999' is out of range") == true)
    }

    @Test("Words, signs and half ranges are refused, naming the bad part", arguments: ["x", "1x", "-3", "3-", "1-2-3", "+1", "١"])
    func junk(part: String) {
        #expect(failure("1 \(part) 2") == "'\(part)' is not a number or a range (answer like 1 3 5-7)")
    }

    @Test("A number picked twice is refused, naming it and the range it came from")
    func duplicates() {
        #expect(failure("1 3 1") == "1 is picked twice")
        #expect(failure("1-5 2-3") == "2 is picked twice ('2-3')")
        #expect(failure("4 1-5") == "4 is picked twice ('1-5')")
    }
}
