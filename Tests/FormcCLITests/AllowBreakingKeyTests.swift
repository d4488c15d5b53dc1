import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// An option removed from a block list: the allow-breaking comment sits on the list's key and
/// accepts the removals it names (`OPTION_REMOVED:ID`), or every removal of its rule there.
@Suite struct AllowBreakingKeyTests {
    static func spec(_ options: [String], keyComment: String = "") -> String {
        "formc: 1\nscreen: category\nfields:\n  - id: category\n    type: choice\n    commit: on-select\n    options:"
            + (keyComment.isEmpty ? "" : "   # formc: allow-breaking[\(keyComment)] -- dropped for the winter range")
            + "\n" + options.map { "      - \($0)\n" }.joined()
    }

    static func run(_ keyComment: String) throws -> (code: ExitCode, stdout: String, stderr: String) {
        let project = try DiffCommandTests.Project(base: ["a.yaml": spec(["pet", "tea", "kid", "lover"])],
                                                   head: ["a.yaml": spec(["pet", "lover"], keyComment: keyComment)])
        defer { project.remove() }
        return project.diff()
    }

    @Test func theCommentOnTheListsKeyAcceptsTheRemovalsOfItsRule() throws {
        let all = try Self.run("OPTION_REMOVED")
        #expect(all.code == .success, "\(all.stdout)")
        #expect(!all.stdout.contains("accepts nothing"))
    }

    @Test func aNamedRemovalIsTheOnlyOneAccepted() throws {
        let one = try Self.run("OPTION_REMOVED:tea")
        #expect(one.code == .specErrors)
        #expect(one.stdout.contains("option 'kid' was removed"))
        #expect(!one.stdout.contains("accepts nothing"))
        #expect(!one.stdout.contains("error[OPTION_REMOVED]: field 'category': option 'tea'"), "\(one.stdout)")
        let both = try Self.run("OPTION_REMOVED:tea, OPTION_REMOVED:kid")
        #expect(both.code == .success, "\(both.stdout)")
        let none = try Self.run("OPTION_REMOVED:coffee")
        #expect(none.code == .specErrors && none.stdout.contains("accepts nothing"))
    }
}
