import FormcCore
import FormcTestSupport
import Testing

/// The JSON, SARIF and GitHub renderings of hand-made diagnostics: shape, escaping, numbers.
@Suite("Report formats")
struct ReportFormatTests {
    static func at(_ line: Int, _ column: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: FormcCore.SourceLocation(line: line, column: column, offset: 0),
                    end: FormcCore.SourceLocation(line: line, column: endColumn, offset: 0))
    }

    /// The contract's own example (§7).
    static let contractExample = Diagnostic(
        .E312, "initial option 'pets' is not an option of field 'category'", file: "specs/category.yaml",
        range: at(14, 14, 18), pointer: "/fields/0/initial", help: "did you mean 'pet'?")

    static let sample = DiagnosticReport(
        diagnostics: [
            Diagnostic(.W507, "'no' is read as a string here", file: "specs/b.yaml", range: at(3, 9, 11),
                       pointer: "/fields/0/options/0"),
            contractExample,
            Diagnostic(.E100, "cannot read 'specs/gone.yaml': No such file or directory", file: "specs/gone.yaml",
                       range: nil, help: "check the path"),
            Diagnostic(.E300, "screen id 'a' is used by two screens in this build", file: "specs/b.yaml",
                       range: at(2, 9, 10), pointer: "/screen",
                       notes: [.init("first used here", file: "specs/a.yaml", range: at(2, 9, 10))]),
        ],
        sources: [], files: 3, screens: 2)

    @Test("JSON is exactly the contract's example for the contract's diagnostic")
    func jsonMatchesContract() throws {
        let report = DiagnosticReport(diagnostics: [Self.contractExample], sources: [], files: 1, screens: 1)
        let contract = """
            {
              "diagnostics": [
                { "file": "specs/category.yaml", "line": 14, "column": 14, "endLine": 14, "endColumn": 18,
                  "severity": "error", "code": "E312",
                  "message": "initial option 'pets' is not an option of field 'category'",
                  "pointer": "/fields/0/initial", "help": "did you mean 'pet'?" }
              ],
              "summary": { "files": 1, "screens": 1, "errors": 1, "warnings": 0 }
            }
            """
        let expected = try #require(try JSONStream.parse(contract).first)
        let actual = try #require(try JSONStream.parse(JSONReport.render(report)).first)
        // JSONValue keeps member order, so this also checks the key order.
        #expect(actual == expected)
    }

    @Test("JSON golden: nulls for absent help and positions, notes only when present")
    func jsonGolden() {
        expectSnapshot(JSONReport.render(Self.sample), named: "sample.json", suite: "ReportFormats")
    }

    @Test("Every contract key is present on every diagnostic, in order")
    func jsonKeyOrder() throws {
        let value = try #require(try JSONStream.parse(JSONReport.render(Self.sample)).first)
        let order = ["file", "line", "column", "endLine", "endColumn", "severity", "code", "message", "pointer", "help"]
        for diagnostic in try #require(member(value, "diagnostics")?.arrayValue) {
            #expect(Array(diagnostic.keys.prefix(order.count)) == order)
        }
        #expect(member(value, "summary")?.keys == ["files", "screens", "errors", "warnings"])
        #expect(member(value, "summary", "warnings")?.intValue == 1)
        // Sorted by file: b.yaml (E300, W507), category.yaml, gone.yaml (E100, no place).
        #expect(member(value, "diagnostics", 0, "code")?.stringValue == "E300")
        #expect(member(value, "diagnostics", 1, "help") == .null)
        #expect(member(value, "diagnostics", 3, "line") == .null)
        #expect(member(value, "diagnostics", 3, "endColumn") == .null)
        #expect(member(value, "diagnostics", 0, "notes", 0, "file")?.stringValue == "specs/a.yaml")
        #expect(member(value, "diagnostics", 1, "notes") == nil)
    }

    @Test("GitHub lines carry file, line, col, endLine, endColumn and title")
    func githubLine() {
        #expect(GitHubReport.line(Self.contractExample)
            == "::error file=specs/category.yaml,line=14,col=14,endLine=14,endColumn=18,title=E312::initial option 'pets' is not an option of field 'category'%0A= help: did you mean 'pet'?")
        let warning = Diagnostic(.W506, "a choice with a single option", file: "a.yaml", range: Self.at(1, 2, 3))
        #expect(GitHubReport.line(warning).hasPrefix("::warning file=a.yaml,line=1,col=2,endLine=1,endColumn=3,title=W506::"))
        let whole = Diagnostic(.E100, "cannot read", file: "gone.yaml", range: nil)
        #expect(GitHubReport.line(whole) == "::error file=gone.yaml,title=E100::cannot read")
    }

    @Test("GitHub escaping: no spec text can end the line or the property, or forge an escape")
    func githubEscaping() {
        let hostile = Diagnostic(
            .E312, "option '100%' \r\n::set-output name=x::y \u{1B}[31m", file: "odd,name:100%\n::error::x.yaml",
            range: Self.at(1, 1, 2), help: "%0A is not a newline")
        let line = GitHubReport.line(hostile)
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"))
        #expect(line.hasPrefix("::error file=odd%2Cname%3A100%25\\n%3A%3Aerror%3A%3Ax.yaml,line=1,"))
        #expect(line.hasSuffix("title=E312::option '100%25' \\r\\n::set-output name=x::y \\u{1B}[31m%0A= help: %250A is not a newline"))
        // Exactly one `::` pair before the message: the properties cannot end early.
        let head = line.prefix { $0 != " " }
        #expect(head == "::error")
        #expect(GitHubReport.escapeData("%\r\n:,") == "%25%0D%0A:,")
        #expect(GitHubReport.escapeProperty("%\r\n:,") == "%25%0D%0A%3A%2C")
        #expect(GitHubReport.render(Self.sample).split(separator: "\n").count == 4)
    }

    @Test("SARIF: one rule per code with its summary; results point at their rule")
    func sarifRules() throws {
        let log = try #require(try JSONStream.parse(SARIFReport.render(Self.sample, codes: .formc)).first)
        #expect(member(log, "version")?.stringValue == "2.1.0")
        #expect(member(log, "$schema")?.stringValue == SARIFReport.schemaURI)
        #expect(member(log, "runs")?.arrayValue?.count == 1)
        #expect(member(log, "runs", 0, "columnKind")?.stringValue == "unicodeCodePoints")
        #expect(member(log, "runs", 0, "tool", "driver", "name")?.stringValue == "formc")
        #expect(member(log, "runs", 0, "tool", "driver", "version")?.stringValue == ToolInfo.formc.version)
        let rules = try #require(member(log, "runs", 0, "tool", "driver", "rules")?.arrayValue)
        #expect(rules.map { member($0, "id")?.stringValue } == DiagnosticRegistry.formc.ids)
        for (rule, code) in zip(rules, DiagnosticRegistry.formc.codes) {
            #expect(member(rule, "shortDescription", "text")?.stringValue == code.summary)
            #expect(member(rule, "defaultConfiguration", "level")?.stringValue == code.severity.rawValue)
        }
        let results = try #require(member(log, "runs", 0, "results")?.arrayValue)
        #expect(results.count == Self.sample.diagnostics.count)
        for (result, diagnostic) in zip(results, Self.sample.diagnostics) {
            let index = try #require(member(result, "ruleIndex")?.intValue)
            #expect(member(rules[index], "id") == member(result, "ruleId"))
            #expect(member(result, "ruleId")?.stringValue == diagnostic.code.id)
            #expect(member(result, "level")?.stringValue == diagnostic.severity.rawValue)
        }
    }

    @Test("SARIF: regions, a whole-file result, notes as related locations, help in the message")
    func sarifResults() throws {
        let log = try #require(try JSONStream.parse(SARIFReport.render(Self.sample, codes: .formc)).first)
        let results = try #require(member(log, "runs", 0, "results")?.arrayValue)
        let e312 = try #require(results.first { member($0, "ruleId")?.stringValue == "E312" })
        let region = member(e312, "locations", 0, "physicalLocation", "region")
        #expect(member(region, "startLine")?.intValue == 14)
        #expect(member(region, "startColumn")?.intValue == 14)
        #expect(member(region, "endLine")?.intValue == 14)
        #expect(member(region, "endColumn")?.intValue == 18)
        #expect(member(e312, "locations", 0, "physicalLocation", "artifactLocation", "uri")?.stringValue == "specs/category.yaml")
        #expect(member(e312, "message", "text")?.stringValue == "initial option 'pets' is not an option of field 'category'\nhelp: did you mean 'pet'?")
        #expect(member(e312, "properties", "pointer")?.stringValue == "/fields/0/initial")

        let e100 = try #require(results.first { member($0, "ruleId")?.stringValue == "E100" })
        #expect(member(e100, "locations", 0, "physicalLocation", "artifactLocation", "uri")?.stringValue == "specs/gone.yaml")
        #expect(member(e100, "locations", 0, "physicalLocation", "region") == nil)

        let e300 = try #require(results.first { member($0, "ruleId")?.stringValue == "E300" })
        let related = member(e300, "relatedLocations", 0)
        #expect(member(related, "message", "text")?.stringValue == "first used here")
        #expect(member(related, "physicalLocation", "artifactLocation", "uri")?.stringValue == "specs/a.yaml")
        #expect(member(related, "physicalLocation", "region", "startLine")?.intValue == 2)
    }

    @Test("SARIF URIs: relative and percent-encoded; absolute paths become file URIs", arguments: [
        ("specs/a.yaml", "specs/a.yaml"),
        ("./specs/a.yaml", "specs/a.yaml"),
        ("specs/my file#1.yaml", "specs/my%20file%231.yaml"),
        ("specs/취향.yaml", "specs/%EC%B7%A8%ED%96%A5.yaml"),
        ("/abs/100%.yaml", "file:///abs/100%25.yaml"),
        ("a:b.yaml", "a%3Ab.yaml"),
    ])
    func sarifURI(path: String, uri: String) {
        #expect(SARIFReport.uri(forPath: path) == uri)
    }

    @Test("A range that ends before it starts is reported as an empty range at its start")
    func invertedRange() throws {
        let bad = Diagnostic(.E202, "x", file: "a.yaml", range: SourceRange(
            start: FormcCore.SourceLocation(line: 3, column: 5, offset: 0), end: FormcCore.SourceLocation(line: 2, column: 1, offset: 0)))
        let json = try #require(try JSONStream.parse(JSONReport.render(DiagnosticReport(diagnostics: [bad], sources: [], files: 1, screens: 0))).first)
        #expect(member(json, "diagnostics", 0, "endLine")?.intValue == 3)
        #expect(member(json, "diagnostics", 0, "endColumn")?.intValue == 5)
        #expect(GitHubReport.line(bad).contains("line=3,col=5,endLine=3,endColumn=5,"))
    }
}
