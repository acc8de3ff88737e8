/// Line mode (`TERM=dumb`, `--line-mode`): a numbered list shown a page at a time and one
/// question, `Pick (e.g. 1 3 5-7):`, answered with a line. The whole dialogue as a value; the
/// terminal only prints what it is told and hands back the lines typed.
///
/// The answer's rules:
/// - numbers and ranges (`PickParser`) pick those items, instead of any that start ticked;
/// - an empty answer shows the next page; on the last page it accepts the items that started
///   ticked (`--preselect`, `--remember`), or, with none, shows the first page again (a list
///   of one page says how to answer instead);
/// - `q` cancels;
/// - `/` clears the query (`--query`, or a remembered one): the list is made again with every
///   item, and what started ticked stays ticked;
/// - more than `--limit` (one with `--single`) or fewer than `--min` items are refused with a
///   message, and the question is asked again;
/// - with `--confirm`, an accepted answer is asked about once more: `y` accepts, anything
///   else goes back to the question.
public struct LineModeState: Sendable {
    /// What the options ask of line mode.
    public struct Rules: Sendable, Equatable {
        public var limit: Int? = nil
        public var minimum = 0
        /// The `--confirm` text (`{n}` is the count), nil without `--confirm`.
        public var confirm: String? = nil
        /// How wide East Asian Ambiguous characters are (`--ambidouble`).
        public var widthRule: WidthRule
        public init(limit: Int? = nil, minimum: Int = 0, confirm: String? = nil, widthRule: WidthRule = .ambiguousNarrow) {
            self.limit = limit
            self.minimum = minimum
            self.confirm = confirm
            self.widthRule = widthRule
        }
    }

    /// What the terminal does after an answer.
    public enum Step: Equatable, Sendable {
        /// Show `page` (its lines, then the question).
        case showPage
        /// Print the message, if any, and ask again.
        case ask(message: String?)
        /// The dialogue is over.
        case finish(Outcome)
    }

    /// How the dialogue ended.
    public enum Outcome: Equatable, Sendable {
        /// These item indices were picked, in the order given (or ticked).
        case picked([Int])
        case cancelled
        /// `/`: list every item, without the query.
        case clearQuery
    }

    /// The question, exactly as docs/SPEC.md §6 words it.
    public static let question = "Pick (e.g. 1 3 5-7): "

    /// The listed item indices: number `n` is `items[n - 1]`. The query's matches, then the
    /// items that started ticked that the query hides, so that what Enter prints is listed.
    public let items: [Int]
    /// The query the list was made with ("" for every item).
    public let query: String
    /// Items that started ticked, in tick order (they may include items the query hides).
    public let ticked: [Int]
    public let rules: Rules
    /// Items shown on one page (at least 1).
    public let pageSize: Int
    /// The page shown last (0-based).
    public private(set) var page = 0
    /// The items waiting for `y` with `--confirm`.
    public private(set) var confirming: [Int]? = nil

    /// - Parameter items: the items the query matches, ranked; `ticked` items it leaves out
    ///   are listed after them.
    public init(items: [Int], ticked: [Int], rules: Rules, pageSize: Int, query: String = "") {
        let listed = Set(items)
        self.items = items + ticked.filter { !listed.contains($0) }.sorted()
        self.query = query
        self.ticked = ticked
        self.rules = rules
        self.pageSize = max(1, pageSize)
    }

    public var pageCount: Int { max(1, (items.count + pageSize - 1) / pageSize) }
    public var isLastPage: Bool { page == pageCount - 1 }
    /// The positions (0-based) listed on the current page.
    public var pageRange: Range<Int> { page * pageSize..<min(items.count, (page + 1) * pageSize) }

    /// What to ask now: the question, or the `--confirm` question.
    public var prompt: String {
        guard let confirming, let text = rules.confirm else { return Self.question }
        return Wording.confirmQuestion(text, count: confirming.count) + " [y/N] "
    }

    /// Takes one typed line (without its line break).
    public mutating func answer(_ line: String) -> Step {
        let text = line.trimmingBlanks
        if let picked = confirming {
            confirming = nil
            return text == "y" || text == "Y" || text == "yes" ? .finish(.picked(picked)) : .ask(message: nil)
        }
        if text == "q" || text == "Q" || text == "quit" { return .finish(.cancelled) }
        if text == "/" && !query.isEmpty { return .finish(.clearQuery) }
        let positions: [Int]
        do { positions = try PickParser.parse(text, count: items.count) } catch { return .ask(message: error.message) }
        if positions.isEmpty { return emptyAnswer() }
        return accept(positions.map { items[$0] })
    }

    /// Enter alone: the next page, the ticked items, or the first page again.
    private mutating func emptyAnswer() -> Step {
        if !isLastPage {
            page += 1
            return .showPage
        }
        if !ticked.isEmpty { return accept(ticked) }
        if pageCount > 1 {
            page = 0
            return .showPage
        }
        return .ask(message: "Nothing picked: type the numbers of the items you want (e.g. 1 3 5-7), or q to cancel")
    }

    /// Checks `picked` against `--limit` and `--min`, then accepts or asks to confirm.
    private mutating func accept(_ picked: [Int]) -> Step {
        if let limit = rules.limit, picked.count > limit {
            let message = limit == 1
                ? "Pick one item only, not \(picked.count)"
                : "Pick at most \(Wording.count(limit, "item")) (--limit \(limit)), not \(picked.count)"
            return .ask(message: message)
        }
        if picked.count < rules.minimum {
            return .ask(message: "Pick at least \(Wording.count(rules.minimum, "item")) (--min \(rules.minimum)), not \(picked.count)")
        }
        if rules.confirm != nil {
            confirming = picked
            return .ask(message: nil)
        }
        return .finish(.picked(picked))
    }
}

extension String {
    /// The text without leading or trailing blanks, tabs or a `\r`.
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isBlank($0) })!
        return String(scalars[start...end])
    }
}
