// Item text and the query through every action that runs a command, under each shell tick
// knows: nothing runs, and every word reaches the command as the exact bytes it was.
import Foundation
import Testing
import TickTestSupport

@Suite("Hostile items under every shell")
struct HostileItemTests {
    /// One record the dump command appended: its fields, the `@@REC` mark left out.
    typealias Record = [[UInt8]]

    /// The records in `path`, each `fields` long (the file is NUL-separated words).
    static func records(_ path: String, fields: Int) -> [Record] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let words = Array(data).split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        var records: [Record] = []
        var i = 0
        while i < words.count {
            if words[i] == Array("@@REC".utf8), i + fields < words.count {
                records.append(Array(words[(i + 1)...(i + fields)]))
                i += fields + 1
            } else {
                i += 1
            }
        }
        return records
    }

    @Test("preview, execute, execute-silent, transform, reload and become pass hostile items and queries as data under sh, bash, zsh, dash and fish", arguments: HostileItems.shells)
    func everyAction(shell: String) throws {
        let dir = NSTemporaryDirectory() + "tick-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = HostileItems.items(directory: dir)
        let query = HostileItems.query(directory: dir)
        let lines = items.indices.map { items[$0] + Array("\t".utf8) + items[($0 + 1) % items.count] }
        let input = Array(lines.map { $0 + [0] }.joined())
        #expect(FileManager.default.createFile(atPath: "\(dir)/items", contents: Data(input)))
        // The fields of a record: {} {+} {q} {n} {1} {-1} x{}y.
        let fields = 1 + lines.count + 5
        func dump(_ name: String) -> String {
            "/usr/bin/printf '%s\\0' @@REC {} {+} {q} {n} {1} {-1} x{}y >> '\(dir)/\(name)'"
        }
        func expected(_ k: Int) -> Record {
            [lines[k]] + lines + [Array(query.utf8), Array("\(k)".utf8), items[k], items[(k + 1) % items.count],
                                  Array("x".utf8) + lines[k] + Array("y".utf8)]
        }
        func has(_ name: String, _ k: Int) -> Bool {
            Self.records("\(dir)/\(name)", fields: fields).contains { $0 == expected(k) }
        }
        let run = try PseudoTerminalRun(
            executable: Programs.tick,
            arguments: ["--read0", "--delimiter", "\\t", "--disabled", "--query", query, "--height", "8",
                        "--preview", dump("preview"), "--preview-window", "down:2",
                        "--bind", "ctrl-x:execute-silent(\(dump("silent")))+execute(\(dump("loud")))+transform(\(dump("transform")))+down",
                        "--bind", "ctrl-r:reload(\(dump("reload")); cat '\(dir)/items')",
                        "--bind", "ctrl-b:become(\(dump("become")))"],
            environment: ["NO_COLOR": "", "SHELL": shell], stdin: input)
        #expect(run.waitForCount("\(lines.count)/\(lines.count)"), "\(run.screenText)")
        run.send(Keys.altA)
        #expect(run.waitForText("\(lines.count) ticked"), "\(run.screenText)")
        for k in lines.indices {
            guard run.waitForScreen(timeout: 5, { _ in has("preview", k) }) else {
                Issue.record("\(shell): the preview did not get item \(k) as it was: \(run.screenText)")
                break
            }
            run.send("\u{18}")
            guard run.waitForScreen(timeout: 5, { _ in has("silent", k) && has("loud", k) && has("transform", k) }) else {
                Issue.record("\(shell): item \(k) did not reach every command as it was: \(run.screenText)")
                break
            }
        }
        let band = lines.count - 1
        run.send("\u{12}")
        #expect(run.waitForScreen { _ in has("reload", band) }, "\(shell): reload: \(run.screenText)")
        #expect(run.waitForCount("\(lines.count)/\(lines.count)"), "\(run.screenText)")
        run.send("\u{02}")
        let result = run.finish()
        #expect(result.status == 0, "\(shell): become's command failed: \(result.stderr)")
        #expect(Self.records("\(dir)/become", fields: fields).first == expected(band), "\(shell): become")
        for name in ["silent", "loud", "transform"] {
            let seen = Set(Self.records("\(dir)/\(name)", fields: fields))
            #expect(seen == Set(lines.indices.map(expected)), "\(shell): \(name) saw other words")
        }
        #expect(HostileItems.created(in: dir) == [], "\(shell) ran item text or the query")
    }

    @Test("Bytes that are not UTF-8 in a command template, the query and the environment reach the command exactly, and --print-query prints them exactly")
    func rawBytes() throws {
        let dir = NSTemporaryDirectory() + "tick-raw-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The template, the query and a variable each hold bytes that are not UTF-8.
        let script = #"""
            q=$(printf 'a\377b'); t=$(printf 'printf "%%s|%%s|%%s" \376 {q} "$RAW" > %s/out' "$1")
            RAW=$(printf '\375') exec "$0" --disabled --query "$q" --print-query --bind "load:execute-silent($t)+accept"
            """#
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", script, Programs.tick, dir],
                                        environment: ["NO_COLOR": ""], stdin: Array("item\n".utf8))
        let result = run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == [0x61, 0xFF, 0x62, 0x0A, 0x69, 0x74, 0x65, 0x6D, 0x0A])
        let out = FileManager.default.contents(atPath: "\(dir)/out").map(Array.init)
        #expect(out == [0xFE, 0x7C, 0x61, 0xFF, 0x62, 0x7C, 0xFD])
    }

    @Test("{f} and {+f} in --preview and reload write the items to a file the command reads, removed once the command has ended")
    func filesInPreviewAndReload() throws {
        let dir = NSTemporaryDirectory() + "tick-ffiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try picker(["--preview", "printf '<%s>' \"$(cat {+f})\"; printf '%s' {+f} > \(dir)/preview", "--preview-window", "down:3",
                              "--bind", "ctrl-r:reload(cat {f} {f}; printf '%s' {f} > \(dir)/reload)"],
                             input: ["alpha", "beta gamma"])
        #expect(run.waitForCount("2/2"))
        #expect(run.waitForText("<alpha>"), "\(run.screenText)")
        // The command writes the file's name after its output: wait for it.
        let written = { FileManager.default.contents(atPath: "\(dir)/preview").map { String(decoding: $0, as: UTF8.self) } ?? "" }
        #expect(run.waitForScreen { _ in written().hasPrefix("/") }, "the preview's command did not name its file")
        let previewFile = written()
        #expect(previewFile.hasPrefix("/"), "\(previewFile)")
        #expect(run.waitForScreen { _ in !FileManager.default.fileExists(atPath: previewFile) }, "the preview's file stayed")
        run.send("\u{12}")
        #expect(run.waitForScreen { _ in (FileManager.default.contents(atPath: "\(dir)/reload")?.first).map { $0 == UInt8(ascii: "/") } == true })
        #expect(run.waitForScreen { s in s.lines.filter { $0.hasSuffix("alpha") }.count == 2 }, "\(run.screenText)")
        let reloadFile = String(decoding: FileManager.default.contents(atPath: "\(dir)/reload") ?? Data(), as: UTF8.self)
        #expect(reloadFile.hasPrefix("/") && reloadFile != previewFile, "\(reloadFile)")
        #expect(run.waitForScreen { _ in !FileManager.default.fileExists(atPath: reloadFile) }, "the reload's file stayed")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("An item holding a NUL byte (read without --read0) is never cut short into another command: the preview says why, become ends tick with one line")
    func nulByte() throws {
        let dir = NSTemporaryDirectory() + "tick-nul-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try PseudoTerminalRun(
            executable: Programs.tick,
            arguments: ["--preview", "touch \(dir)/ran-{}", "--preview-window", "down:3", "--bind", "ctrl-b:become(touch \(dir)/became-{})"],
            environment: ["NO_COLOR": ""], stdin: Array("a\u{0}b\n".utf8))
        #expect(run.waitForText("NUL byte"), "\(run.screenText)")
        run.send("\u{02}")
        let result = run.finish()
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("become: the command line would hold a NUL byte"), "\(result.stderr)")
        #expect(HostileItems.created(in: dir) == [] && ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).isEmpty)
    }
}
