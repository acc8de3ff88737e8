/// The actions that run a user's command (issue 23): their rows of `ActionTable`.
extension ActionTable {
    // actions that run commands
    static let commands: [ActionSpec] = [
        ActionSpec(.execute, "Run CMD with the terminal, then come back to the picker as it was", argument: .required("CMD"), completion: .command),
        ActionSpec(.executeSilent, "Run CMD without the terminal and wait for it", argument: .required("CMD"), completion: .command),
        ActionSpec(.become, "Leave the picker and turn into CMD (its exit status is tick's)", argument: .required("CMD"), completion: .command),
        ActionSpec(.transform, "Run CMD and perform the actions it prints (down+toggle)", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformQuery, "Run CMD and make the first line it prints the query", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformPrompt, "Run CMD, then change-prompt with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformHeader, "Run CMD, then change-header with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformSearch, "Run CMD, then search with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformNth, "Run CMD, then change-nth with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformWithNth, "Run CMD, then change-with-nth with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformPointer, "Run CMD, then change-pointer with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformGhost, "Run CMD, then change-ghost with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformHeaderLines, "Run CMD, then change-header-lines with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformBorderLabel, "Run CMD, then change-border-label with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformPreviewLabel, "Run CMD, then change-preview-label with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformListLabel, "Run CMD, then change-list-label with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformInputLabel, "Run CMD, then change-input-label with what it prints", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformHeaderLabel, "Run CMD, then change-header-label with what it prints", argument: .required("CMD"), completion: .command),
        // fzf runs the bg- forms beside the picker and applies their output when it comes; tick
        // runs them as the forms without bg- (the output is the same; the chain waits for it).
        ActionSpec(.bgTransform, "As transform: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformQuery, "As transform-query: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformPrompt, "As transform-prompt: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformHeader, "As transform-header: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformSearch, "As transform-search: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformNth, "As transform-nth: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformWithNth, "As transform-with-nth: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformPointer, "As transform-pointer: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformGhost, "As transform-ghost: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformHeaderLines, "As transform-header-lines: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformBorderLabel, "As transform-border-label: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformPreviewLabel, "As transform-preview-label: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformListLabel, "As transform-list-label: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformInputLabel, "As transform-input-label: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.bgTransformHeaderLabel, "As transform-header-label: tick runs it in the foreground (the chain waits, keys queue)", argument: .required("CMD"), completion: .command),
        ActionSpec(.preview, "Show CMD's output in the preview pane for the band row, once (the pane's own command comes back on another row)",
                   argument: .required("CMD"), completion: .command),
        ActionSpec(.bgCancel, "Stop the bg- commands still running: tick runs none in the background, so nothing"),
    ]
}
