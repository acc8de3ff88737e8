// A duplicate --json-object key is refused before anything is printed: at Enter in the picker
// (which stays open), at the answer in line mode (asked again), and with --no-tty=defaults.
import Foundation
import Testing
import TickTestSupport

@Suite("Duplicate --json-object keys")
struct DuplicateKeyTests {
    static let webs = ["web 1", "web 2", "db 3"]

    @Test("The picker refuses Enter with a message naming the key and both rows, and stays open to untick one")
    func picker() throws {
        let run = try TickEndToEndTests.picker(["--json-object", "--key-nth", "1"], input: Self.webs)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.tab + Keys.tab)
        #expect(run.waitForText("2 ticked"))
        run.send(Keys.enter)
        #expect(run.waitForText("Duplicate key 'web' on \"web 1\" and \"web 2\": untick one"), "\(run.screenText)")
        // Still open: untick web 2 (Shift-Tab: the band is on db 3, goes up to web 2 after toggling).
        run.send(Keys.up + Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "{\"web\":\"web 1\"}\n")
    }

    @Test("Line mode says so and asks again")
    func lineMode() throws {
        let run = try TickEndToEndTests.picker(["--line-mode", "--json-object", "--key-nth", "1"], input: Self.webs)
        #expect(run.waitForText("Pick (e.g. 1 3 5-7):"))
        run.send("1 2\r")
        #expect(run.waitForText("Duplicate key 'web' on \"web 1\" and \"web 2\""), "\(run.screenText)")
        #expect(run.waitForScreen { s in s.lines.filter { $0.hasPrefix("Pick (e.g. 1 3 5-7):") }.count == 2 })
        run.send("2 3\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "{\"web\":\"web 2\",\"db\":\"db 3\"}\n")
    }

    @Test("--no-tty=defaults exits 2 naming the key, and prints nothing")
    func defaults() {
        let r = runTick(["--json-object", "--key-nth", "1", "--preselect-all", "--no-tty=defaults"],
                        stdin: lines(Self.webs), newSession: true)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("'web'"))
    }
}
