/// What the picker takes from the options: the options themselves, read through this one value
/// (`config.layout` is `options.layout`: nothing is copied field by field), and what is derived
/// from them once (the keymap, the `--expect` keys). Read-only once made: what changes at run
/// time (the prompt, the limit, the header…) is `ScriptedState`.
@dynamicMemberLookup
public struct PickerConfig: Sendable {
    /// The options the picker was started with.
    public let options: Options
    /// `--height N%` gives the whole picker at least this share of the terminal's lines, as
    /// fzf's default `--min-height`.
    public static let minimumPercentHeight = 10
    /// `--json-object`: Enter checks that the picked items' keys are distinct.
    public let keyedOutput: Bool
    public let expect: Set<KeyName>
    public let keymap: Keymap
    /// The screen the picker is drawn on, chosen at setup: tick's wheel and toolbar, or fzf's
    /// screen (`--screen`).
    public let view: any PickerView

    /// The picker described by `options` (the defaults when none are given), drawn by `view`
    /// (nil: the screen `options.screen` names).
    public init(options: Options = Options(), view: (any PickerView)? = nil) {
        self.options = options
        self.view = view ?? Self.view(for: options.screen)
        keyedOutput = options.format == .jsonObject
        expect = Set(options.expect)
        keymap = Keymap(bindings: options.bindings, search: options.search, persona: options.persona,
                        history: options.historyFile != nil, grouped: options.grouping != nil, listLayout: options.layout == .list)
    }

    /// The view that draws `screen`.
    static func view(for screen: Options.Screen) -> any PickerView {
        switch screen {
        case .tick: TickView()
        case .fzf: FzfView()
        }
    }

    /// An option, read from `options` (`config.layout`, `config.pointer`…).
    public subscript<Value>(dynamicMember path: KeyPath<Options, Value>) -> Value { options[keyPath: path] }
}
