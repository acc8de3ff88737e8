/// The actions that run a user's command (issue 23): their rows of `ActionTable`.
extension ActionTable {
    // i23c
    static let commands: [ActionSpec] = [
        ActionSpec(.execute, "Run CMD with the terminal, then come back to the picker as it was", argument: .required("CMD"), completion: .command),
        ActionSpec(.executeSilent, "Run CMD without the terminal and wait for it", argument: .required("CMD"), completion: .command),
        ActionSpec(.become, "Leave the picker and turn into CMD (its exit status is tick's)", argument: .required("CMD"), completion: .command),
        ActionSpec(.transform, "Run CMD and perform the actions it prints (down+toggle)", argument: .required("CMD"), completion: .command),
        ActionSpec(.transformQuery, "Run CMD and make the first line it prints the query", argument: .required("CMD"), completion: .command),
    ]
}
