extension DisplayText {
    /// `bytes` as a message shows them: each character as the picker draws it (C0 controls as
    /// their pictures, so ESC is `␛` and `\r` is `␍`; C1 controls, direction marks and bad bytes
    /// as `�`), at most `limit` characters and then `…`. Nothing in a message can act on the
    /// terminal, and a message stays one line (docs/SPEC.md §5).
    public static func inMessage(_ bytes: some Collection<UInt8>, limit: Int = .max) -> String {
        var units: [UInt32] = []
        // A character is at most 4 bytes: this many hold `limit` of them and one more.
        let needed = limit >= Int.max / 8 ? Int.max : limit * 4 + 4
        Array(bytes.prefix(needed)).withUnsafeBufferPointer { UnicodeText.decode($0, into: &units) }
        var out = ""
        for (count, unit) in units.enumerated() {
            if count == limit { return out + "…" }
            out += shown(unit, .ambiguousNarrow).0  // the text only: the same under either rule
        }
        return out
    }

    /// `text` as a message shows it (`inMessage(_:limit:)`).
    public static func inMessage(_ text: String, limit: Int = .max) -> String {
        inMessage(Array(text.utf8), limit: limit)
    }
}
