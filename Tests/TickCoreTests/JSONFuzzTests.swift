import Foundation
import Testing
import TickTestSupport
@testable import TickCore

/// Random bytes for JSON strings: runs of plain ASCII (the eight-byte copy), everything JSON
/// must escape, valid UTF-8 of every length, U+2028, and each kind of invalid UTF-8; now and then
/// long enough to cross the encoder's 4,096-byte pieces with a sequence cut at the boundary.
private func jsonBytes(_ r: inout SeededRandom) -> [UInt8] {
    var out: [UInt8] = []
    if r.oneIn(12) { out += (0..<r.int(4085...4100)).map { _ in UInt8(r.int(0x20...0x7E)) } }
    for _ in 0..<r.int(0...12) {
        switch r.int(0..<10) {
        case 0: out += (0..<r.int(1...20)).map { _ in UInt8(r.int(0x20...0x7E)) }
        case 1: out += [r.pick([0x22, 0x5C, 0x2F, 0x7F] as [UInt8])]
        case 2: out += [UInt8(r.int(0x00...0x1F))]
        case 3: out += Array(r.pick(["é", "→", "😀", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}"]).utf8)
        case 4: out += r.pick([[0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                               [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xFE], [0xE2, 0x82], [0xF0, 0x9F, 0x98]] as [[UInt8]])
        case 5: out += (0..<r.int(1...8)).map { _ in r.byte() }
        default: out += (0..<r.int(1...40)).map { _ in UInt8(r.int(0x61...0x7A)) }
        }
    }
    return out
}

/// Keys for `--json-object`: short, from a few bytes, so that they collide now and then, also
/// after invalid bytes become U+FFFD (never two canonically equivalent spellings, which a
/// Swift dictionary would merge).
private func objectKey(_ r: inout SeededRandom) -> [UInt8] {
    let pool: [[UInt8]] = [[0x61], [0x62], [0x22], [0x5C], [0x0A], [0xFF], [0xFE], Array("é".utf8)]
    return (0..<r.int(0...3)).flatMap { _ in r.pick(pool) }
}

/// The scalars JSON must carry for `bytes`.
private func expected(_ bytes: [UInt8]) -> [Unicode.Scalar] { Array(ReferenceUTF8.replacingInvalid(bytes).unicodeScalars) }

/// Checks what RFC 8259 asks of the text itself: UTF-8, and no control byte but the line
/// ends that separate documents.
private func expectStrictText(_ out: [UInt8], _ context: @autoclosure () -> String) {
    #expect(String(validating: out, as: UTF8.self) != nil, "not UTF-8: \(context())")
    let controls = out.enumerated().filter { $0.element < 0x20 && $0.element != 0x0A }.map(\.offset)
    #expect(controls.isEmpty, "raw control bytes at \(controls.prefix(5)): \(context())")
}

/// Reads one JSON document: Foundation's reader must accept it too, and the strict reader's
/// values are returned.
private func read(_ bytes: [UInt8], _ context: @autoclosure () -> String) -> StrictJSON.Value? {
    let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    #expect(foundation != nil, "JSONSerialization refuses it: \(context())")
    let strict = StrictJSON.parse(bytes)
    #expect(strict != nil, "not JSON: \(context())")
    return strict
}

private func string(_ bytes: [UInt8]) -> StrictJSON.Value { .string(expected(bytes)) }

@Suite("Fuzz: JSON output")
struct JSONFuzzTests {
    @Test("A string from any bytes is valid JSON that reads back as the bytes, invalid ones as U+FFFD")
    func strings() {
        let fuzz = FuzzRun("json string", cases: 3000)
        fuzz.forEachCase { k, r in
            let input = jsonBytes(&r)
            var out = OutputBuffer()
            let valid = JSONText.appendString(input, to: &out)
            let context = { "\(fuzz.context(case: k)): \(FuzzRun.literal(input))" }
            expectStrictText(out.bytes, context())
            #expect(read(out.bytes, context()) == string(input), "\(context()) gave \(FuzzRun.literal(out.bytes))")
            #expect(valid == ReferenceUTF8.units(input).allSatisfy { if case .scalar = $0 { true } else { false } }, "\(context())")
        }
    }

    @Test("Every JSON format, with and without --print-query and --expect, gives valid JSON holding the items")
    func documents() {
        let fuzz = FuzzRun("json document", cases: 600)
        let formats: [OutputFormat] = [.jsonArray, .jsonObject, .jsonLines]
        var duplicates = 0
        fuzz.forEachCase { k, r in
            let format = r.pick(formats)
            let query = r.oneIn(3) ? jsonBytes(&r) : nil
            let acceptKey = r.oneIn(3) ? jsonBytes(&r) : nil
            let keyed = format != .jsonArray && r.oneIn(2)
            var encoder = OutputEncoder(format: format, query: query, acceptKey: acceptKey)
            var items: [OutputItem] = []
            var keysTaken: [[Unicode.Scalar]] = []
            for i in 0..<r.int(0...6) {
                let item = OutputItem(index: i * r.int(1...1000), text: jsonBytes(&r), value: jsonBytes(&r),
                                      key: keyed ? objectKey(&r) : nil)
                let collides = format == .jsonObject && keysTaken.contains(expected(item.key ?? Array(String(item.index).utf8)))
                do {
                    try encoder.add(item)
                    #expect(!collides, "\(fuzz.context(case: k)): duplicate key \(FuzzRun.literal(item.key ?? [])) accepted")
                    items.append(item)
                    if format == .jsonObject { keysTaken.append(expected(item.key ?? Array(String(item.index).utf8))) }
                } catch {
                    #expect(collides, "\(fuzz.context(case: k)): key \(FuzzRun.literal(item.key ?? [])) refused: \(error)")
                    duplicates += 1
                }
            }
            encoder.finish()
            let out = encoder.take()
            let context = { "\(fuzz.context(case: k)): \(format) output \(FuzzRun.literal(out))" }
            expectStrictText(out, context())
            // The array, the object, or the objects of the lines (an array once wrapped).
            let selected = expectedSelection(items, format)
            if query != nil || acceptKey != nil {
                let document = StrictJSON.Value.object([
                    StrictJSON.Member(key: Array("query".unicodeScalars), value: string(query ?? [])),
                    StrictJSON.Member(key: Array("key".unicodeScalars), value: string(acceptKey ?? [])),
                    StrictJSON.Member(key: Array("selected".unicodeScalars), value: selected),
                ])
                #expect(out.last == 0x0A && read(Array(out.dropLast()), context()) == document, "\(context())")
            } else if format == .jsonLines {
                #expect(out.isEmpty || out.last == 0x0A, "\(context())")
                let lines = out.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { read(Array($0), context()) }
                #expect(StrictJSON.Value.array(lines.compactMap { $0 }) == selected && !lines.contains(nil), "\(context())")
            } else {
                #expect(out.last == 0x0A && read(Array(out.dropLast()), context()) == selected, "\(context())")
            }
            let replaced = items.filter { item in
                let fields = format == .jsonArray ? [item.value] : format == .jsonObject ? [item.value, item.key ?? []]
                    : [item.text, item.value, item.key ?? []]
                return fields.contains { String(validating: $0, as: UTF8.self) == nil }
            }
            #expect(encoder.replacedItems == replaced.count, "\(context())")
        }
        // Refused duplicates must be common enough to be checked.
        #expect(fuzz.cases.count < 100 || duplicates > fuzz.cases.count / 50, "only \(duplicates) duplicate keys")
    }

    /// What a document must hold for `items`: the array, the object, or an array of the lines'
    /// objects.
    private func expectedSelection(_ items: [OutputItem], _ format: OutputFormat) -> StrictJSON.Value {
        func member(_ name: String, _ value: StrictJSON.Value) -> StrictJSON.Member {
            StrictJSON.Member(key: Array(name.unicodeScalars), value: value)
        }
        switch format {
        case .jsonArray:
            return .array(items.map { string($0.value) })
        case .jsonObject:
            return .object(items.map {
                StrictJSON.Member(key: expected($0.key ?? Array(String($0.index).utf8)), value: string($0.value))
            })
        default:
            return .array(items.map { item in
                .object([member("index", .number(String(item.index))), member("text", string(item.text)),
                         member("value", string(item.value))] + (item.key.map { [member("key", string($0))] } ?? []))
            })
        }
    }
}
