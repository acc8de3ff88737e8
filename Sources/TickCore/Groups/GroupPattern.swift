/// `--group-pattern REGEX`: the regular expression (Go's syntax, as fzf's `--delimiter` takes
/// it) that makes an input line a heading. The heading's name is the text of the pattern's
/// first capture group when it has one and it took part, else the whole line.
///
/// A pattern that starts `^` and a literal is tested on that prefix first: most lines are
/// refused by a byte comparison, and a pattern that is only `^literal` never runs the regex.
public final class GroupPattern: @unchecked Sendable {
    /// The pattern as given.
    public let source: String
    /// Immutable once made; `Regex` compiles itself once, safely across threads.
    let regex: Regex<AnyRegexOutput>
    /// The bytes every heading starts with (empty: no prefix known).
    let prefix: [UInt8]
    /// Whether the pattern is `^` and `prefix` alone: the regex need not run.
    let prefixOnly: Bool

    public init(_ text: String) throws(UsageError) {
        guard !text.isEmpty else { throw UsageError("--group-pattern: the pattern must not be empty") }
        guard let swift = DelimiterPattern.translate(text), let regex = try? Regex("(?DSW)" + swift) else {
            throw UsageError("--group-pattern: '\(DisplayText.inMessage(text))' is not a regular expression")
        }
        source = text
        self.regex = regex.matchingSemantics(.unicodeScalar)
        (prefix, prefixOnly) = Self.literalPrefix(text)
    }

    /// The literal bytes a `^`-anchored pattern starts with, and whether that is all of it.
    static func literalPrefix(_ text: String) -> ([UInt8], Bool) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "^" else { return ([], false) }
        var prefix: [UInt8] = []
        var i = 1
        while i < scalars.count, scalars[i].isASCII, !DelimiterPattern.metacharacters.contains(scalars[i]) {
            prefix.append(UInt8(scalars[i].value))
            i += 1
        }
        // `^ab?`: a quantifier makes the last literal optional.
        if i < scalars.count, "?*{".unicodeScalars.contains(scalars[i]), !prefix.isEmpty {
            prefix.removeLast()
            return (prefix, false)
        }
        return (prefix, i == scalars.count && !prefix.isEmpty)
    }

    /// The heading's name when `line` (without its separator) is a heading, else nil.
    public func heading(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var line = line
        if line.last == 0x0D { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        guard line.count >= prefix.count, line.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        if prefixOnly { return Array(line) }
        let text = String(decoding: line, as: UTF8.self)
        guard let match = try? regex.firstMatch(in: text) else { return nil }
        if match.output.count > 1, let group = match.output[1].substring {
            return Array(group.utf8)
        }
        return Array(line)
    }
}

/// `--group-pattern` in front of the lines builder: takes the bytes read, hands the lines that
/// are items on to the builder (each unbroken stretch of them in one copy) and keeps the
/// headings out, putting every item in the group of the heading above it (the group `""`
/// before the first heading). The `--header-lines` come first and are never headings.
struct HeadingSplitter {
    let pattern: GroupPattern
    let separator: UInt8
    /// With `--ansi`: headings are recognised and named without their escape sequences.
    let stripsSGR: Bool
    var headerLeft: Int
    let staging = StagingBuffer()
    /// Where the search for the next separator resumes in `staging`.
    private var scanned = 0
    /// The group of the items read now (nil before the first heading and the first item).
    private var current: UInt32?

    init(pattern: GroupPattern, separator: UInt8, headerLines: Int, stripsSGR: Bool) {
        self.pattern = pattern
        self.separator = separator
        self.headerLeft = headerLines
        self.stripsSGR = stripsSGR
    }

    /// Bytes of the line not yet ended by a separator.
    var unfinishedLength: Int { staging.count }

    func reserve() -> UnsafeMutableBufferPointer<UInt8> { staging.reserve(1 << 16) }

