/// Two picked items whose `--json-object` keys are the same: found before anything is printed,
/// so that the picker can refuse Enter and line mode and `--no-tty=defaults` can say so.
public struct KeyCollision: Equatable, Sendable {
    /// The key, as the JSON object would carry it (before escaping).
    public var key: [UInt8]
    /// The two items (input indices), in the order they would be printed.
    public var first: Int
    public var second: Int

    /// The first collision among `items` of `store` (in the order given), with keys made as
    /// `options` make them; nil when every key is distinct or the output is not a JSON object.
    public static func find(in items: [Int], store: ItemStore, options: Options) -> KeyCollision? {
        guard options.format == .jsonObject else { return nil }
        var encoder = OutputEncoder(format: .jsonObject)
        var projection = ItemProjection(acceptNth: options.acceptNth, keyNth: options.keyNth, delimiter: options.delimiter)
        for index in items {
            do {
                try encoder.add(index: index, bytes: store.item(index), projection: &projection)
            } catch {
                if case .duplicateKey(let key, let first, let second) = error {
                    return KeyCollision(key: key, first: first, second: second)
                }
            }
        }
        return nil
    }

    /// What to tell the user: the key and both rows' text, shown safely (control characters
    /// and bad bytes as `�`, long texts cut).
    public func message(store: ItemStore) -> String {
        "Duplicate key '\(Self.shown(key))' on \"\(Self.shown(store.item(first)))\" and "
            + "\"\(Self.shown(store.item(second)))\": untick one"
    }

    /// `bytes` as text for a message: at most 24 characters; controls, direction overrides and
    /// bad bytes as `�`.
    static func shown(_ bytes: some Collection<UInt8>) -> String {
        var out = ""
        var count = 0
        for scalar in String(decoding: Array(bytes.prefix(400)), as: UTF8.self).unicodeScalars {
            if count == 24 { return out + "…" }
            let v = scalar.value
            let unsafe = v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            out.unicodeScalars.append(unsafe ? "\u{FFFD}" : scalar)
            count += 1
        }
        return out
    }
}
