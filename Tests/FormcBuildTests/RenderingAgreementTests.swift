import FormcBuild
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// The four renderings of one multi-file run say the same thing: the same diagnostics, in the
/// same order, at the same positions (issue 3).
@Suite("Rendering agreement")
struct RenderingAgreementTests {
    /// What every format states about one diagnostic.
    struct Stated: Hashable, CustomStringConvertible {
        var file: String
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var severity: String
        var code: String
        var message: String

        var description: String { "\(file):\(line ?? 0):\(column ?? 0)-\(endLine ?? 0):\(endColumn ?? 0) \(severity)[\(code)] \(message)" }

        /// Without the end (the human form shows it only as carets).
        var start: Stated { Stated(file: file, line: line, column: column, severity: severity, code: code, message: message) }
    }

    static let run = lint([TestPaths.fixtures + "/broken"])

    @Test("The broken fixtures produce errors and warnings in several files")
    func fixturesAreBroken() {
        #expect(Self.run.report.errors >= 10)
        #expect(Self.run.report.warnings >= 3)
        #expect(Set(Self.run.report.diagnostics.map(\.file)).count >= 6)
    }

    @Test("Human, JSON, SARIF and GitHub state the same diagnostics at the same places")
    func agree() throws {
        let report = Self.run.report
        let human = Self.human(HumanRenderer(color: false).render(report))
        let json = try Self.json(JSONReport.render(report))
        let sarif = try Self.sarif(SARIFReport.render(report, codes: .formc))
        let github = Self.github(GitHubReport.render(report))

        #expect(json.count == report.diagnostics.count)
        #expect(human == json.map(\.start))
        #expect(sarif == json)
        #expect(github == json)
        // The contract's order, checked on what was printed (not with the report's own sort):
        // by file, then line, then column.
        let keys = json.map { ($0.file, $0.line ?? 0, $0.column ?? 0) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "not sorted by file, line, column: \(json)")
        #expect(Set(json.map(\.file)).count > 1, "the run should span several files")
    }

    @Test("The human form from kept excerpts is the human form from whole files")
    func excerptsAreFaithful() throws {
        let report = Self.run.report
        var whole: [SourceFile] = []
        for path in Set(report.diagnostics.map(\.file)).sorted() {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            whole.append(SourceFile(path: path, bytes: Array(bytes)))
        }
        let full = DiagnosticReport(diagnostics: report.diagnostics, sources: whole, files: report.files, screens: report.screens)
        let renderer = HumanRenderer(color: false)
        #expect(renderer.render(report) == renderer.render(full))
        #expect(report.sources.values.allSatisfy { $0.bytes.count < 2_000 })
    }

    @Test("Machine formats keep no source text at all")
    func noSourcesForMachines() {
        let pipeline = LintPipeline(stages: .standard, keepsScreens: false, keepsSources: false)
        let run = BlockingRunner.run { await pipeline.run(paths: [TestPaths.fixtures + "/broken"]) }
        #expect(run.report.sources.isEmpty)
        #expect(run.report.diagnostics == Self.run.report.diagnostics)
        #expect(run.screens.allSatisfy { $0.fullScreen == nil && $0.screen.fields.isEmpty })
    }

    // MARK: - Reading each format back

    /// `file:line:col: severity[CODE]: message` headers of the human form.
    static func human(_ text: String) -> [Stated] {
        text.split(separator: "\n").compactMap { line -> Stated? in
            for severity in ["error", "warning"] {
                guard let marker = line.range(of: ": \(severity)[") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let rest = line[marker.upperBound...]
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let code = String(rest[..<close])
                let message = String(rest[rest.index(close, offsetBy: 3)...])
                let hasPosition = place.count >= 3 && Int(place[place.count - 1]) != nil
                return Stated(
                    file: hasPosition ? place.dropLast(2).joined(separator: ":") : String(line[..<marker.lowerBound]),
                    line: hasPosition ? Int(place[place.count - 2]) : nil,
                    column: hasPosition ? Int(place[place.count - 1]) : nil,
                    severity: severity, code: code, message: message)
            }
            return nil
        }
    }

    static func json(_ text: String) throws -> [Stated] {
        let value = try #require(try JSONStream.parse(text).first)
        return try #require(member(value, "diagnostics")?.arrayValue).map { d in
            Stated(
                file: member(d, "file")?.stringValue ?? "", line: member(d, "line")?.intValue,
                column: member(d, "column")?.intValue, endLine: member(d, "endLine")?.intValue,
                endColumn: member(d, "endColumn")?.intValue, severity: member(d, "severity")?.stringValue ?? "",
                code: member(d, "code")?.stringValue ?? "", message: member(d, "message")?.stringValue ?? "")
        }
    }

    static func sarif(_ text: String) throws -> [Stated] {
        let log = try #require(try JSONStream.parse(text).first)
        return try #require(member(log, "runs", 0, "results")?.arrayValue).map { r in
            let location = member(r, "locations", 0, "physicalLocation")
            let region = member(location, "region")
            let uri = member(location, "artifactLocation", "uri")?.stringValue ?? ""
            let message = member(r, "message", "text")?.stringValue ?? ""
            return Stated(
                file: uri.hasPrefix("file://") ? String(uri.dropFirst(7)) : uri,
                line: member(region, "startLine")?.intValue, column: member(region, "startColumn")?.intValue,
                endLine: member(region, "endLine")?.intValue, endColumn: member(region, "endColumn")?.intValue,
                severity: member(r, "level")?.stringValue ?? "", code: member(r, "ruleId")?.stringValue ?? "",
                message: String(message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""))
        }
    }

    /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=CODE::message` lines.
    static func github(_ text: String) -> [Stated] {
        text.split(separator: "\n").compactMap { line -> Stated? in
            guard line.hasPrefix("::"), let space = line.firstIndex(of: " ") else { return nil }
            let command = String(line[line.index(line.startIndex, offsetBy: 2)..<space])
            let afterCommand = line[line.index(after: space)...]
            guard let end = afterCommand.range(of: "::") else { return nil }
            var properties: [String: String] = [:]
            for pair in afterCommand[..<end.lowerBound].split(separator: ",") {
                guard let eq = pair.firstIndex(of: "=") else { continue }
                properties[String(pair[..<eq])] = unescape(String(pair[pair.index(after: eq)...]))
            }
            let message = unescape(String(afterCommand[end.upperBound...]))
            return Stated(
                file: properties["file"] ?? "", line: properties["line"].flatMap { Int($0) },
                column: properties["col"].flatMap { Int($0) }, endLine: properties["endLine"].flatMap { Int($0) },
                endColumn: properties["endColumn"].flatMap { Int($0) }, severity: command, code: properties["title"] ?? "",
                message: String(message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""))
        }
    }

    /// The Actions runner's decoding of `%XX` escapes.
    static func unescape(_ text: String) -> String {
        var out = text
        for (escaped, raw) in [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] {
            out = replacing(escaped, with: raw, in: out)
        }
        return out
    }
}
