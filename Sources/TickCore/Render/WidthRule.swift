/// How many columns the East Asian Ambiguous characters take (Unicode's East Asian Width A:
/// box drawing, many Greek and Cyrillic letters, `①`, `§`, `±`, `×`, `…`, `·`, `�`…), the one
/// thing about widths that depends on the terminal: one column by default, two with
/// `--ambidouble`, for a terminal set to draw them wide (as CJK locales often are).
///
/// Carried from `Options.widthRule` to every width tick counts (`DisplayText`, `LineBuilder`,
/// `CharWidth`), so that what is laid out and what the terminal draws agree.
public enum WidthRule: Sendable, Equatable {
    /// One column, Unicode's default and tick's.
    case ambiguousNarrow
    /// Two columns (`--ambidouble`).
    case ambiguousWide
}
