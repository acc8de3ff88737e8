/// Steps over one JSON value held whole in a buffer, checking it as `JSONScanner` does (RFC
/// 8259: numbers, escapes, surrogate pairs, UTF-8, no raw control characters in strings, the
/// depth limit), building and noting nothing: the scanner's fast path for the values of an
/// item that no path needs.
///
/// Each step returns the offset past what it read, or -1 when it gives up: on bytes that are
/// not JSON, and on a value that may go on past `end` (the bytes at hand). It never says why:
/// the scanner then reads the item again its own way, byte by byte, which names the fault and
/// its line, and carries a value across reads.
enum JSONSkip {
    /// The value that starts at `i` (not white space); `depthLeft`: how many more containers
    /// may open; `newlines` counts the `\n` passed.
    static func value(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, depthLeft: Int, newlines: inout Int) -> Int {
        switch base[i] {
        case 0x22: return string(base, i, end)
        case UInt8(ascii: "{"): return depthLeft > 0 ? object(base, i, end, depthLeft: depthLeft - 1, newlines: &newlines) : -1
        case UInt8(ascii: "["): return depthLeft > 0 ? array(base, i, end, depthLeft: depthLeft - 1, newlines: &newlines) : -1
        case UInt8(ascii: "t"): return literal(base, i, end, 0x7472_7565, count: 4)
        case UInt8(ascii: "f"): return literal(base, i &+ 1, end, 0x616C_7365, count: 4)
        case UInt8(ascii: "n"): return literal(base, i, end, 0x6E75_6C6C, count: 4)
        default: return number(base, i, end)
        }
    }

    /// The object whose `{` is at `i`; its values may open `depthLeft` more containers.
    static func object(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, depthLeft: Int, newlines: inout Int) -> Int {
        var j = blanks(base, i &+ 1, end, &newlines)
        guard j < end else { return -1 }
        if base[j] == UInt8(ascii: "}") { return j &+ 1 }
        while true {
            guard j < end, base[j] == 0x22 else { return -1 }
            j = string(base, j, end)
            guard j >= 0 else { return -1 }
            j = blanks(base, j, end, &newlines)
            guard j < end, base[j] == UInt8(ascii: ":") else { return -1 }
            j = blanks(base, j &+ 1, end, &newlines)
            guard j < end else { return -1 }
            j = value(base, j, end, depthLeft: depthLeft, newlines: &newlines)
            guard j >= 0 else { return -1 }
            j = blanks(base, j, end, &newlines)
            guard j < end else { return -1 }
            if base[j] == UInt8(ascii: "}") { return j &+ 1 }
            guard base[j] == UInt8(ascii: ",") else { return -1 }
            j = blanks(base, j &+ 1, end, &newlines)
        }
    }

    /// The array whose `[` is at `i`; its elements may open `depthLeft` more containers.
    static func array(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, depthLeft: Int, newlines: inout Int) -> Int {
        var j = blanks(base, i &+ 1, end, &newlines)
        guard j < end else { return -1 }
        if base[j] == UInt8(ascii: "]") { return j &+ 1 }
        while true {
            guard j < end else { return -1 }
            j = value(base, j, end, depthLeft: depthLeft, newlines: &newlines)
            guard j >= 0 else { return -1 }
            j = blanks(base, j, end, &newlines)
            guard j < end else { return -1 }
            if base[j] == UInt8(ascii: "]") { return j &+ 1 }
            guard base[j] == UInt8(ascii: ",") else { return -1 }
            j = blanks(base, j &+ 1, end, &newlines)
        }
    }

    /// The white space from `i`: at once when there is none (compact JSON).
    @inline(__always)
    static func blanks(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ newlines: inout Int) -> Int {
        if i < end && base[i] > 0x20 { return i }
        return JSONBytes.blanksEnd(base, from: i, to: end, newlines: &newlines)
    }

