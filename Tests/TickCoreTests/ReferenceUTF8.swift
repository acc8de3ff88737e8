/// A slow, obviously correct reading of bytes as UTF-8, to check tick's own decoders against.
///
/// An ASCII byte is its own scalar. Elsewhere the shortest byte string (two to four bytes) that
/// the standard library reads back as exactly one scalar, re-encoded to the same bytes, is that
/// scalar; a byte that starts no such string is invalid on its own, and reading goes on at the
/// next byte.
enum ReferenceUTF8 {
    /// One piece of decoded text: a scalar, or a byte that is not part of valid UTF-8.
    enum Unit: Equatable {
        case scalar(Unicode.Scalar)
        case invalid(UInt8)
    }

    static func units(_ bytes: [UInt8]) -> [Unit] {
        var out: [Unit] = []
        var i = 0
        outer: while i < bytes.count {
            if bytes[i] < 0x80 {   // ASCII is itself (and the common case: spare the strings)
                out.append(.scalar(Unicode.Scalar(bytes[i])))
                i += 1
                continue
            }
            for length in 2...4 where i + length <= bytes.count {
                let piece = Array(bytes[i..<(i + length)])
                let s = String(decoding: piece, as: UTF8.self)
                if s.unicodeScalars.count == 1 && Array(s.utf8) == piece {
                    out.append(.scalar(s.unicodeScalars.first!))
                    i += length
                    continue outer
                }
            }
            out.append(.invalid(bytes[i]))
            i += 1
        }
        return out
    }

    /// The characters tick's matcher compares: scalar values, and `0x11_0000 + byte` for each
    /// invalid byte.
    static func matcherChars(_ bytes: [UInt8]) -> [UInt32] {
        units(bytes).map {
            switch $0 {
            case .scalar(let s): return s.value
            case .invalid(let b): return 0x11_0000 + UInt32(b)
            }
        }
    }

    /// The text JSON must carry for `bytes`: each invalid byte replaced by U+FFFD.
    static func replacingInvalid(_ bytes: [UInt8]) -> String {
        var s = ""
        for unit in units(bytes) {
            switch unit {
            case .scalar(let scalar): s.unicodeScalars.append(scalar)
            case .invalid: s.unicodeScalars.append("\u{FFFD}")
            }
        }
        return s
    }
}
