/// fzf's options for the preview window that fzf's screen (`FzfPreviewPane`) draws: its border
/// style, its label's place and the sign before a wrapped line's rest. tick's own screen does not draw them.
extension OptionTable {
    static let fzfScreenPreview: [OptionSpec] = [
        OptionSpec("preview-border", nil, .optionalWord("STYLE"), .fzf,
                   "fzf's screen: the preview's border style, as --preview-window border-STYLE (rounded when none is given)") { o, v throws(UsageError) in
            let part = "border-" + (v ?? "rounded")
            do throws(UsageError) { try o.previewWindow.apply(part) } catch { throw UsageError("--preview-border: \(error.message)") }
            o.previewWindowText += (o.previewWindowText.isEmpty ? "" : ",") + part
        },
        OptionSpec("no-preview-border", nil, .none, .fzf, "fzf's screen: no border around the preview, as --preview-window border-none") { o, _ in
            o.previewWindow.borderStyle = .none
            o.previewWindowText += (o.previewWindowText.isEmpty ? "" : ",") + "border-none"
        },
        OptionSpec("preview-wrap-sign", nil, .required("STR"), .fzf,
                   "fzf's screen: what starts the rest of a wrapped preview line (--wrap-sign's, else ↳)") { o, v in
            o.previewWrapSign = firstLine(v)
        },
        labelPosition(.previewLabel, "--preview-label"),
    ]
}
