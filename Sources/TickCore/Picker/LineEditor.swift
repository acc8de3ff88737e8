/// The query being typed: Unicode scalars and a cursor, with the usual line-editing moves.
public struct LineEditor: Equatable, Sendable {
    public private(set) var scalars: [Unicode.Scalar]
    /// The cursor, as an index into `scalars` (0 ... count).
    public private(set) var cursor: Int
    /// What the last kill (Ctrl-W, Ctrl-U, `kill-line`…) deleted: `yank` types it again.
    public private(set) var killed: [Unicode.Scalar] = []

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
    /// Alt-B: to the start of the word before the cursor (`pathWords`: words between `/`, as
    /// fzf's `--filepath-word` has them).
    public mutating func moveWordLeft(pathWords: Bool = false) { cursor = wordStart(before: cursor, pathWords: pathWords) }
    /// Alt-F: to the end of the word after the cursor.
    public mutating func moveWordRight(pathWords: Bool = false) { cursor = wordEnd(after: cursor, pathWords: pathWords) }

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

    /// Ctrl-W (`unix-word-rubout`): deletes the blank-separated word before the cursor, and the
    /// blanks after it.
    public mutating func deleteBlankWordBackward() { kill(wordStart(before: cursor, blanksOnly: true)..<cursor) }

    /// Alt-Backspace (`backward-kill-word`): deletes back to the start of the word before the
    /// cursor, words ending at punctuation as `moveWordLeft` finds them.
    public mutating func deleteWordBackward(pathWords: Bool = false) {
        kill(wordStart(before: cursor, pathWords: pathWords)..<cursor)
    }

    /// `kill-word` (Alt-D in fzf and shells): deletes to the end of the word after the cursor.
    public mutating func deleteWordForward(pathWords: Bool = false) { kill(cursor..<wordEnd(after: cursor, pathWords: pathWords)) }

    /// Ctrl-U: deletes from the start of the line to the cursor.
    public mutating func deleteToStart() { kill(0..<cursor) }

    /// Ctrl-K in shells: deletes from the cursor to the end.
    public mutating func deleteToEnd() { kill(cursor..<scalars.count) }

    public mutating func clear() {
        scalars.removeAll()
        cursor = 0
    }

    // fzf's state actions
    /// `cancel`: clears the line, keeping it for `yank`.
    public mutating func killAll() { kill(0..<scalars.count) }

    /// Moves the cursor to the start of the subword before it (`fooBar`, `foo_bar`: two each).
    public mutating func moveSubwordLeft() { cursor = subwordStart(before: cursor) }
    public mutating func moveSubwordRight() { cursor = subwordEnd(after: cursor) }
    public mutating func deleteSubwordBackward() { kill(subwordStart(before: cursor)..<cursor) }
    public mutating func deleteSubwordForward() { kill(cursor..<subwordEnd(after: cursor)) }

    /// Types what the last kill deleted.
    public mutating func yank() { insert(killed) }

    /// Deletes `range`, keeping it for `yank` (an empty range keeps the last kill); the cursor
    /// goes to where it started.
    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = Array(scalars[range])
        scalars.removeSubrange(range)
        if cursor > range.lowerBound { cursor = max(range.lowerBound, cursor - range.count) }
    }

    /// Where the subword before `index` starts: a run of letters and digits that begins after
    /// anything else (`_` included) or at an upper-case letter after a lower-case one or a digit.
    private func subwordStart(before index: Int) -> Int {
        var i = index
        while i > 0 && !Self.isWordScalar(scalars[i - 1]) { i -= 1 }
        guard i > 0 else { return 0 }
        i -= 1
        while i > 0 && Self.isWordScalar(scalars[i - 1]) && !startsSubword(i) { i -= 1 }
        return i
    }

    private func subwordEnd(after index: Int) -> Int {
        var i = index
        while i < scalars.count && !Self.isWordScalar(scalars[i]) { i += 1 }
        guard i < scalars.count else { return i }
        i += 1
        while i < scalars.count && Self.isWordScalar(scalars[i]) && !startsSubword(i) { i += 1 }
        return i
    }

    /// Whether a subword starts at `i` inside a run of letters and digits (`fooBar`'s `B`).
    private func startsSubword(_ i: Int) -> Bool {
        let here = scalars[i].properties, before = scalars[i - 1].properties
        return here.isUppercase && (before.isLowercase || before.numericType != nil)
    }

    /// Where the word before `index` starts. Ctrl-W's words are separated by blanks only (as in
    /// a shell); Alt-B's by anything that is not a letter or a number (`_`, `-`, `.` too), as
    /// fzf's are: the start of the last letter or number after anything else; with
    /// `pathWords`, by `/` only.
    private func wordStart(before index: Int, blanksOnly: Bool = false, pathWords: Bool = false) -> Int {
        func isWord(_ s: Unicode.Scalar) -> Bool {
            blanksOnly ? !Self.isBlank(s) : pathWords ? s != "/" : Self.isWordScalar(s)
        }
        var i = index
        while i > 0 && !isWord(scalars[i - 1]) { i -= 1 }
        while i > 0 && isWord(scalars[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after index: Int, pathWords: Bool) -> Int {
        func isWord(_ s: Unicode.Scalar) -> Bool { pathWords ? s != "/" : Self.isWordScalar(s) }
        var i = index
        while i < scalars.count && !isWord(scalars[i]) { i += 1 }
        while i < scalars.count && isWord(scalars[i]) { i += 1 }
        return i
    }

    static func isBlank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }

    /// Whether `s` is a letter or a number (Unicode's categories L and N, fzf's `\pL\pN`).
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}
