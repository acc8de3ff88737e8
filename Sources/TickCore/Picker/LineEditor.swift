/// The query being typed: Unicode scalars and a cursor, with the usual line-editing moves.
public struct LineEditor: Equatable, Sendable {
    public private(set) var scalars: [Unicode.Scalar]
    /// The cursor, as an index into `scalars` (0 ... count).
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        scalars = Array(text.unicodeScalars)
        cursor = scalars.count
    }

    public var text: String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }

    public var isEmpty: Bool { scalars.isEmpty }

    public mutating func insert(_ text: some Sequence<Unicode.Scalar>) {
        let new = Array(text)
        scalars.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(scalars.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = scalars.count }
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    public mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Backspace: deletes the scalar before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        scalars.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: deletes the scalar under the cursor.
    public mutating func deleteForward() {
        guard cursor < scalars.count else { return }
        scalars.remove(at: cursor)
    }

    /// Ctrl-W: deletes the word before the cursor, and the blanks after it.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor, blanksOnly: true)
        scalars.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Alt-D in shells: deletes to the end of the word after the cursor.
    public mutating func deleteWordForward() {
        let end = wordEnd(after: cursor)
        scalars.removeSubrange(cursor..<end)
    }

    /// Ctrl-U: deletes from the start of the line to the cursor.
    public mutating func deleteToStart() {
        scalars.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-K in shells: deletes from the cursor to the end.
    public mutating func deleteToEnd() { scalars.removeSubrange(cursor...) }

    public mutating func clear() {
        scalars.removeAll()
        cursor = 0
    }

    /// Where the word before `index` starts. Ctrl-W's words are separated by blanks only (as in
    /// a shell); Alt-B's by anything that is not a letter or digit.
    private func wordStart(before index: Int, blanksOnly: Bool = false) -> Int {
        func isWord(_ s: Unicode.Scalar) -> Bool { blanksOnly ? !Self.isBlank(s) : Self.isWordScalar(s) }
        var i = index
        while i > 0 && !isWord(scalars[i - 1]) { i -= 1 }
        while i > 0 && isWord(scalars[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after index: Int) -> Int {
        var i = index
        while i < scalars.count && !Self.isWordScalar(scalars[i]) { i += 1 }
        while i < scalars.count && Self.isWordScalar(scalars[i]) { i += 1 }
        return i
    }

    static func isBlank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }

    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || s == "_"
    }
}
