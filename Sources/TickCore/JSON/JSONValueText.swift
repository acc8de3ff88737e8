/// The text of a JSON value as tick shows and prints it: strings decoded (as `jq -r` prints
/// them), numbers as written, `true`, `false`, `null`, and objects and arrays as one line of
/// JSON.
public enum JSONValueText {
    /// Appends the text of the JSON value `json` (valid, white space around it allowed).
    public static func append(_ json: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var start = 0, end = json.count
        while start < end && JSONCursor.isBlank(json[start]) { start += 1 }
        while end > start && JSONCursor.isBlank(json[end - 1]) { end -= 1 }
        guard start < end else { return }
        let value = UnsafeBufferPointer(rebasing: json[start..<end])
        if value[0] == UInt8(ascii: "\"") {
            appendDecodedString(value, into: &out)
        } else {
            appendCompact(value, into: &out)
        }
    }

    /// Appends the JSON `json` without the white space between its tokens (strings untouched).
    /// Strings and the runs of bytes between blanks are copied whole.
    public static func appendCompact(_ json: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        guard let base = json.baseAddress else { return }
        let n = json.count
        out.reserveCapacity(out.count + n)
        var newlines = 0
        var i = JSONBytes.blanksEnd(base, from: 0, to: n, newlines: &newlines)
        while i < n {
            var j = i
            while j < n, base[j] != 0x22, !JSONCursor.isBlank(base[j]) { j += 1 }
            if j < n && base[j] == 0x22 { j = JSONBytes.stringEnd(base, from: j, to: n) }
            out.append(contentsOf: UnsafeBufferPointer(start: base + i, count: j - i))
            i = j < n && JSONCursor.isBlank(base[j]) ? JSONBytes.blanksEnd(base, from: j, to: n, newlines: &newlines) : j
        }
    }

    /// Appends the characters of the JSON string `string` (its quotes included), escapes
    /// decoded to UTF-8; an escaped lone surrogate becomes U+FFFD.
    public static func appendDecodedString(_ string: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        guard string.count >= 2, let base = string.baseAddress else { return }
        var i = 1
        let end = string.count - 1
        while i < end {
            // The run up to the next escape, copied whole.
            let run = ByteScan.firstIndex(of: 0x5C, or: 0x5C, in: base, from: i, to: end) ?? end
            if run > i {
                out.append(contentsOf: UnsafeBufferPointer(start: base + i, count: run - i))
                i = run
                continue
            }
            let b = string[i]
            guard b == UInt8(ascii: "\\"), i + 1 < end else {
                out.append(b)
                i += 1
                continue
            }
            let e = string[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard var v = hex4(string, at: i, end: end) else { out.append(e); continue }
                i += 4
                if v >= 0xD800 && v < 0xDC00, i + 6 <= end, string[i] == UInt8(ascii: "\\"), string[i + 1] == UInt8(ascii: "u"),
                   let low = hex4(string, at: i + 2, end: end), low >= 0xDC00 && low < 0xE000 {
                    v = 0x1_0000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                appendScalar(Unicode.Scalar(v) ?? "\u{FFFD}", into: &out)
            default: out.append(e)
            }
        }
    }

    private static func hex4(_ s: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in i..<(i + 4) {
            let b = s[k]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x37
            case 0x61...0x66: d = b - 0x57
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    private static func appendScalar(_ scalar: Unicode.Scalar, into out: inout [UInt8]) {
        UTF8.encode(scalar) { out.append($0) }
    }
}
