/// The builder of a reader's store: lines (`ItemStoreBuilder`) or JSON items
/// (`JSONItemBuilder`, `--input json`), read the same way (`reserve`, `commit`, `finish`).
public struct InputBuilder: ReadBuffer {
    /// What `--input json` reads: where the items are and what is shown of them.
    public struct JSONSettings: Sendable {
        /// `--input-items`: the path of the items in each top-level value.
        public var itemsPath: JSONPath?
        /// `--with-nth`'s template of paths (nil: the default shown text).
        public var withNth: FieldTemplate?

        public init(itemsPath: JSONPath? = nil, withNth: FieldTemplate? = nil) {
            self.itemsPath = itemsPath
            self.withNth = withNth
        }
    }

    /// How items are put in groups (`--group-nth`, `--group-pattern`).
    public enum Grouping: Sendable {
        /// By the fields or paths of each item (`--group-nth`), cut with this delimiter.
        case fields(FieldTemplate, Delimiter)
        /// By the heading lines above them (`--group-pattern`; lines only).
        case headings(GroupPattern)
    }

    // One of the two is set: optionals mutate in place, where an enum's payload would be
    // copied out (and its arrays with it) at every read.
    private var lines: ItemStoreBuilder?
    private var json: JSONItemBuilder?
    /// With grouping: the groups of the items so far.
    private var groups: GroupBuilder?
    private var groupFields: GroupFields?
    /// `--group-pattern`: takes the headings out before the lines reach `lines`.
    private var headings: HeadingSplitter?

    /// A builder of lines; `headerLines` and `stripsSGR` must be the builder's own (the
    /// headings of `--group-pattern` are found after the header, without escape sequences).
    public init(_ lines: ItemStoreBuilder, grouping: Grouping? = nil, headerLines: Int = 0, stripsSGR: Bool = false) {
        self.lines = lines
        setGrouping(grouping)
        if case .headings(let pattern) = grouping {
            // The header lines go through the splitter to the builder, which takes them.
            headings = HeadingSplitter(pattern: pattern, separator: lines.separator, headerLines: headerLines, stripsSGR: stripsSGR)
        }
    }

    /// A builder of JSON items.
    public init(_ json: JSONItemBuilder, grouping: Grouping? = nil) {
        precondition({ if case .headings = grouping { false } else { true } }(), "--group-pattern reads lines")
        self.json = json
        setGrouping(grouping)
    }

    private mutating func setGrouping(_ grouping: Grouping?) {
        guard let grouping else { return }
        groups = GroupBuilder()
        if case .fields(let template, let delimiter) = grouping { groupFields = GroupFields(template: template, delimiter: delimiter) }
    }

    /// Every complete item so far (see `ItemStoreBuilder.store`), with its group.
    public var store: ItemStore {
        var store = json?.store ?? lines!.store
        store.groups = groups?.table
        return store
    }

    /// The items as read (for `--group-nth`'s fields: a JSON item's raw text).
    private var rawStore: ItemStore { json?.raw.store ?? lines!.store }

    /// Gives the new items their groups (`--group-nth`).
    private mutating func group() {
        guard groupFields != nil else { return }
        groupFields!.extend(&groups!, from: rawStore)
    }

    /// The full chunks of what is matched (the shown text of JSON items).
    public var searchedSealedStore: ItemStore { json?.searchedSealedStore ?? lines!.sealedStore }

    public var count: Int { json?.count ?? lines!.count }
    public var headerCount: Int { json?.headerCount ?? lines!.headerCount }
    public var itemLimit: Int { json?.itemLimit ?? lines!.itemLimit }
    public var isUnfinishedTooLong: Bool {
        if let headings { return headings.unfinishedLength > lines!.itemLimit }
        return json?.isUnfinishedTooLong ?? lines!.isUnfinishedTooLong
    }

    /// The input's first fault as JSON, with how many there were (nil for lines).
    public var jsonProblems: (first: JSONScanner.Problem, count: Int)? {
        guard let json, let first = json.firstProblem else { return nil }
        return (first, json.problemCount)
    }

    /// Whether chunks are let go once handed over (only lines: JSON items are printed from
    /// the store, and matched on their shown text).
    public var canForgetSealed: Bool { json == nil }

    public mutating func reserve() -> UnsafeMutableBufferPointer<UInt8> {
        if let headings { return headings.reserve() }
        return json != nil ? json!.reserve() : lines!.reserve()
    }

    public mutating func commit(_ n: Int) {
        if headings != nil {
            headings!.commit(n, into: &lines!, groups: &groups!)
        } else if json != nil {
            json!.commit(n)
        } else {
            lines!.commit(n)
        }
        group()
    }

    public mutating func dropUnfinished() {
        if headings != nil { headings!.dropUnfinished() }
        if json != nil { json!.dropUnfinished() } else { lines!.dropUnfinished() }
    }

    public mutating func finish() {
        if headings != nil {
            headings!.finish(into: &lines!, groups: &groups!)
        } else if json != nil {
            json!.finish()
        } else {
            lines!.finish()
        }
        group()
    }

    public mutating func forgetSealed() {
        if json == nil { lines!.forgetSealed() }
    }
}
