import FormcCore
import FormcLoad
import Testing

/// YAML 1.2 core-schema typing, as `formc inspect` prints it.
@Suite struct CoreSchemaTests {
    func inspect(_ text: String) -> String {
        let file = Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        return file.documents.map { JSONWriter.compact(CoreSchema.json($0.root)) }.joined(separator: "\n")
    }

    @Test(arguments: [
        ("~", "null"), ("null", "null"), ("NULL", "null"), ("", "null"),
        ("true", "true"), ("False", "false"), ("yes", "\"yes\""), ("no", "\"no\""), ("on", "\"on\""),
        ("0", "0"), ("-0", "0"), ("+12", "12"), ("007", "7"), ("12", "12"), ("100", "100"),
        ("98765432109876543210", "98765432109876543210"), ("1_000", "\"1_000\""), ("12 ", "12"), ("0o17", "15"), ("0x1F", "31"), ("0xff", "255"),
        ("0755", "755"), ("0o8", "\"0o8\""), ("0x", "\"0x\""),
        ("1.5", "1.5"), (".5", "0.5"), ("-1.", "-1"), ("0.4", "0.4"), ("12.50", "12.50"), ("00.5", "0.5"), ("1.", "1"),
        ("1.2.3", "\"1.2.3\""), ("0.", "0"), ("fit", "\"fit\""), ("nothing", "\"nothing\""), ("~x", "\"~x\""), ("Tru", "\"Tru\""), ("1e3", "1e3"), ("+1.5E-2", "1.5e-2"),
        (".inf", "\".inf\""), ("-.Inf", "\"-.inf\""), (".NaN", "\".nan\""),
        ("1:20", "\"1:20\""), ("2024-01-01", "\"2024-01-01\""), ("12abc", "\"12abc\""),
        ("'true'", "\"true\""), ("\"1\"", "\"1\""), ("!!str 1", "\"1\""), ("!!int \"7\"", "7"),
        ("0x123456789abcdef0123", "5373003642731685151011"),
    ])
    func scalar(_ yaml: String, _ json: String) {
        #expect(inspect("v: \(yaml)\n") == "{\"v\":\(json)}")
    }

    @Test func documentsOnePerLine() {
        #expect(inspect("a: 1\n---\n- x\n--- 3\n") == "{\"a\":1}\n[\"x\"]\n3")
    }

    @Test func emptyDocumentIsNull() {
        #expect(inspect("---\n...\n") == "null")
    }

    @Test func keysAreStrings() {
        #expect(inspect("1: a\ntrue: b\n[x]: c\n") == #"{"1":"a","true":"b","[\"x\"]":"c"}"#)
    }

    /// A key is its text, as the loader tells keys apart: two keys the core schema would type
    /// alike (`1`, `01`, `0x1`) are two members with two names, never one name twice.
    @Test func keysKeepTheirText() {
        #expect(inspect("1: a\n01: b\n0x1: c\n~: d\n") == #"{"1":"a","01":"b","0x1":"c","~":"d"}"#)
    }
}
