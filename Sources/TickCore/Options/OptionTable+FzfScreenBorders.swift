/// fzf's options that fzf's screen (`--screen fzf`, `FzfView`) draws around the picker and its
/// parts: the border, where the labels go, the margins and padding. tick's own screen does not draw them.
extension OptionTable {
    static let fzfScreenBorders: [OptionSpec] = [
        OptionSpec("border", nil, .optionalWord("STYLE"), .fzf,
                   "fzf's screen: a border around the picker: rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none",
                   default: "rounded") { o, v throws(UsageError) in
            o.boxes.border = try FzfBorder(parsing: v, option: "border")
        },
        OptionSpec("no-border", nil, .none, .fzf, "fzf's screen: no border around the picker") { o, _ in o.boxes.border = .none },
        labelPosition(.borderLabel, "--border-label"),
        OptionSpec("margin", nil, .required("MARGIN"), .fzf,
                   "fzf's screen: space around the border: TRBL, TB,RL, T,RL,B or T,R,B,L, each N or N%", default: "0") { o, v throws(UsageError) in
            o.boxes.margin = try FzfSpacing(parsing: v, option: "margin")
        },
        OptionSpec("no-margin", nil, .none, .fzf, "fzf's screen: no margin") { o, _ in o.boxes.margin = .zero },
        OptionSpec("padding", nil, .required("PADDING"), .fzf,
                   "fzf's screen: space inside the border: TRBL, TB,RL, T,RL,B or T,R,B,L, each N or N%", default: "0") { o, v throws(UsageError) in
            o.boxes.padding = try FzfSpacing(parsing: v, option: "padding")
        },
        OptionSpec("no-padding", nil, .none, .fzf, "fzf's screen: no padding") { o, _ in o.boxes.padding = .zero },
    ]

    /// `--X-label-pos N[:top|:bottom]` of the label `setting`.
    static func labelPosition(_ setting: Action.Setting, _ label: String) -> OptionSpec {
        OptionSpec(setting.rawValue + "-pos", nil, .required("N[:bottom]"), .fzf,
                   "fzf's screen: where \(label) goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line",
                   default: "0") { o, v throws(UsageError) in
            o.boxes.labelPositions[setting] = try FzfLabel.Position(parsing: v, option: setting.rawValue + "-pos")
        }
    }
}
