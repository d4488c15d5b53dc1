@testable import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import Foundation
import Testing

/// The exit codes are one table: the README's, spec-language.md §10's and `formc --help`'s
/// EXIT STATUS are `ExitCode`'s, and what each command's help and each explain page says of an
/// exit code is a code of that table.
@Suite struct ExitCodeDocsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: LostWritesTests.repository + "/" + path, encoding: .utf8)
    }

    /// The table that starts with `| exit | meaning |` in `text`.
    static func table(in text: String) -> String? {
        guard let start = text.range(of: "| exit | meaning |\n") else { return nil }
        let lines = text[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix { $0.hasPrefix("|") }.map { $0 + "\n" }.joined()
    }

    @Test func theReadmeAndTheReferenceHaveTheTable() throws {
        #expect(Self.table(in: try Self.read("README.md")) == ExitCode.table)
        let reference = try Self.read("docs/spec-language.md")
        let section = try #require(reference.range(of: "## 10. Command line").map { reference[$0.lowerBound...] })
        let tenth = String(section.prefix { _ in true }.split(separator: "\n## ", maxSplits: 1).first ?? "")
        #expect(Self.table(in: tenth) == ExitCode.table)
        #expect(ExitCode.table.split(separator: "\n").count == ExitCode.allCases.count + 2)
    }

    @Test func helpPrintsTheTable() {
        let help = CapturingTerminal.run(["--help"]).stdout
        #expect(help.contains(ExitCode.helpSection))
        for code in ExitCode.allCases { #expect(ExitCode.helpSection.contains("\n  \(code.rawValue) ")) }
    }

    /// "exit N" and "Exit status: …, N …" in a command's help or an explain page name codes of
    /// the table; the commands that write a report say that a lost one is 3.
    @Test func helpAndExplainPagesNameOnlyDocumentedCodes() throws {
        let known = Set(ExitCode.allCases.map(\.rawValue))
        let pattern = try Regex(#"(?:exit|Exit status:|,) (\d+) "#)
        var pages = FormcCLI.commands.map { ($0.name, $0.helpText) }
        pages += DiagnosticRegistry.formc.codes.map { ($0.id, $0.page) }
        for (name, page) in pages {
            let text = page.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            for match in text.matches(of: pattern) {
                let number = Int32(match.output[1].substring ?? "") ?? -1
                if text.contains("Exit status") || String(match.output[0].substring ?? "").hasPrefix("exit") {
                    #expect(number > 200 || known.contains(number), "\(name): \(match.output[0].substring ?? "")")
                }
            }
        }
        for command in ["lint", "build", "render", "diff"] {
            let help = try #require(FormcCLI.command(named: command)?.helpText)
            let status = try #require(help.range(of: "Exit status:").map { help[$0.lowerBound...] })
            #expect(status.replacingOccurrences(of: "\n", with: " ").contains(" 3 "), "\(command)")
        }
    }
}
