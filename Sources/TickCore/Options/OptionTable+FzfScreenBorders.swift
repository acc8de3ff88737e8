/// fzf's options that fzf's screen (`--screen fzf`, `FzfView`) draws around the picker and its
/// parts: the border, where the labels go, the margins and padding. tick's own screen does not draw them.
extension OptionTable {
    static let fzfScreenBorders: [OptionSpec] = [
        OptionSpec("border", nil, .optionalWord("STYLE"), .fzf,
                   "fzf's screen: a border around the picker: rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none",
                   default: "rounded") { o, v throws(UsageError) in
            o.boxes.border = try FzfBorder(parsing: v, option: "border", standard: o.boxes.standard)
        },
        OptionSpec("no-border", nil, .none, .fzf, "fzf's screen: no border around the picker") { o, _ in o.boxes.border = .none },
        labelPosition(.borderLabel, "--border-label"),
        OptionSpec("list-border", nil, .optionalWord("STYLE"), .fzf,
                   "fzf's screen: a border around the list (the rows, info line and prompt): a --border STYLE but line",
                   default: "rounded") { o, v throws(UsageError) in
            o.boxes.list = try FzfBorder(parsing: v, option: "list-border", standard: o.boxes.standard)
            if o.boxes.list == .line {
                // `--style full:line` then `--list-border`: rounded.
                if v != nil { throw UsageError("--list-border: the list border cannot be 'line'") }
                o.boxes.list = .rounded
            }
        },
        OptionSpec("no-list-border", nil, .none, .fzf, "fzf's screen: no border around the list") { o, _ in o.boxes.list = .none },
        labelPosition(.listLabel, "--list-label"),
    ] + section("input", "the prompt and the info line", \.input, .inputLabel)
        + section("header", "the header", \.header, .headerLabel)
        + section("footer", "the footer", \.footer, .footerLabel) + [
        OptionSpec("header-lines-border", nil, .optionalWord("STYLE"), .fzf,
                   "fzf's screen: a section of their own for the header lines, with a --border STYLE (none: without one)",
                   default: "rounded") { o, v throws(UsageError) in
            o.boxes.headerLines = try FzfBorder(parsing: v, option: "header-lines-border", standard: o.boxes.standard)
        },
        OptionSpec("no-header-lines-border", nil, .none, .fzf, "fzf's screen: the header lines with the header") { o, _ in
            o.boxes.headerLines = nil
        },
        OptionSpec("style", nil, .required("PRESET"), .fzf,
                   "fzf's screen: a preset of borders and marks: default, minimal, full[:STYLE]") { o, v throws(UsageError) in
            try FzfStyle(parsing: v ?? "").apply(to: &o)
        },
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

    /// `--NAME-border[=STYLE]` around a section, `--no-NAME-border` (to `none`), and the
    /// place of its label.
    static func section(_ name: String, _ what: String, _ field: WritableKeyPath<FzfBoxOptions, FzfBorder> & Sendable,
                        _ label: Action.Setting) -> [OptionSpec] {
        [
            OptionSpec(name + "-border", nil, .optionalWord("STYLE"), .fzf,
                       "fzf's screen: a border around \(what): a --border STYLE, or inline" + (name == "input" ? " (not inline)" : " (inside the list border)"),
                       default: "rounded") { o, v throws(UsageError) in
                o.boxes[keyPath: field] = try FzfBorder(parsing: v, option: name + "-border", standard: o.boxes.standard)
            },
            OptionSpec("no-" + name + "-border", nil, .none, .fzf, "fzf's screen: no border around \(what)") { o, _ in
                o.boxes[keyPath: field] = .none
            },
            labelPosition(label, "--" + label.rawValue),
        ]
    }

    /// `--X-label-pos N[:top|:bottom]` of the label `setting`.
    static func labelPosition(_ setting: Action.Setting, _ label: String) -> OptionSpec {
        OptionSpec(setting.rawValue + "-pos", nil, .required("N[:bottom]"), .fzf,
                   "fzf's screen: where \(label) goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line",
                   default: "0") { o, v throws(UsageError) in
            o.boxes.labelPositions[setting] = try FzfLabel.Position(parsing: v, option: setting.rawValue + "-pos")
        }
    }
}
