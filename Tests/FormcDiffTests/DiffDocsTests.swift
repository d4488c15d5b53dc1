import FormcDiff
import FormcPipelineTestSupport
import Foundation
import Testing

/// spec-language.md §14 lists every rule of `formc diff` with its classes and reason, as the
/// code declares them: a rule added, reclassified or explained anew changes the docs too.
@Suite struct DiffDocsTests {
    static func row(_ rule: DiffRule) -> String {
        "| `\(rule.id)` | \(rule.classes.map(\.rawValue).joined(separator: ", ")) | \(rule.summary) | \(rule.reason) |"
    }

    @Test func theLanguageReferenceListsEveryRule() throws {
        let docs = try String(contentsOfFile: Spec.repositoryRoot + "/docs/spec-language.md", encoding: .utf8)
        let rows = docs.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `") && $0.hasSuffix(" |") }
        for rule in DiffRules.all {
            let listed = rows.contains(Self.row(rule))
            #expect(listed, "missing or different: \(Self.row(rule))")
        }
    }
}
