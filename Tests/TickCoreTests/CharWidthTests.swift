import Testing
@testable import TickCore

/// The width of the first scalar of `text`.
private func width(_ text: String) -> Int { CharWidth.of(text.unicodeScalars.first!.value) }

@Suite("Character widths")
struct CharWidthTests {
    @Test("ASCII letters and Latin letters with precomposed accents take one column")
    func latinIsNarrow() {
        #expect(width("a") == 1)
        #expect(width("Z") == 1)
        #expect(width(" ") == 1)
        #expect(width("~") == 1)
        #expect(CharWidth.of(0x00E9) == 1) // é
        #expect(CharWidth.of(0x02FF) == 1) // last scalar of the fast path
    }

    @Test("Combining marks take no column")
    func combiningMarksAreZeroWidth() {
        #expect(CharWidth.of(0x0300) == 0) // combining grave, first scalar past the fast path
        #expect(CharWidth.of(0x0301) == 0) // combining acute
        #expect(CharWidth.of(0x036F) == 0) // end of Combining Diacritical Marks
        #expect(CharWidth.of(0x0370) == 1) // Greek capital heta, just after
        #expect(CharWidth.of(0x20DD) == 0) // combining enclosing circle (Me)
        #expect(width("e\u{301}") == 1)    // the base letter of a decomposed é
    }

    @Test("Zero-width format characters and variation selectors take no column")
    func formatCharactersAreZeroWidth() {
        #expect(CharWidth.of(0x200B) == 0) // zero width space
        #expect(CharWidth.of(0x200C) == 0) // ZWNJ
        #expect(CharWidth.of(0x200D) == 0) // ZWJ
        #expect(CharWidth.of(0x200E) == 1) // left-to-right mark is not in the rules
        #expect(CharWidth.of(0x2060) == 0) // word joiner
        #expect(CharWidth.of(0xFEFF) == 0) // zero width no-break space
        #expect(CharWidth.of(0xFE00) == 0) // VS1
        #expect(CharWidth.of(0xFE0F) == 0) // VS16, emoji presentation selector
        #expect(CharWidth.of(0xE0100) == 0) // VS17
        #expect(CharWidth.of(0xE01EF) == 0) // VS256
        #expect(CharWidth.of(0xE01F0) == 1)
    }

    @Test("CJK ideographs, Hangul syllables and fullwidth forms take two columns")
    func eastAsianWideIsDouble() {
        #expect(width("中") == 2)          // U+4E2D
        #expect(CharWidth.of(0x4E00) == 2) // first unified ideograph
        #expect(CharWidth.of(0x3000) == 2) // ideographic space (F)
        #expect(CharWidth.of(0x3042) == 2) // hiragana a
        #expect(CharWidth.of(0xAC00) == 2) // Hangul syllable ga
        #expect(CharWidth.of(0xD7A3) == 2) // last Hangul syllable
        #expect(CharWidth.of(0xD7A4) == 1) // just after
        #expect(CharWidth.of(0xFF21) == 2) // fullwidth A
        #expect(CharWidth.of(0xFF71) == 1) // halfwidth katakana a
        #expect(CharWidth.of(0x20000) == 2) // CJK Extension B
    }

    @Test("Unassigned scalars in the CJK blocks are wide, unassigned scalars elsewhere are narrow")
    func unassignedCJKIsDouble() {
        #expect(CharWidth.of(0x2FFFD) == 2) // end of plane 2, unassigned
        #expect(CharWidth.of(0x3FFFD) == 2) // end of plane 3, unassigned
        #expect(CharWidth.of(0x2FFFE) == 1) // noncharacter, outside the blocks
        #expect(CharWidth.of(0x0378) == 1)  // unassigned Greek
        #expect(CharWidth.of(0x10FFFF) == 1)
    }

    @Test("The Hangul leading-consonant range is wide and the medial and final jamo are zero-width")
    func hangulJamoEdges() {
        #expect(CharWidth.of(0x10FF) == 1) // Georgian, just before
        #expect(CharWidth.of(0x1100) == 2) // first leading consonant
        #expect(CharWidth.of(0x115F) == 2) // leading filler
        #expect(CharWidth.of(0x1160) == 0) // medial filler
        #expect(CharWidth.of(0x1161) == 0) // medial a
        #expect(CharWidth.of(0x11FF) == 0) // last final consonant
        #expect(CharWidth.of(0x1200) == 1) // Ethiopic, just after
    }

    @Test("Emoji with default emoji presentation are wide, text-style symbols are narrow")
    func emoji() {
        #expect(width("😀") == 2)           // U+1F600
        #expect(CharWidth.of(0x1F44D) == 2) // thumbs up
        #expect(CharWidth.of(0x231A) == 2)  // watch
        #expect(CharWidth.of(0x2705) == 2)  // white heavy check mark (emoji presentation)
        #expect(CharWidth.of(0x2713) == 1)  // check mark (text presentation)
        #expect(CharWidth.of(0x2026) == 1)  // horizontal ellipsis
        #expect(CharWidth.of(0x2764) == 1)  // heavy black heart: text by default, wide only with VS16
    }

    @Test("The tables are sorted, disjoint, merged, and all start past the fast path")
    func tablesAreWellFormed() {
        for table in [CharWidth.zeroWidthRanges, CharWidth.doubleWidthRanges] {
            #expect(!table.isEmpty)
            #expect(table.allSatisfy { $0.0 <= $0.1 && $0.0 >= 0x300 && $0.1 <= 0x10FFFF })
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.1 &+ 1 < $1.0 })
        }
        let overlaps = CharWidth.zeroWidthRanges.filter { zero in
            CharWidth.doubleWidthRanges.contains { $0.0 <= zero.1 && zero.0 <= $0.1 }
        }
        #expect(overlaps.isEmpty)
        // The ambiguous table: well formed, past the fast path (U+00A1), apart from both others.
        let ambiguous = CharWidth.ambiguousRanges
        #expect(!ambiguous.isEmpty)
        #expect(ambiguous.allSatisfy { $0.0 <= $0.1 && $0.0 >= 0xA1 && $0.1 <= 0x10FFFF })
        #expect(zip(ambiguous, ambiguous.dropFirst()).allSatisfy { $0.1 &+ 1 < $1.0 })
        #expect(!ambiguous.contains { a in
            (CharWidth.zeroWidthRanges + CharWidth.doubleWidthRanges).contains { $0.0 <= a.1 && a.0 <= $0.1 }
        })
    }

    @Test("The binary search agrees with a linear scan of the tables for every scalar")
    func binarySearchMatchesLinearScan() {
        // The linear scan, done once per table: paint each range's width into a map of every
        // code point, instead of scanning all ranges for each of the 1.1 million scalars.
        var expected = [UInt8](repeating: 1, count: 0x110000)
        for (low, high) in CharWidth.doubleWidthRanges {
            for scalar in low...high { expected[Int(scalar)] = 2 }
        }
        for (low, high) in CharWidth.zeroWidthRanges {
            for scalar in low...high { expected[Int(scalar)] = 0 }
        }
        var mismatches: [UInt32] = []
        for scalar in UInt32(0x20)...0x10FFFF where !(0xD800...0xDFFF).contains(scalar) {
            if CharWidth.of(scalar) != Int(expected[Int(scalar)]) { mismatches.append(scalar) }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10).map { String($0, radix: 16) })")
    }
}
