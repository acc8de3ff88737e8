import Testing
@testable import TickCore

private func parse(_ args: [String], defaults: String? = nil) throws(UsageError) -> Options {
    try OptionParser.parse(args, defaults: defaults)
}

/// The message of the error parsing `args` raises, or nil.
private func failure(_ args: [String], defaults: String? = nil) -> String? {
    usageError { try parse(args, defaults: defaults) }?.message
}

@Suite("Option parsing")
struct OptionParserTests {
    @Test("Two different output formats in one place are refused in one line; defaults are overridden; the same twice is fine")
    func twoFormats() throws {
        #expect(failure(["--json", "--print0"]) == "--json and --print0 both choose the output format; give one of them")
        #expect(failure(["--json-lines", "--json-object"]) == "--json-lines and --json-object both choose the output format; give one of them")
        #expect(failure(["--json"], defaults: "--print0 --json-lines") == "TICK_DEFAULT_OPTS: --print0 and --json-lines both choose the output format; give one of them")
        #expect(try parse(["--json"], defaults: "--print0").format == .jsonArray)
        #expect(try parse(["--json", "--json"]).format == .jsonArray)
        #expect(try parse(["--print0", "--no-print0", "--json"]).format == .jsonArray)
    }

    @Test("No options give the defaults of docs/SPEC.md")
    func defaults() throws {
        let o = try parse([])
        #expect(o.query == "" && o.height == 5 && o.limit == nil && o.caseMode == .smart)
        #expect(o.format == .lines(terminator: 0x0A))
        #expect(o.exact == false && o.sort == true && o.confirm == nil)
    }

    @Test("A value is taken separate, attached, after = or as the next word",
          arguments: [["-q", "x"], ["-qx"], ["--query", "x"], ["--query=x"]])
    func valueForms(args: [String]) throws {
        #expect(try parse(args).query == "x")
    }

    @Test("A value may start with a dash or contain an equals sign")
    func unusualValues() throws {
        #expect(try parse(["--query", "-e"]).query == "-e")
        #expect(try parse(["--query=a=b"]).query == "a=b")
        #expect(try parse(["--query="]).query == "")
    }

    @Test("-i ignores case, +i respects it, the last one wins")
    func caseFlags() throws {
        #expect(try parse(["-i"]).caseMode == .ignore)
        #expect(try parse(["+i"]).caseMode == .respect)
        #expect(try parse(["-i", "+i"]).caseMode == .respect)
        #expect(try parse(["+i", "--smart-case"]).caseMode == .smart)
    }

    @Test("Short flags bundle, and a bundled option with a value takes the rest")
    func bundles() throws {
        let ei = try parse(["-ei"])
        #expect(ei.exact && ei.caseMode == .ignore)
        let eq = try parse(["-eqfoo"])
        #expect(eq.exact && eq.query == "foo")
        let separate = try parse(["-eq", "foo"])
        #expect(separate.exact && separate.query == "foo")
        let digits = try parse(["-10"])
        #expect(digits.select1 && digits.exit0)
    }

    @Test("-- ends the options, and nothing may follow it")
    func doubleDash() throws {
        #expect(try parse(["-e", "--"]).exact)
        let message = try #require(failure(["--", "-e"]))
        #expect(message.contains("'-e'"))
    }

    @Test("A positional argument is rejected, naming it")
    func positional() throws {
        let message = try #require(failure(["-e", "items.txt"]))
        #expect(message.contains("'items.txt'"))
        #expect(failure(["-"]) != nil)
    }

    @Test("An unknown option's message names it")
    func unknownOption() throws {
        #expect(try #require(failure(["--frobnicate"])).contains("--frobnicate"))
        #expect(try #require(failure(["-Z"])).contains("-Z"))
        #expect(try #require(failure(["-eZ"])).contains("-Z"))
        #expect(try #require(failure(["--que"])).contains("--query"))
    }

