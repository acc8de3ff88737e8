/// Where one search term matched in a text, and how well.
///
/// `start` and `end` are character offsets (end exclusive); `score` follows fzf's scoring.
struct TermMatch: Equatable {
    var start: Int
    var end: Int
    var score: Int
}

/// How a term compares a text character with its own: case and accent folding.
struct CharFolding: Equatable {
    var caseSensitive: Bool
    var normalize: Bool

    /// The character as the term sees it.
    @inline(__always)
    func fold(_ u: UInt32) -> UInt32 {
        var c = u
        if !caseSensitive {
            if c < 128 { return (c &- 65) < 26 ? c | 0x20 : c }
            c = UnicodeText.lower(c)
        }
        if normalize && c >= 0xC0 { c = LatinFolding.fold(c) }
        return c
    }
}

/// Reusable buffers of the fuzzy matcher, so that matching allocates nothing per item.
///
/// A class because it owns raw memory; each matcher (one per thread) has its own.
final class MatchScratch {
    private(set) var text = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private(set) var first = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private(set) var h = UnsafeMutablePointer<Int16>.allocate(capacity: 1)
    private(set) var c = UnsafeMutablePointer<Int16>.allocate(capacity: 1)
    /// Events of the sparse scorer: column, value and run length, two rows' worth.
    private(set) var eventCol = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private(set) var eventValue = UnsafeMutablePointer<Int16>.allocate(capacity: 1)
    private(set) var eventRun = UnsafeMutablePointer<Int16>.allocate(capacity: 1)
    private var windowCapacity = 1, patternCapacity = 1, matrixCapacity = 1, eventCapacity = 1

    deinit {
        text.deallocate()
        first.deallocate(); h.deallocate(); c.deallocate()
        eventCol.deallocate(); eventValue.deallocate(); eventRun.deallocate()
    }

    /// Makes room for `count` events.
    func reserveEvents(_ count: Int) {
        if eventCapacity < count {
            let n = max(count, eventCapacity * 2, 512)
            eventCol.deallocate(); eventValue.deallocate(); eventRun.deallocate()
            eventCol = .allocate(capacity: n); eventValue = .allocate(capacity: n); eventRun = .allocate(capacity: n)
            eventCapacity = n
        }
    }

    /// Makes room for a window of `window` characters and a pattern of `patternLength`.
    func reserve(window: Int, patternLength: Int) {
        if windowCapacity < window {
            let n = max(window, windowCapacity * 2, 256)
            text.deallocate()
            text = .allocate(capacity: n)
            windowCapacity = n
        }
        if patternCapacity < patternLength {
            let n = max(patternLength, 64)
            first.deallocate()
            first = .allocate(capacity: n)
            patternCapacity = n
        }
    }

    /// Makes room for a score table of `cells` cells.
    func reserveMatrix(_ cells: Int) {
        if matrixCapacity < cells {
            let n = max(cells, matrixCapacity * 2, 1024)
            h.deallocate(); c.deallocate()
            h = .allocate(capacity: n); c = .allocate(capacity: n)
            matrixCapacity = n
        }
    }
}
