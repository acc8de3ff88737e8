/// A delimiter pattern that is one class of characters, maybe repeated (`:+`, `[,;]`, `\s+`,
/// `[<U+00A0><U+000B>]`, `\t+`): the shapes scripts use, matched by a scan instead of `Regex`
/// (which is several times slower), with the same matches.
struct DelimiterClass: Sendable {
    /// The characters of the class.
    let ranges: [ClosedRange<UInt32>]
    /// `+`: a run of them is one match.
    let repeated: Bool

    /// The class `go` (Go's syntax) is, or nil when it is any other pattern.
    init?(_ go: String) {
        var it = Array(go.unicodeScalars)[...]
        guard let first = it.first else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        if first == "[" {
            it.removeFirst()
            guard let f = it.first, f != "^", f != "]" else { return nil }
            while let c = it.first, c != "]" {
                guard let low = Self.atom(&it) else { return nil }
                let single = low.count == 1 && low[0].count == 1
                if single, it.first == "-", let next = it.dropFirst().first, next != "]" {
                    it.removeFirst()
                    guard let high = Self.atom(&it), high.count == 1, high[0].count == 1,
                          high[0].lowerBound >= low[0].lowerBound else { return nil }
                    ranges.append(low[0].lowerBound...high[0].lowerBound)
                } else {
                    ranges += low
                }
            }
            guard it.first == "]" else { return nil }
            it.removeFirst()
        } else {
            guard let set = Self.atom(&it) else { return nil }
            ranges = set
        }
        switch String(String.UnicodeScalarView(it)) {
        case "": repeated = false
        case "+": repeated = true
        default: return nil
        }
        self.ranges = ranges
    }

    /// One character (or Go's ASCII `\s`, `\d`) at the front of `it`, consumed; nil for anything
    /// else (`it` left as it was).
    private static func atom(_ it: inout ArraySlice<Unicode.Scalar>) -> [ClosedRange<UInt32>]? {
        let saved = it
        guard let c = it.popFirst() else { return nil }
        if c != "\\" {
            if "[]().+*?|{}^$".unicodeScalars.contains(c) { it = saved; return nil }
            return [c.value...c.value]
        }
        guard let e = it.popFirst() else { it = saved; return nil }
        switch e {
        case "t": return [9...9]
        case "n": return [10...10]
        case "v": return [11...11]
        case "f": return [12...12]
        case "r": return [13...13]
        case "a": return [7...7]
        case "s": return [9...10, 12...13, 32...32]
        case "d": return [48...57]
        case "x":
            var digits = ""
            if it.first == "{" {
                it.removeFirst()
                while let d = it.popFirst(), d != "}" { digits.unicodeScalars.append(d) }
            } else {
                for _ in 0..<2 { if let d = it.popFirst() { digits.unicodeScalars.append(d) } }
            }
            guard let v = UInt32(digits, radix: 16), v <= 0x10FFFF else { it = saved; return nil }
            return [v...v]
        default:
            guard !e.properties.isAlphabetic, !("0"..."9").contains(e), e.value < 0x80 else { it = saved; return nil }
            return [e.value...e.value]
        }
    }

    @inline(__always) func contains(_ u: UInt32) -> Bool {
        for r in ranges where r.contains(u) { return true }
        return false
    }

    /// The matches in `text`, as `Regex` would find them.
    func matches<E: FixedWidthInteger & UnsignedInteger>(in text: UnsafeBufferPointer<E>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = 0
        let n = text.count
        /// The character at `i` and how many units it takes.
        func unit(_ i: Int) -> (UInt32, Int) {
            let u = UInt32(text[i])
            guard E.bitWidth == 8, u >= 0x80 else { return (u, 1) }
            return text.withMemoryRebound(to: UInt8.self) { b in
                let (v, length) = UnicodeText.decodeOne(b, at: i)
                return length == 0 ? (0xFFFD, 1) : (v, length)
            }
        }
        while i < n {
            let (u, length) = unit(i)
            guard contains(u) else { i += length; continue }
            let start = i
            i += length
            while repeated && i < n {
                let (v, l) = unit(i)
                guard contains(v) else { break }
                i += l
            }
            found.append(start..<i)
        }
        return found
    }
}
