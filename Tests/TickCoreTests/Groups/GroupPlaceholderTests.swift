import Testing
@testable import TickCore

/// Items 0…3 and their groups; group 2's name is hostile to a shell.
private let groups = ["default", "kube-system", "x'$(touch /tmp/pwn)`;\n", ""]

private func expand(_ template: String, band: Int? = 0, ticked: [Int] = [], groupsOn: Bool = true,
                    files: Box? = nil) -> String {
    let context = PreviewCommand.Context(
        band: band, ticked: ticked, text: { Array("item\($0)".utf8) }, query: "", delimiter: .blanks, dialect: .posix,
        matched: { [3, 1] }, writeFile: { bytes in files?.contents = bytes; return files == nil ? nil : "/tmp/f" },
        syntax: PlaceholderSyntax(groups: groupsOn), group: { Array(groups[$0].utf8) })
    return String(decoding: PreviewCommand.expand(template, context), as: UTF8.self)
}

/// What a `{f}` placeholder wrote.
private final class Box {
    var contents: [UInt8] = []
}

@Suite("{group} in commands")
struct GroupPlaceholderTests {
    @Test("{group} is the band item's group, quoted; {+group} each ticked item's in tick order; {*group} each match's")
    func groups() {
        #expect(expand("echo {group} {}", band: 1) == "echo 'kube-system' 'item1'")
        #expect(expand("echo {+group}", ticked: [1, 0]) == "echo 'kube-system' 'default'")
        #expect(expand("echo {+group}", band: 0) == "echo 'default'")
        #expect(expand("echo {*group}") == "echo '' 'kube-system'")
        #expect(expand("echo {group}", band: 3) == "echo ''")
    }

    @Test("A hostile group name is one quoted word; {rgroup} is raw; {+fgroup} writes a file")
    func quoting() {
        #expect(expand("echo {group}", band: 2) == "echo 'x'\\''$(touch /tmp/pwn)`;\n'")
        #expect(expand("echo {rgroup}", band: 1) == "echo kube-system")
        let box = Box()
        #expect(expand("cat {+fgroup}", ticked: [0, 1], files: box) == "cat '/tmp/f'")
        #expect(String(decoding: box.contents, as: UTF8.self) == "default\nkube-system\n")
    }

    @Test("Without groups, {group} is text, as in fzf")
    func literalWithoutGroups() {
        #expect(expand("echo {group} {}", groupsOn: false) == "echo {group} 'item0'")
        #expect(CommandTemplate("echo {group}").placeholders.isEmpty)
        #expect(CommandTemplate("echo {group}", syntax: PlaceholderSyntax(groups: true)).placeholders.map(\.kind) == [.group])
        for text in ["groups", "group1", "+group+", "sgroup", "Group"] {
            #expect(Placeholder(Substring(text), syntax: PlaceholderSyntax(groups: true)) == nil, "{\(text)}")
        }
    }

    @Test("Options give {group} its meaning only with --group-nth or --group-pattern")
    func options() throws {
        #expect(try OptionParser.parse(["--group-nth", "1"]).placeholderSyntax.groups)
        #expect(try OptionParser.parse(["--group-pattern", "^#"]).placeholderSyntax.groups)
        #expect(try OptionParser.parse([]).placeholderSyntax == .fzf)
    }
}