    @Test("A missing value is reported for the option")
    func missingValue() throws {
        #expect(try #require(failure(["--query"])).contains("--query"))
        #expect(try #require(failure(["-q"])).contains("-q"))
        #expect(try #require(failure(["-e", "--height"])).contains("--height"))
    }

    @Test("A flag given a value is rejected")
    func flagWithValue() throws {
        #expect(try #require(failure(["--exact=1"])).contains("--exact"))
    }

    @Test("Bad numbers are rejected, naming the option and the value")
    func badNumbers() throws {
        let height = try #require(failure(["--height", "-x"]))
        #expect(height.contains("--height") && height.contains("'x'"))
        // fzf's --height 0 is no height (full screen on fzf's screen, the whole terminal on tick's).
        let zero = try parse(["--height", "0"])
        #expect(zero.heightPercent == 100 && !zero.heightGiven)
        let limit = try #require(failure(["--limit", "x"]))
        #expect(limit.contains("--limit") && limit.contains("'x'"))
        #expect(failure(["--height", "1001"]) != nil)
        #expect(failure(["--header-lines", "-1"]) != nil)
        #expect(try parse(["--height", "1000"]).height == 1000)
        #expect(try parse(["--header-lines=2"]).headerLines == 2)
    }

    @Test("--height N% takes a percentage of the terminal's height, as fzf's does; a later --height N wins over it")
    func heightPercent() throws {
        #expect(try parse(["--height", "40%"]).heightPercent == 40)
        #expect(try parse(["--height=100%"]).heightPercent == 100)
        #expect(try parse(["--height", "40%", "--height", "7"]).heightPercent == nil)
        for bad in ["0%", "101%", "%", "x%", "40%%", "~%", "-x%"] {
            let message = try #require(failure(["--height", bad]), "\(bad)")
            #expect(message.contains("--height") && message.contains("percentage"), "\(message)")
        }
        let rows = try #require(failure(["--height", "abc"]))
        #expect(rows.contains("40%"))
    }

    @Test("A bad choice is rejected and the message lists the choices")
    func badChoice() throws {
        let message = try #require(failure(["--layout", "foo"]))
        #expect(message.contains("--layout") && message.contains("'foo'"))
        #expect(message.contains("wheel, list, reverse"))
        #expect(try parse(["--layout", "reverse"]).layout == .reverse)
        #expect(try parse(["--scheme=path"]).scheme == .path)
    }

    @Test("--tiebreak takes a list; index only last; no duplicates")
    func tiebreak() throws {
        #expect(try parse(["--tiebreak", "length,begin"]).tiebreaks == [.length, .begin])
        #expect(try parse(["--tiebreak", "length,index"]).tiebreaks == [.length])
        #expect(try #require(failure(["--tiebreak", "index,length"])).contains("--tiebreak"))
        #expect(try #require(failure(["--tiebreak", "length,length"])).contains("length"))
        #expect(try #require(failure(["--tiebreak", "size"])).contains("'size'"))
        #expect(failure(["--tiebreak", "length,begin,end,chunk"]) != nil)
    }

    @Test("--remember names cannot be paths", arguments: ["../x", ".", "..", "a/b", "", "a b"])
    func rememberRejected(name: String) throws {
        #expect(try #require(failure(["--remember", name])).contains("--remember"))
    }

    @Test("--remember accepts letters, digits, dot, underscore and dash")
    func rememberAccepted() throws {
        #expect(try parse(["--remember", "my-list_1.x"]).remember == "my-list_1.x")
    }

    @Test("--confirm has a default text; --confirm=TEXT sets it; a separate word is not its value")
    func confirm() throws {
        #expect(try parse(["--confirm"]).confirm == "Print {n} items?")
        #expect(try parse(["--confirm=Sure?"]).confirm == "Sure?")
        #expect(try #require(failure(["--confirm", "Sure?"])).contains("'Sure?'"))
    }

