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
        var projection = ItemProjection(options: options)
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

    /// What to tell the user: the key and both rows' text, shown as the picker shows them
    /// (`DisplayText.inMessage`), long texts cut.
    public func message(store: ItemStore) -> String {
        "Duplicate key '\(DisplayText.inMessage(key, limit: 24))' on \"\(DisplayText.inMessage(store.item(first), limit: 24))\" and "
            + "\"\(DisplayText.inMessage(store.item(second), limit: 24))\": untick one"
    }
}
