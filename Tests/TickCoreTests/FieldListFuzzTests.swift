import Testing
import TickTestSupport
@testable import TickCore

/// Whether `s` is a field index by docs/SPEC.md §2's rules: an integer, not 0, strictly between the
/// 32-bit limits (a sign and leading zeros allowed, as Swift's `Int` reads them).
private func isIndex(_ s: Substring) -> Bool {
    let negative = s.first == "-"
    let digits = negative || s.first == "+" ? s.dropFirst() : s
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
    let significant = digits.drop { $0 == "0" }
    guard significant.count <= 10, let magnitude = Int(significant.isEmpty ? "0" : String(significant)) else { return false }
    return magnitude != 0 && magnitude < (negative ? 2_147_483_648 : 2_147_483_647)
}

/// The first part of `list` that is not `N`, `N..M`, `N..`, `..M` or `..`, as the error should
/// quote it ("" for an empty part); nil when the whole list is valid.
private func firstBadPart(_ list: String) -> Substring? {
    for part in list.split(separator: ",", omittingEmptySubsequences: false) {
        if part.isEmpty { return part }
        let pieces = part.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
        let ok = pieces.count == 1 ? isIndex(pieces[0])
            : (pieces[0].isEmpty || isIndex(pieces[0])) && (pieces[1].isEmpty || isIndex(pieces[1]))
        if !ok { return part }
    }
    return nil
}

/// A field list written back from its ranges.
private func written(_ list: FieldList) -> String {
    list.ranges.map { r in
        if let b = r.begin, b == r.end { return String(b) }
        return (r.begin.map(String.init) ?? "") + ".." + (r.end.map(String.init) ?? "")
    }.joined(separator: ",")
}

/// Fields as docs/SPEC.md §2 defines them, each with the delimiter after it: AWK-style, a field runs
/// from a non-blank to the next field's start (blanks before the first are skipped); with a
/// string, each occurrence, left to right, ends a field.
private func referenceFields(_ text: [UInt8], _ delimiter: [UInt8]) -> [Range<Int>] {
    if delimiter.isEmpty {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let starts = text.indices.filter { !blank(text[$0]) && ($0 == 0 || blank(text[$0 - 1])) }
        return starts.enumerated().map { k, s in s..<(k + 1 < starts.count ? starts[k + 1] : text.count) }
    }
    var fields: [Range<Int>] = []
    var start = 0
    for r in text.ranges(of: delimiter) {
        fields.append(start..<r.upperBound)
        start = r.upperBound
    }
    if start < text.count { fields.append(start..<text.count) }
    return fields
}

/// What a field list selects from `text`, by the reference fields; with `strip`, the delimiter
/// at the very end goes (all blanks, or one occurrence of the string).
private func referenceJoin(_ text: [UInt8], _ list: FieldList, _ delimiter: [UInt8], strip: Bool) -> [UInt8] {
    let fields = referenceFields(text, delimiter)
    let n = fields.count
    var out: [UInt8] = []
    for r in list.ranges {
        let first = max(1, r.begin.map { $0 < 0 ? n + 1 + $0 : $0 } ?? 1)
        let last = min(n, r.end.map { $0 < 0 ? n + 1 + $0 : $0 } ?? n)
        if first <= last { out += text[fields[first - 1].lowerBound..<fields[last - 1].upperBound] }
    }
    guard strip else { return out }
    if delimiter.isEmpty {
        while let b = out.last, b == 0x20 || b == 0x09 { out.removeLast() }
    } else if out.count >= delimiter.count && Array(out.suffix(delimiter.count)) == delimiter {
        out.removeLast(delimiter.count)
    }
    return out
}

/// A random field list: mostly well formed, with every way of being wrong mixed in.
private func randomList(_ r: inout SeededRandom) -> String {
    let bounds = ["1", "2", "3", "-1", "-2", "10", "+2", "007", "0", "-0", "2147483646", "2147483647", "-2147483647",
                  "-2147483648", "99999999999999999999", "x", "1.5", " 1", "１", "٣", "", "-", "+"]
    return (0..<r.int(1...4)).map { _ in
        switch r.int(0..<8) {
        case 0: return r.pick(bounds)
        case 1: return r.pick(bounds) + ".." + r.pick(bounds)
        case 2: return r.pick(bounds) + r.pick(["...", ".", "..."]) + r.pick(bounds)
        case 3: return (0..<r.int(0...6)).map { _ in String(r.pick(Array("0123456789-+.,x é"))) }.joined()
        default: return r.pick(["1", "2", "-1", "-2", "3"]) + r.pick(["", "..", "..-1", "..2", "..3"])
        }
    }.joined(separator: ",")
}

@Suite("Fuzz: field lists")
struct FieldListFuzzTests {
    @Test("A random field list is accepted exactly when the grammar of docs/SPEC.md §2 says so, and an error quotes the list and its bad part")
    func parsing() {
        let fuzz = FuzzRun("field list", cases: 4000)
        fuzz.forEachCase { k, r in
            let text = randomList(&r)
            let context = { "\(fuzz.context(case: k)): \(FuzzRun.literal(text))" }
            let bad = text.isEmpty ? Substring("") : firstBadPart(text)
            do throws(UsageError) {
                let list = try FieldList(parsing: text)
                #expect(bad == nil, "accepted: \(context())")
                // What was accepted reads back the same once written plainly.
                #expect((try? FieldList(parsing: written(list))) == list, "\(context()) written \(written(list))")
            } catch {
                #expect(bad != nil, "refused (\(error.message)): \(context())")
                guard let bad, !text.isEmpty else { return }
                #expect(error.message.contains("'\(text)'"), "\(error.message): \(context())")
                let quoted = [bad] + bad.split(separator: "..", omittingEmptySubsequences: false)
                #expect(bad.isEmpty || quoted.contains { error.message.contains("'\($0)'") }, "\(error.message): \(context())")
            }
        }
    }

    @Test("Any accepted list cuts from any item exactly the fields docs/SPEC.md §2 describes, with either delimiter")
    func selecting() {
        let fuzz = FuzzRun("field selection", cases: 3000)
        let pieces: [[UInt8]] = [[0x61], [0x62, 0x63], [0x20], [0x09], [0x3A], [0x3A, 0x3A], Array("é".utf8), [0xFF], [0x0D]]
        var accepted = 0
        fuzz.forEachCase { k, r in
            guard let list = try? FieldList(parsing: randomList(&r)) else { return }
            accepted += 1
            let delimiter: [UInt8] = r.pick([[], [0x3A], [0x3A, 0x3A], [0x09], Array("é".utf8)])
            let text = (0..<r.int(0...14)).flatMap { _ in r.pick(pieces) }
            let strip = r.oneIn(2)
            var tokens: [Range<Int>] = []
            var out: [UInt8] = []
            text.withUnsafeBufferPointer {
                FieldSelection.join($0, fields: list, delimiter: Delimiter(bytes: delimiter), stripTrailing: strip,
                                    tokens: &tokens, into: &out)
            }
            #expect(out == referenceJoin(text, list, delimiter, strip: strip),
                    "\(fuzz.context(case: k)): \(written(list)) on \(FuzzRun.literal(text)) by \(FuzzRun.literal(delimiter)) strip \(strip)")
        }
        #expect(fuzz.cases.count < 100 || accepted > fuzz.cases.count / 5, "only \(accepted) lists accepted")
    }
}
