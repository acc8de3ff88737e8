/// The actions that run a user's command (`execute`, `become`, `reload`, `transform`…): their
/// names, rows and behaviour. The `transform-X` family is `SettingActions.swift`'s.
extension Action {
    /// Runs a user's command.
    public enum Command: String, ActionGroup {
        case execute, executeMulti = "execute-multi", executeSilent = "execute-silent", become
        case reload, reloadSync = "reload-sync"
        case transform, bgTransform = "bg-transform", bgCancel = "bg-cancel"

        var action: Action { .command(self) }

        var row: ActionSpec {
            switch self {
            case .execute: command("Run CMD with the terminal, then come back to the picker as it was")
            case .executeMulti: command("fzf's old form of execute: as execute, but {} and its fields are the ticked items, as {+}")
            case .executeSilent: command("Run CMD without the terminal and wait for it")
            case .become: command("Leave the picker and turn into CMD (its exit status is tick's)")
            case .reload: command("Replace the items with CMD's output as it streams; ticks and the band stay on items still there")
            case .reloadSync: command("As reload, but the list shown stays until CMD has finished")
            case .transform: command("Run CMD and perform the actions it prints (down+toggle)")
            case .bgTransform: command(Setting.inBackground("transform"))
            case .bgCancel: spec("Kill the bg-transform commands still running; their output is dropped")
            }
        }

        /// The row of an action whose argument is a shell command.
        private func command(_ help: String) -> ActionSpec {
            spec(help, argument: .required("CMD"), completion: .command)
        }

        /// Whether it runs a command (`bg-cancel` stops them, so runs none).
        var runsCommand: Bool {
            switch self {
            case .execute, .executeMulti, .executeSilent, .become, .reload, .reloadSync, .transform, .bgTransform: true
            case .bgCancel: false
            }
        }

        /// What a request of this action asks for; nil for those that make none.
        var kind: CommandRequest.Kind? {
            switch self {
            case .execute, .executeMulti: .execute
            case .executeSilent: .executeSilent
            case .become: .become
            case .transform, .bgTransform: .transform
            case .reload, .reloadSync, .bgCancel: nil
            }
        }
    }
}

extension PickerState {
    /// Performs a command action: the request to run it (or to reload, or to kill the
    /// background commands: `bg-cancel`).
    mutating func perform(_ command: Action.Command, _ argument: String) -> PickerEffect? {
        switch command {
        case .reload, .reloadSync:
            // As fzf: a reload whose placeholders all need the band item runs nothing without one.
            if bandItem == nil && CommandTemplate(argument, syntax: config.placeholderSyntax).needsBand(ticks: ticks.selection.count) { return nil }
            reloadAsked()
            return .reload(command: argument, sync: command == .reloadSync)
        case .bgCancel:
            background.cancelAll()
            return .stopBackground
        case .executeMulti: return commandRequest(.execute, template: argument, allTicked: true)
        case .bgTransform:
            return startBackground(.transform, action: command.rawValue, template: argument)
        case .execute, .executeSilent, .become, .transform:
            return command.kind.flatMap { commandRequest($0, template: argument) }
        }
    }
}
