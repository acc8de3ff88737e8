import Testing
@testable import TickCore

@Suite("JSON items: the shown text")
struct JSONItemBuilderTests {
    @Test("By default: a scalar's text, an object's scalar members two blanks apart, else one line of JSON")
    func defaultText() throws {
        let read = try readJSON(#"""
        {"name":"web","n":1,"o":{"x":1},"ok":true,"nil":null}
        {"o":{"x":1},"l":[1]}
        "x y"
        {"a":"","b":"z"}
        """#)
        #expect(read.shownTexts == ["web  1  true  null", #"{"o":{"x":1},"l":[1]}"#, "x y", "  z"])
        #expect(try readJSON("[[1, 2]]").shownTexts == ["[1,2]"])
    }

    @Test("--with-nth paths: a list two blanks apart, a template, a missing path empty")
    func withNth() throws {
        let input = "{\"name\":\"web\",\"n\":{\"port\":80},\"tags\":[\"a\",\"b\"]}\n{\"name\":\"db\"}\n{\"name\":\"two\\nlines\"}\n"
        #expect(try readJSON(input, withNth: ".name,.n.port").shownTexts == ["web  80", "db  ", "two lines  "])
        #expect(try readJSON(input, withNth: "{.name} ({.tags[-1]})").shownTexts == ["web (b)", "db ()", "two lines ()"])
        #expect(try readJSON(input, withNth: ".").shownTexts
            == ["{\"name\":\"web\",\"n\":{\"port\":80},\"tags\":[\"a\",\"b\"]}", "{\"name\":\"db\"}", "{\"name\":\"two\\nlines\"}"])
    }

    @Test("The items keep their JSON; the shown text is what is searched")
    func searchedStore() throws {
        var builder = JSONItemBuilder(withNth: try FieldTemplate(parsing: "{.name}"))
        builder.append(Array("{\"name\":\"web\",\"id\":7}\n{\"name\":\"db\",\"id\":8}\n".utf8))
        builder.finish()
        let store = builder.store
        #expect(store.count == 2 && store.searched.count == 2)
        #expect(store.bytes(1) == Array("{\"name\":\"db\",\"id\":8}".utf8))
        #expect(store.searched.bytes(1) == Array("db".utf8))
        var lines = ItemStoreBuilder()
        lines.append(Array("a\n".utf8))
        lines.finish()
        #expect(lines.store.json == nil && lines.store.searched.bytes(0) == Array("a".utf8))
    }

    @Test("--header-lines takes the first items' shown text as the header")
    func headerLines() throws {
        let read = try readJSON("{\"name\":\"NAME\"}\n{\"name\":\"web\"}\n", withNth: "{.name}", headerLines: 1)
        #expect(read.header == [Array("NAME".utf8)])
        #expect(read.itemTexts == [#"{"name":"web"}"#])
        #expect(read.shownTexts == ["web"])
    }
}

@Suite("JSON items: output")
struct JSONOutputTests {
    /// What `format` prints for `items` (JSON text) with `acceptNth`.
    func printed(_ items: [String], _ format: OutputFormat, acceptNth: String? = nil) throws -> String {
        var encoder = OutputEncoder(format: format)
        var projection = ItemProjection(acceptNth: try acceptNth.map { try FieldTemplate(parsing: $0, index: true) },
                                        keyNth: nil, delimiter: .blanks, jsonItems: true)
        for (n, item) in items.enumerated() {
            try Array(item.utf8).withUnsafeBufferPointer { try encoder.add(index: n, bytes: $0, projection: &projection) }
        }
        encoder.finish()
        return String(decoding: encoder.take(), as: UTF8.self)
    }

    @Test("The JSON formats print the items themselves; plain output their text")
    func verbatim() throws {
        let items = [#"{"name":"web","n":1.50}"#, "\"s\"", "null", "12345678901234567890"]
        #expect(try printed(items, .jsonArray) == #"[{"name":"web","n":1.50},"s",null,12345678901234567890]"# + "\n")
        #expect(try printed(items, .jsonObject) == #"{"0":{"name":"web","n":1.50},"1":"s","2":null,"3":12345678901234567890}"# + "\n")
        #expect(try printed(items, .lines(terminator: 0x0A)) == items.joined(separator: "\n") + "\n")
    }

    @Test("One --accept-nth path prints its JSON, null when missing; a template prints text")
    func acceptPaths() throws {
        let items = [#"{"o":{"x":[1, 2]},"s":"a\"b"}"#, #"{"s":"c"}"#]
        #expect(try printed(items, .jsonArray, acceptNth: ".o") == #"[{"x":[1, 2]},null]"# + "\n")
        #expect(try printed(items, .jsonArray, acceptNth: ".s") == #"["a\"b","c"]"# + "\n")
        #expect(try printed(items, .lines(terminator: 0x0A), acceptNth: ".s") == "a\"b\nc\n")
        #expect(try printed(items, .jsonArray, acceptNth: "{.s}!") == #"["a\"b!","c!"]"# + "\n")
    }
}

@Suite("JSON items: keys and identities by path")
struct JSONKeyPathTests {
    @Test("--key-nth and --id-nth take paths under --input json, and refuse field numbers")
    func keyAndIdentity() throws {
        let options = try OptionParser.parse(["--input", "json", "--json-object", "--key-nth", ".name", "--id-nth", ".id"], defaults: nil)
        var projection = ItemProjection(options: options)
        let item = Array(#"{"id":7,"name":"web","x":[1]}"#.utf8)
        let key = item.withUnsafeBufferPointer { p in projection.withItem(index: 0, bytes: p) { $0.key.map { Array($0) } } }
        #expect(key == Array("web".utf8))
        var reload = ItemIdentity.acrossReload(options)
        var remember = ItemIdentity(options: options)
        item.withUnsafeBufferPointer { p in
            #expect(reload.of(p) == Array("7".utf8))
            #expect(remember.of(p) == Array("web".utf8))
        }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--input", "json", "--json-object", "--key-nth", "1"], defaults: nil) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--json-object", "--key-nth", ".name"], defaults: nil) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--id-nth", ".id"], defaults: nil) }
    }
}
