import FormcCore
import FormcLoad
import FormcProject
import Testing

/// The baseline's keys, its file and its count-aware matching.
struct BaselineTests {
    static func diagnostic(_ code: DiagnosticCode, _ pointer: String, file: String = "specs/a.yaml") -> Diagnostic {
        Diagnostic(code, "m", file: file, range: nil, pointer: pointer)
    }

    static func key(_ code: String, _ path: String, file: String = "specs/a.yaml") -> BaselineKey {
        BaselineKey(file: file, screen: "s", code: code, path: path)
    }

    @Test func findingsBeyondARecordedCountAreNew() {
        let found = [Self.diagnostic(.E203, "/x"), Self.diagnostic(.E203, "/x"), Self.diagnostic(.E203, "/x"), Self.diagnostic(.W507, "/y")]
        let keys = [Self.key("E203", "/x"), Self.key("E203", "/x"), Self.key("E203", "/x"), Self.key("W507", "/y")]
        let baseline = Baseline(counts: [Self.key("E203", "/x"): 2, Self.key("W507", "/z"): 1, Self.key("W507", "/z", file: "specs/b.yaml"): 4])
        let match = BaselineMatch(found, keys: keys, baseline: baseline, checkedFiles: ["specs/a.yaml"])
        #expect(match.new.map(\.pointer) == ["/x", "/y"])
        #expect(match.known == 2)
        // b.yaml was not checked: its entries are not stale.
        #expect(match.stale == 1)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let baseline = Baseline(counts: [Self.key("E203", "/fields/id:a~1b/type"): 2, Self.key("W507", "/q\"uote\\"): 1])
        let text = baseline.text()
        #expect(try Baseline.parse(Array(text.utf8), path: "b.json").get() == baseline)
        #expect(Baseline(counts: [:]).text() == "{\n  \"formc-baseline\": 1,\n  \"findings\": []\n}\n")
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("{\"formc-baseline\": 2, \"findings\": []}".utf8), path: "b").get() }
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("[1, 2".utf8), path: "b").get() }
    }

    @Test func listItemsWithAnIdAreNamedByIt() throws {
        let text = "fields:\n  - { id: travel, options: [a, b] }\n  - { title: none }\n  - { id: a/b~c }\n"
        let root = try #require(Loader.load(SourceFile(path: "a.yaml", bytes: Array(text.utf8))).documents.first?.root)
        #expect(BaselineKeys.keyPath("/fields/0/options/1", in: root) == "/fields/id:travel/options/1")
        #expect(BaselineKeys.keyPath("/fields/1/title", in: root) == "/fields/1/title")
        #expect(BaselineKeys.keyPath("/fields/2", in: root) == "/fields/id:a~1b~0c")
        #expect(BaselineKeys.keyPath("/fields/9/x", in: root) == "/fields/9/x")
        #expect(BaselineKeys.keyPath("", in: root) == "")
    }
}