    /// The string whose opening `"` is at `i`.
    static func string(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i &+ 1
        while true {
            j = JSONBytes.plainStringEnd(base, from: j, to: end)
            guard j < end else { return -1 }
            let c = base[j]
            if c == 0x22 { return j &+ 1 }
            if c == 0x5C {
                j = escape(base, j, end)
            } else if c < 0x20 {
                return -1
            } else {
                j = utf8(base, j, end)
            }
            guard j >= 0 else { return -1 }
        }
    }

    /// The escape whose `\` is at `i`; a `\u` of a high surrogate takes the low one after it.
    static func escape(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        guard i &+ 1 < end else { return -1 }
        switch base[i &+ 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: return i &+ 2
        case 0x75:
            let v = hex4(base, i &+ 2, end)
            if v >= 0xD800 && v < 0xDC00 {
                guard i &+ 7 < end, base[i &+ 6] == 0x5C, base[i &+ 7] == 0x75 else { return -1 }
                let low = hex4(base, i &+ 8, end)
                return low >= 0xDC00 && low < 0xE000 ? i &+ 12 : -1
            }
            return v >= 0 && (v < 0xDC00 || v >= 0xE000) ? i &+ 6 : -1
        default: return -1
        }
    }

    /// The four hexadecimal digits at `i`, or -1.
    @inline(__always)
    static func hex4(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        guard i &+ 4 <= end else { return -1 }
        var v = 0
        for k in 0..<4 {
            let b = base[i &+ k]
            let d: Int
            if b &- 0x30 < 10 {
                d = Int(b &- 0x30)
            } else if (b | 0x20) &- 0x61 < 6 {
                d = Int((b | 0x20) &- 0x57)
            } else {
                return -1
            }
            v = v << 4 | d
        }
        return v
    }

    /// The UTF-8 character whose first byte (0x80 or above) is at `i` (the ranges of RFC 3629:
    /// no overlong forms, no surrogates, nothing past U+10FFFF).
    static func utf8(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        guard let (count, low, high) = JSONBytes.utf8Lead(base[i]), i &+ count < end else { return -1 }
        let second = base[i &+ 1]
        guard second >= low && second <= high else { return -1 }
        for k in stride(from: 2, through: count, by: 1) where base[i &+ k] & 0xC0 != 0x80 { return -1 }
        return i &+ 1 &+ count
    }

    /// The literal at `i` whose bytes after `i` (`count` of them) are `tail`, high byte first
    /// (`false` passes its `a` as `i`).
    @inline(__always)
    static func literal(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ tail: UInt32, count: Int) -> Int {
        guard i &+ count <= end else { return -1 }
        var read: UInt32 = 0
        for k in 0..<count { read = read << 8 | UInt32(base[i &+ k]) }
        return read == tail ? i &+ count : -1
    }

    /// The number that starts at `i` (`-` or a digit, else -1); -1 too when it reaches `end`,
    /// where more digits may follow in the next read.
    static func number(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        if base[j] == UInt8(ascii: "-") { j &+= 1 }
        guard j < end else { return -1 }
        if base[j] == 0x30 {
            j &+= 1
        } else {
            guard base[j] &- 0x31 < 9 else { return -1 }
            j = digitsEnd(base, j &+ 1, end)
        }
        guard j < end else { return -1 }
        if base[j] == UInt8(ascii: ".") {
            let k = digitsEnd(base, j &+ 1, end)
            guard k > j &+ 1, k < end else { return -1 }
            j = k
        }
        if base[j] | 0x20 == UInt8(ascii: "e") {
            j &+= 1
            guard j < end else { return -1 }
            if base[j] == UInt8(ascii: "+") || base[j] == UInt8(ascii: "-") { j &+= 1 }
            let k = digitsEnd(base, j, end)
            guard k > j, k < end else { return -1 }
            j = k
        }
        return j
    }

    @inline(__always)
    static func digitsEnd(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end && base[j] &- 0x30 < 10 { j &+= 1 }
        return j
    }
}
