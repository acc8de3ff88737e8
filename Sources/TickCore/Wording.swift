/// Counts in messages, in proper English: `1 row`, `3 rows`.
public enum Wording {
    /// `n` and `noun`, made plural unless `n` is 1 (`plural` for nouns that do not take `s`).
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(plural ?? noun + "s")"
    }

    /// The `--confirm` question for `count` items: `{n}` becomes the count, and for one item
    /// `{n} items` and `{n} rows` become `1 item` and `1 row`.
    public static func confirmQuestion(_ text: String, count: Int) -> String {
        var text = text
        if count == 1 {
            for noun in ["item", "row", "line", "file"] {
                text = text.replacing("{n} \(noun)s", with: "1 \(noun)")
            }
        }
        return text.replacing("{n}", with: String(count))
    }
}