    @Test("--bind takes KEY:ACTION pairs")
    func bind() throws {
        let o = try parse(["--bind", "ctrl-a:select-all,alt-x:abort"])
        #expect(o.bindings.map(\.trigger.description) == ["ctrl-a", "alt-x"])
        #expect(o.bindings.map(\.actions) == [[ActionCall(.tick(.selectAll))], [ActionCall(.leave(.abort))]])
        let twice = try parse(["--bind", "ctrl-a:select-all", "--bind", "ctrl-b:abort"])
        #expect(twice.bindings.count == 2)
    }

    @Test("--bind rejects unknown keys and actions")
    func bindRejected() throws {
        #expect(try #require(failure(["--bind", "foo:bar"])).contains("--bind"))
        #expect(try #require(failure(["--bind", "ctrl-a:frobnicate"])).contains("'frobnicate'"))
        #expect(failure(["--bind", "ctrl-a"]) != nil)
    }

    @Test("--expect takes a list of keys")
    func expectKeys() throws {
        #expect(try parse(["--expect", "ctrl-d,f1"]).expect.map(\.name) == ["ctrl-d", "f1"])
        #expect(try #require(failure(["--expect", "ctrl-d,nokey"])).contains("'nokey'"))
    }

    @Test("--single is --limit 1")
    func single() throws {
        #expect(try parse(["--single"]).limit == 1)
        #expect(try parse(["--limit", "3"]).limit == 3)
    }

    @Test("--min above --limit is rejected; equal is fine")
    func minAboveLimit() throws {
        #expect(try #require(failure(["--min", "3", "--limit", "2"])).contains("--min"))
        #expect(try parse(["--min", "2", "--limit", "2"]).minimum == 2)
    }

    @Test("--key-nth needs a JSON output that has keys")
    func keyNthNeedsJSON() throws {
        #expect(failure(["--key-nth", "1"]) != nil)
        #expect(try parse(["--key-nth", "1", "--json-object"]).keyNth == FieldList(parsing: "1"))
        #expect(try parse(["--key-nth", "1", "--json-lines"]).format == .jsonLines)
    }

    @Test("Output options choose the format")
    func formats() throws {
        #expect(try parse(["--print0"]).format == .lines(terminator: 0))
        #expect(try parse(["--json"]).format == .jsonArray)
        #expect(try parse(["--json-object"]).format == .jsonObject)
    }

    @Test("Field options parse their lists and name themselves in errors")
    func fieldOptions() throws {
        let o = try parse(["-d", ":", "--nth", "2..", "--with-nth=1,3", "--accept-nth", "-1"])
        #expect(o.delimiter == Delimiter(":"))
        #expect(try o.nth == FieldList(parsing: "2.."))
        #expect(try o.withNth == FieldTemplate(FieldList(parsing: "1,3")))
        #expect(try o.acceptNth == FieldTemplate(FieldList(parsing: "-1")))
        #expect(try #require(failure(["--nth", "0"])).contains("--nth"))
        #expect(failure(["--delimiter="]) != nil)
    }

    @Test("TICK_DEFAULT_OPTS apply before the command line, which overrides them")
    func defaultOpts() throws {
        let base = try parse([], defaults: "--height 7 -e --prompt 'pick> '")
        #expect(base.height == 7 && base.exact && base.prompt == "pick> ")
        #expect(try parse(["--height", "3"], defaults: "--height 7").height == 3)
        #expect(try parse(["-i"], defaults: "+i").caseMode == .ignore)
    }

    @Test("Errors in TICK_DEFAULT_OPTS say where they come from")
    func defaultOptsErrors() throws {
        #expect(try #require(failure([], defaults: "--frobnicate")).contains("TICK_DEFAULT_OPTS"))
        #expect(try #require(failure([], defaults: "--prompt 'x")).contains("TICK_DEFAULT_OPTS"))
    }

