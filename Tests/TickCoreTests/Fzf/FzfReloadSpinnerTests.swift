import Testing
@testable import TickCore

/// fzf's info line turns its spinner from a reload's request until its items land (the first
/// of a `reload`'s, the whole of a `reload-sync`'s), though the old list stays meanwhile:
/// checked by hand in tmux with fzf 0.74.5 (`seq 3 | fzf --bind 'ctrl-r:reload(sleep 1.5; seq 5)'`
/// shows `⠹ 3/3` after ctrl-r, `  5/5` once the command's lines came; reload-sync the same).
@Suite("fzf's spinner during a reload")
struct FzfReloadSpinnerTests {
    /// The info line of `s` drawn as fzf's (the line that counts the matches).
    private func infoLine(_ s: PickerState) -> String {
        var rows = FixedRows(Array(names.prefix(3)))
        return lines(FzfView().frame(s, rows: &rows)).first { $0.contains("3/3") || $0.contains("5/5") } ?? ""
    }

    @Test("reload and reload-sync: the spinner turns from the request on, the old count kept, until the new items come", arguments: ["reload", "reload-sync"])
    func spinsFromRequest(action: String) throws {
        var s = try picker(["--bind", "ctrl-r:\(action)(sleep 1; seq 5)"], items: 3, as: .fzf)
        #expect(infoLine(s).hasPrefix("  3/3 "), "\(infoLine(s))")
        #expect(s.press("ctrl-r").contains { $0.isReload })
        #expect(s.isBusy, "the spinner's timer runs")
        let spinning = infoLine(s)
        #expect(!spinning.hasPrefix("  ") && spinning.dropFirst(2).hasPrefix("3/3 "), "\(spinning)")
        let identity = ItemIdentity.acrossReload(s.config.options)
        _ = s.reduce(.inputReplaced(itemStore(5), done: true, carry: Preselector(carrying: [], band: nil, identity: identity)))
        _ = s.reduce(.matched(RankedList(all: 5), for: s.request("", itemCount: 5)))
        #expect(!s.isBusy)
        #expect(infoLine(s).hasPrefix("  5/5 "), "\(infoLine(s))")
    }

    @Test("A reload that cannot start stops the spinner")
    func failedStops() throws {
        var s = try picker(["--bind", "ctrl-r:reload(seq 5)"], items: 3, as: .fzf)
        _ = s.press("ctrl-r")
        _ = s.reduce(.reloadFailed("reload: no shell"))
        #expect(!s.isBusy && !s.reloadPending)
    }
}
