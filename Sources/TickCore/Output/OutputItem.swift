/// One chosen item as the output sees it.
public struct OutputItem: Sendable, Equatable {
    /// The 0-based index among items.
    public var index: Int
    /// The item's bytes, exactly as read.
    public var text: [UInt8]
    /// What is printed for it: the `--accept-nth` fields, or the whole item.
    public var value: [UInt8]
    /// Its `--key-nth` fields, when given.
    public var key: [UInt8]?

    public init(index: Int, text: [UInt8], value: [UInt8], key: [UInt8]? = nil) {
        self.index = index
        self.text = text
        self.value = value
        self.key = key
    }
}