    /// Takes `n` bytes written into `reserve()`'s room: the complete lines among them go on.
    mutating func commit(_ n: Int, into lines: inout ItemStoreBuilder, groups: inout GroupBuilder) {
        staging.count += n
        let base = staging.base
        var runStart = 0, runItems = 0, lineStart = 0
        var p = SeparatorScan.first(separator, in: base, from: scanned, to: staging.count)
        while p < staging.count {
            if headerLeft > 0 {
                headerLeft -= 1
            } else if let name = headingName(UnsafeBufferPointer(start: base + lineStart, count: p - lineStart)) {
                flush(base, runStart..<lineStart, items: runItems, into: &lines, groups: &groups)
                current = name.withUnsafeBufferPointer { groups.id(of: $0) }
                runStart = p + 1
                runItems = 0
            } else {
                runItems += 1
            }
            lineStart = p + 1
            p = SeparatorScan.first(separator, in: base, from: lineStart, to: staging.count)
        }
        flush(base, runStart..<lineStart, items: runItems, into: &lines, groups: &groups)
        staging.dropFirst(lineStart)
        scanned = staging.count
    }

    /// Ends the input: a last line without a separator is taken as if it had one.
    mutating func finish(into lines: inout ItemStoreBuilder, groups: inout GroupBuilder) {
        if staging.count > 0 {
            staging.reserve(1)[0] = separator
            commit(1, into: &lines, groups: &groups)
        }
        lines.finish()
    }

    /// Drops the unfinished line (an input refused for it).
    mutating func dropUnfinished() {
        staging.count = 0
        scanned = 0
    }

    private func headingName(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard stripsSGR, line.contains(0x1B) else { return pattern.heading(line) }
        let stripped = SGRStripper.strip(Array(line), separator: separator).bytes
        return stripped.withUnsafeBufferPointer { pattern.heading($0) }
    }

    /// Hands the lines in `range` (`items` of them, after any header lines) to the builder.
    private mutating func flush(_ base: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, items: Int,
                                into lines: inout ItemStoreBuilder, groups: inout GroupBuilder) {
        guard !range.isEmpty else { return }
        lines.append(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        guard items > 0 else { return }
        let group = current ?? groups.id(of: UnsafeBufferPointer(start: nil, count: 0))
        current = group
        for _ in 0..<items { groups.addItem(group: group) }
    }
}

/// `--group-nth`: each item's group name, the fields (or JSON paths) it names as
/// `--accept-nth` prints them, cut from the item without its final `\r`.
struct GroupFields {
    let template: FieldTemplate
    let delimiter: Delimiter
    private var tokens: [Range<Int>] = []
    private var name: [UInt8] = []
    /// `--group-nth N` with blanks between fields (the usual case): field N is found by
    /// stepping over the words before it, not by splitting the whole line.
    private let blankField: Int?

    init(template: FieldTemplate, delimiter: Delimiter) {
        self.template = template
        self.delimiter = delimiter
        if delimiter.isBlanks, !template.isTemplate, template.parts.count == 1, case .fields(let list) = template.parts[0],
           list.ranges.count == 1, let n = list.ranges[0].begin, n > 0, list.ranges[0].end == n {
            blankField = n
        } else {
            blankField = nil
        }
    }

    /// Word `n` (from 1) of `text`, words being runs of bytes other than blank and tab: what
    /// the field list `n` gives with blanks between fields, its trailing blanks stripped.
    static func word(_ n: Int, of text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var i = 0
        @inline(__always) func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        while i < text.count && isBlank(text[i]) { i += 1 }
        for _ in 1..<n {
            while i < text.count && !isBlank(text[i]) { i += 1 }
            while i < text.count && isBlank(text[i]) { i += 1 }
        }
        let start = i
        while i < text.count && !isBlank(text[i]) { i += 1 }
        return UnsafeBufferPointer(rebasing: text[start..<i])
    }

    /// Gives a group to each item of `store` that has none yet, up to `count`.
    mutating func extend(_ groups: inout GroupBuilder, from store: ItemStore) {
        var index = groups.table.count
        while index < store.count {
            var text = store.item(index)
            if text.last == 0x0D { text = UnsafeBufferPointer(rebasing: text.dropLast()) }
            if let blankField {
                // The word is named where it lies: no copy.
                groups.addItem(named: Self.word(blankField, of: text))
            } else {
                name.removeAll(keepingCapacity: true)
                template.apply(text, index: index, delimiter: delimiter, strippingTrailing: true, tokens: &tokens, into: &name)
                name.withUnsafeBufferPointer { groups.addItem(named: $0) }
            }
            index += 1
        }
    }
}
