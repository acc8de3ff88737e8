import Testing
@testable import TickCore

@Suite("JSON paths")
struct JSONPathTests {
    @Test("Every spelling parses to its steps")
    func spellings() throws {
        #expect(try JSONPath(parsing: ".").steps == [])
        #expect(try JSONPath(parsing: ".name").steps == [.member(Array("name".utf8))])
        #expect(try JSONPath(parsing: ".metadata.namespace").steps == [.member(Array("metadata".utf8)), .member(Array("namespace".utf8))])
        #expect(try JSONPath(parsing: ".ports[0]").steps == [.member(Array("ports".utf8)), .index(0)])
        #expect(try JSONPath(parsing: "[-1]").steps == [.index(-1)])
        #expect(try JSONPath(parsing: #".labels."app.kubernetes.io/name""#).steps
            == [.member(Array("labels".utf8)), .member(Array("app.kubernetes.io/name".utf8))])
        #expect(try JSONPath(parsing: #".["a b"]"#).steps == [.member(Array("a b".utf8))])
        #expect(try JSONPath(parsing: #"["x"][2]"#).steps == [.member(Array("x".utf8)), .index(2)])
        #expect(try JSONPath(parsing: #"."\u00e9\"""#).steps == [.member(Array("é\"".utf8))])
        #expect(try JSONPath(parsing: ".é_1-x").steps == [.member(Array("é_1-x".utf8))])
    }

    @Test("A path that is wrong is refused with the column")
    func refusals() {
        for (text, column) in [("", 1), ("name", 1), (".a..b", 4), (".a.", 4), (".[x]", 3), ("[1", 3), (#"."open"#, 2),
                               (".a b", 3), (#"."\q""#, 2)] {
            #expect {
                try JSONPath(parsing: text)
            } throws: { error in
                (error as? UsageError)?.message.contains("column \(column)") == true
            }
        }
    }

    @Test("A field list is not a path")
    func fieldListsAreNotPaths() {
        #expect(JSONPath.isSpelledAsPath(".name"))
        #expect(JSONPath.isSpelledAsPath("[0]"))
        #expect(!JSONPath.isSpelledAsPath(".."))
        #expect(!JSONPath.isSpelledAsPath("..3"))
        #expect(!JSONPath.isSpelledAsPath("1"))
    }

    @Test("Values are found and rendered as jq -r prints them")
    func lookups() throws {
        let json = #"{"name":"web","n":1e3,"big":12345678901234567890,"ok":true,"no":false,"nil":null,"#
            + #""s":"a\"b\\c\n\u00e9\ud83d\ude00","o":{"x":[1, 2]},"ports":[{"p":80},{"p":443}],"#
            + #""app.io/name":"dot","e\u0073c":"escaped key"}"#
        #expect(try lookUp(".name", in: json) == "web")
        #expect(try lookUp(".n", in: json) == "1e3")
        #expect(try lookUp(".big", in: json) == "12345678901234567890")
        #expect(try lookUp(".ok", in: json) == "true")
        #expect(try lookUp(".no", in: json) == "false")
        #expect(try lookUp(".nil", in: json) == "null")
        #expect(try lookUp(".s", in: json) == "a\"b\\c\né😀")
        #expect(try lookUp(".o", in: json) == #"{"x":[1,2]}"#)
        #expect(try rawValue(".o", in: json) == #"{"x":[1, 2]}"#)
        #expect(try lookUp(".ports[1].p", in: json) == "443")
        #expect(try lookUp(".ports[-1].p", in: json) == "443")
        #expect(try lookUp(".ports[-2].p", in: json) == "80")
        #expect(try lookUp(#"."app.io/name""#, in: json) == "dot")
        #expect(try lookUp(".esc", in: json) == "escaped key")
        #expect(try lookUp(".", in: #"  [1,2] "#) == "[1,2]")
    }

    @Test("A missing path, or a step on the wrong kind of value, finds nothing")
    func missing() throws {
        let json = #"{"a":{"b":1},"list":[1,2],"s":"text"}"#
        #expect(try lookUp(".x", in: json) == nil)
        #expect(try lookUp(".a.c", in: json) == nil)
        #expect(try lookUp(".list[2]", in: json) == nil)
        #expect(try lookUp(".list[-3]", in: json) == nil)
        #expect(try lookUp(".list.a", in: json) == nil)
        #expect(try lookUp(".a[0]", in: json) == nil)
        #expect(try lookUp(".s.x", in: json) == nil)
        #expect(try lookUp(".a", in: "42") == nil)
        #expect(try lookUp(".a", in: "") == nil)
    }

    @Test("Of two members with one key, the last counts, as in jq")
    func lastDuplicateWins() throws {
        #expect(try lookUp(".k", in: #"{"k":1,"x":{"k":9},"k":2}"#) == "2")
    }

    @Test("Bytes that are not JSON find nothing and are never read past")
    func hostileBytes() throws {
        let paths = try [".a", ".a.b", "[0]", "[-1]", ".a[3].b"].map { try JSONPath(parsing: $0) }
        let samples = [#"{"a":"#, #"{"a"#, #"{"a":[1,"#, #"[""#, #"{"a":"\"#, "}", "]", #"{"a":{"b":]]"#, #"[,,,"#,
                       #"{:::"#, #"{"a"}"#]
        for sample in samples {
            for path in paths {
                let bytes = Array(sample.utf8)
                bytes.withUnsafeBufferPointer { p in
                    if let r = path.value(in: p) { #expect(r.upperBound <= p.count) }
                }
            }
        }
    }
}
