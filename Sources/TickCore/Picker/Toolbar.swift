/// The toolbar's pieces and where they sit: the counts (or a message), and the two buttons.
///
/// The view draws these segments and the reducer hit-tests taps against the same columns, so a
/// tap always lands on what is drawn.
public struct Toolbar {
    /// What a piece is: the match count (a tap ticks every match), the tick count (a tap opens
    /// the ticked view), a note (the spinner, no room for the preview), a message, a button.
    public enum Role: Equatable, Sendable { case counts, ticked, note, message, done, cancel }

    public struct Segment: Equatable, Sendable {
        public var text: String
        public var role: Role
        /// The columns it covers (0-based).
        public var columns: Range<Int>
    }

    public private(set) var segments: [Segment] = []
    /// How wide East Asian Ambiguous characters are, as its pieces were measured.
    public let rule: WidthRule

    /// What is drawn at `column` (0-based), if anything.
    public func role(atColumn column: Int) -> Role? {
        segments.first { $0.columns.contains(column) }?.role
    }

    /// The match count, `12/100`, with `…` while matching or reading goes on.
    public static func counts(_ state: PickerState) -> String {
        var counts = "\(state.results.matchCount)/\(state.listedCount)"
        if !state.resultsAreCurrent || state.resultsItemCount < state.itemCount { counts += "…" }
        // A chain waits for the search (`wait`): fzf's `(..)`.
        if state.chainWaits { counts += " (..)" }
        return counts
    }

    /// The counts on the prompt line (`--info inline`, `inline-right`): fzf's `12/100 (3)`.
    public static func inlineInfo(_ state: PickerState) -> String {
        let ticked = state.ticks.selection.count
        return counts(state) + (!state.scripted.single && ticked > 0 ? " (\(ticked))" : "")
    }

    /// The frames of the loading indicator.
    static let spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The buttons that answer a question (`--confirm`'s, `--ask`'s).
    public static let yesButton = "[ Yes ]", noButton = "[ No ]"

    /// A question and its `[ Yes ]` `[ No ]` buttons on a line `width` columns wide
    /// (`--ask`), laid out as `--confirm`'s question is in the picker's toolbar.
    public init(question: String, width: Int, rule: WidthRule) {
        self.rule = rule
        lay(left: [(question, .message)], right: [(Self.yesButton, .done), (Self.noButton, .cancel)],
            width: width, alignedRight: false)
    }

    public init(state: PickerState) {
        rule = state.config.widthRule
        let width = state.size.columns
        let ticked = state.ticks.selection.count
        var done = ticked > 0 && !state.scripted.single ? "[ \(state.config.action) (\(ticked)) ]" : "[ \(state.config.action) ]"
        var cancel = "[ Cancel ]"
        var left: [(String, Role)]
        if let question = state.confirmQuestion {
            // The question's buttons answer it: Yes accepts, No goes back to the picker.
            left = [(question, .message)]
            done = Self.yesButton
            cancel = Self.noButton
        } else if let message = state.message {
            left = [(message, .message)]
        } else {
            left = []
            // --info inline, inline-right or hidden: no counts here (the prompt line has them).
            let counts = state.config.info == .standard || state.config.info == .right
            if counts { left.append((Self.counts(state), .counts)) }
            if counts && !state.scripted.single {
                // A tap on the tick count opens the ticked view (and closes it).
                var tickedText = "\(ticked) ticked"
                if state.ticks.tickedView != nil {
                    // The view shows every tick: those the query leaves out are not hidden here.
                    tickedText = "showing " + tickedText
                    if state.ticks.hiddenTicks > 0 { tickedText += " (\(state.ticks.hiddenTicks) unmatched)" }
                } else if state.ticks.hiddenTicks > 0 {
                    tickedText += ", \(state.ticks.hiddenTicks) hidden"
                }
                left.append((tickedText, .ticked))
            }
            if state.previewDoesNotFit {
                left.append(("no room for the preview (Alt-P hides it)", .note))
            }
            if state.loading {
                left.append(("\(Self.spinnerFrames[state.appearance.spinner % Self.spinnerFrames.count]) loading", .note))
            } else if let waiting = state.waiting, waiting.kind != .execute {
                // the chain waits for a command that has no terminal.
                left.append(("\(Self.spinnerFrames[state.appearance.spinner % Self.spinnerFrames.count]) \(waiting.kind.name)", .note))
            }
        }
        lay(left: left, right: [(done, .done), (cancel, .cancel)], width: width,
            alignedRight: state.config.info == .right && state.confirmQuestion == nil && state.message == nil)
    }

    /// Lays `left`'s pieces from the line's start (or, `alignedRight`, ending where the buttons
    /// start) and the buttons of `right` at its end.
    private mutating func lay(left: [(String, Role)], right buttons: [(String, Role)], width: Int, alignedRight: Bool) {
        var right = buttons
        // The buttons keep their place unless the line is very narrow (then Cancel goes, then
        // Done); the counts or message get what is left, cut with `…`.
        var rightWidth = 0
        while !right.isEmpty {
            rightWidth = right.reduce(0) { $0 + DisplayText.width(of: $1.0, rule: rule) } + 2 * (right.count - 1)
            if rightWidth + 10 <= width { break }
            right.removeLast()
            rightWidth = 0
        }
        let room = right.isEmpty ? width : width - rightWidth - 2
        var column = 0
        if alignedRight {
            // --info right: the pieces end where the buttons start.
            let total = left.reduce(0) { $0 + DisplayText.width(of: $1.0, rule: rule) } + 2 * max(0, left.count - 1)
            column = max(0, room - total)
        }
        for (text, role) in left {
            // Pieces two blanks apart, the last one cut with `…` to the room left.
            let start = segments.isEmpty ? column : column + 2
            guard start < room else { break }
            let fitted = DisplayText.truncate(text, width: room - start, rule: rule)
            let w = DisplayText.width(of: fitted, rule: rule)
            segments.append(Segment(text: fitted, role: role, columns: start..<(start + w)))
            column = start + w
        }
        column = width - rightWidth
        for (text, role) in right {
            let w = DisplayText.width(of: text, rule: rule)
            segments.append(Segment(text: text, role: role, columns: column..<(column + w)))
            column += w + 2
        }
    }
}