    @Test("Shell words: blanks separate, single quotes keep everything")
    func shellSingleQuotes() throws {
        #expect(try ShellWords.split("  a 'b c'\td\n") == ["a", "b c", "d"])
        #expect(try ShellWords.split(#"'a\b"c'"#) == [#"a\b"c"#])
        #expect(try ShellWords.split("a '' b") == ["a", "", "b"])
        #expect(try ShellWords.split(#"x'y'"z""#) == ["xyz"])
        #expect(try ShellWords.split("") == [])
    }

    // The words below were checked against fzf 0.74.5 (FZF_DEFAULT_OPTS='--filter WORD' fzf
    // --print-query prints the word fzf read).
    @Test("Shell words: in double quotes a backslash takes any next character, \\t and \\n being a tab and a newline")
    func shellDoubleQuotes() throws {
        #expect(try ShellWords.split(#""a \"b\" c\\d \$e \`f\` \n \x""#) == ["a \"b\" c\\d $e `f` \n x"])
        #expect(try ShellWords.split(#""a\tb""#) == ["a\tb"])
        #expect(try ShellWords.split(#""it's""#) == ["it's"])
    }

    @Test("Shell words: outside quotes a backslash takes the next character, a line break included")
    func shellBackslash() throws {
        #expect(try ShellWords.split(##"a\ b c\\d \'e \#f g\r"##) == ["a b", #"c\d"#, "'e", "#f", "gr"])
        #expect(try ShellWords.split(#"a\tb"#) == ["a\tb"])
        #expect(try ShellWords.split("a\\\nb") == ["a\nb"])
    }

    @Test("Shell words: # where a word would start comments out the rest of the line, line break included")
    func shellComments() throws {
        #expect(try ShellWords.split("# a comment\n--x  # another\n  # indented --y\n--z") == ["--x", "--z"])
        #expect(try ShellWords.split("a#b '#c' \"#d\"") == ["a#b", "#c", "#d"])
        // The comment does not end a word begun by empty quotes: its line break is the comment's.
        #expect(try ShellWords.split("''#c") == [""])
        #expect(try ShellWords.split("''#c\nx") == ["x"])
    }

    @Test("Shell words: `…` and $(…) are kept whole, never run; ; & | < > end the text")
    func shellShellSyntax() throws {
        #expect(try ShellWords.split("a $(x y) `p q`") == ["a", "$(x y)", "`p q`"])
        #expect(try ShellWords.split("a|b c") == ["a"])
        #expect(try ShellWords.split("a b;--c") == ["a", "b"])
        #expect(try ShellWords.split("'a|b' \"c;d\"") == ["a|b", "c;d"])
        #expect(try ShellWords.split("x 2>y") == ["x"])
        #expect(usageError { try ShellWords.split("a(b") } != nil)
        #expect(usageError { try ShellWords.split("a)b c") } != nil)
        #expect(usageError { try ShellWords.split("`a") } != nil)
    }

    @Test("Shell words: an unterminated quote or a trailing backslash is an error")
    func shellErrors() {
        #expect(usageError { try ShellWords.split("'abc") }?.message == "unterminated single quote")
        #expect(usageError { try ShellWords.split("\"abc") }?.message == "unterminated double quote")
        #expect(usageError { try ShellWords.split("abc\\") } != nil)
    }

    @Test("The help lists every option by its long name")
    func helpListsEveryOption() {
        let help = HelpText.text
        let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for spec in OptionTable.all {
            // "--header" must be found on its own, not only inside "--header-lines".
            let needle = "--" + spec.long
            var found = false
            var rest = Substring(help)
            while let r = rest.range(of: needle) {
                let after = rest[r.upperBound...].first
                if after.map({ !nameCharacters.contains($0) }) ?? true { found = true; break }
                rest = rest[r.upperBound...]
            }
            #expect(found, "--\(spec.long) is missing from the help")
        }
    }
}
