/// A list of fields as `--nth`, `--with-nth`, `--accept-nth` and `--key-nth` take it.
///
/// Comma-separated ranges: `N` (1-based), `-N` (counted from the end), `N..M`, `N..`, `..M` and
/// `..` (every field). A range joins its fields into one piece of text.
public struct FieldList: Sendable, Equatable {
    /// One comma-separated range; nil bounds are open.
    public struct Range: Sendable, Equatable {
        public var begin: Int?
        public var end: Int?
    }

    public var ranges: [Range]

    /// Parses `text`, or throws a message naming the part that is wrong.
    public init(parsing text: String) throws(UsageError) {
        guard !text.isEmpty else { throw UsageError("empty field list") }
        var ranges: [Range] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            ranges.append(try Self.parseRange(String(part), in: text))
        }
        self.ranges = ranges
    }

    private static func parseRange(_ part: String, in whole: String) throws(UsageError) -> Range {
        func bound(_ s: Substring) throws(UsageError) -> Int? {
            if s.isEmpty { return nil }
            guard let v = Int(s), v != 0, v > Int(Int32.min), v < Int(Int32.max) else {
                throw UsageError("invalid field index '\(s)' in '\(whole)' (fields count from 1, or from -1 at the end)")
            }
            return v
        }
        if part.isEmpty { throw UsageError("empty range in field list '\(whole)'") }
        if let dots = part.range(of: "..") {
            let left = part[part.startIndex..<dots.lowerBound]
            let right = part[dots.upperBound...]
            if right.contains(".") { throw UsageError("invalid range '\(part)' in field list '\(whole)'") }
            return Range(begin: try bound(left), end: try bound(right))
        }
        guard let v = try bound(Substring(part)) else { throw UsageError("invalid range '\(part)' in '\(whole)'") }
        return Range(begin: v, end: v)
    }

    /// The first and last token (0-based, inclusive) that `range` selects among `count` tokens,
    /// or nil when it selects none.
    static func resolve(_ range: Range, count: Int) -> ClosedRange<Int>? {
        func absolute(_ v: Int) -> Int { v < 0 ? v + count + 1 : v }
        let first = max(1, range.begin.map(absolute) ?? 1)
        let last = min(count, range.end.map(absolute) ?? count)
        guard first <= last else { return nil }
        return (first - 1)...(last - 1)
    }

    /// The span of text that `range` selects: from its first field's start to the end of its
    /// last field (delimiters inside included), or nil when it selects no field.
    static func span(_ range: Range, in tokens: [Swift.Range<Int>]) -> Swift.Range<Int>? {
        guard let r = resolve(range, count: tokens.count) else { return nil }
        return tokens[r.lowerBound].lowerBound..<tokens[r.upperBound].upperBound
    }
}

extension StringProtocol {
    /// The first occurrence of `needle`, without Foundation.
    func range(of needle: String) -> Swift.Range<Index>? {
        let n = Array(needle)
        guard !n.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            var j = i, k = 0
            while k < n.count && j < endIndex && self[j] == n[k] { j = index(after: j); k += 1 }
            if k == n.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
