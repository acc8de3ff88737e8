import Testing
@testable import TickCore

/// JSON items, one with a hostile name.
private let pods = [#"{"metadata":{"name":"web","namespace":"default"},"ports":[80,443]}"#,
                    #"{"metadata":{"name":"x'$(touch /tmp/pwn)`;\n","namespace":"kube-system"}}"#]

private func expand(_ template: String, band: Int? = 0, ticked: [Int] = [], jsonPaths: Bool = true) -> String {
    let context = PreviewCommand.Context(band: band, ticked: ticked, text: { Array(pods[$0].utf8) }, query: "",
                                         delimiter: .blanks, dialect: .posix,
                                         syntax: PlaceholderSyntax(jsonPaths: jsonPaths))
    return String(decoding: PreviewCommand.expand(template, context), as: UTF8.self)
}

@Suite("JSON paths in commands")
struct JSONPlaceholderTests {
    @Test("{.path} is the band item's value, quoted; {+.path} each ticked item's; a missing path ''")
    func paths() {
        #expect(expand("echo {.metadata.name} {.ports[-1]} {.ports}") == "echo 'web' '443' '[80,443]'")
        #expect(expand("echo {+.metadata.namespace}", ticked: [1, 0]) == "echo 'kube-system' 'default'")
        #expect(expand("echo {.nope}") == "echo ''")
        #expect(expand("{}") == "'" + pods[0] + "'")
    }

    @Test("A hostile value is one quoted word")
    func hostile() {
        #expect(expand("echo {.metadata.name}", band: 1) == "echo 'x'\\''$(touch /tmp/pwn)`;\n'")
    }

    @Test("Without --input json, {.x} is text, as in fzf")
    func literalWithoutJSON() {
        #expect(expand("echo {.metadata.name} {}", jsonPaths: false) == "echo {.metadata.name} '" + pods[0] + "'")
        #expect(CommandTemplate("echo {.x}").placeholders.isEmpty)
        #expect(CommandTemplate("echo {.x}", syntax: PlaceholderSyntax(jsonPaths: true)).placeholders.map(\.kind) == [.path])
        #expect(CommandTemplate("echo {.x}").needsBand(ticks: 0) == false)
    }
}
