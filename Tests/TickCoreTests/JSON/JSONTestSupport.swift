import Foundation
@testable import TickCore

/// What a JSON input gives: the items as stored, their shown text, and the problems found.
struct JSONRead {
    var items: [[UInt8]]
    var shown: [[UInt8]]
    var header: [[UInt8]]
    var first: JSONScanner.Problem?
    var problemCount: Int

    var itemTexts: [String] { items.map { String(decoding: $0, as: UTF8.self) } }
    var shownTexts: [String] { shown.map { String(decoding: $0, as: UTF8.self) } }
}

/// Reads `input` through a `JSONItemBuilder`, committed in pieces cut at `cuts` (offsets);
/// `wholeItems`: whether the scanner reads an item held whole in one pass (its fast path).
func readJSON(_ input: [UInt8], itemsPath: String? = nil, read0: Bool = false, withNth: String? = nil,
              headerLines: Int = 0, cuts: [Int] = [], wholeItems: Bool = true) throws -> JSONRead {
    var builder = JSONItemBuilder(separator: read0 ? 0 : 0x0A, headerLines: headerLines,
                                  itemsPath: try itemsPath.map { try JSONPath(parsing: $0) },
                                  withNth: try withNth.map { try FieldTemplate(parsing: $0) })
    builder.scanner.readsWholeItems = wholeItems
    var start = 0
    for cut in cuts.map({ min($0, input.count) }).sorted() + [input.count] where cut >= start {
        builder.append(input[start..<cut])
        start = cut
    }
    builder.finish()
    let store = builder.store
    let shown = store.searched
    return JSONRead(items: (0..<store.count).map { store.bytes($0) }, shown: (0..<shown.count).map { shown.bytes($0) },
                    header: store.header, first: builder.firstProblem, problemCount: builder.problemCount)
}

func readJSON(_ text: String, itemsPath: String? = nil, read0: Bool = false, withNth: String? = nil,
              headerLines: Int = 0, cuts: [Int] = []) throws -> JSONRead {
    try readJSON(Array(text.utf8), itemsPath: itemsPath, read0: read0, withNth: withNth, headerLines: headerLines, cuts: cuts)
}

/// A file of Tests/Fixtures.
func fixture(_ name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return Array(try Data(contentsOf: url))
}

/// The value at `path` in `json`, as text (nil when missing).
func lookUp(_ path: String, in json: String) throws -> String? {
    let p = try JSONPath(parsing: path)
    return Array(json.utf8).withUnsafeBufferPointer { bytes in
        p.value(in: bytes).map { range in
            var out: [UInt8] = []
            JSONValueText.append(UnsafeBufferPointer(rebasing: bytes[range]), into: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }
}

/// The raw JSON at `path` in `json` (nil when missing).
func rawValue(_ path: String, in json: String) throws -> String? {
    let p = try JSONPath(parsing: path)
    return Array(json.utf8).withUnsafeBufferPointer { bytes in
        p.value(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
