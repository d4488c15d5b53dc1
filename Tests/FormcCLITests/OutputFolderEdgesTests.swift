import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// Output folders a user gets wrong: one that is an input, holds one or lies inside one (exit
/// 2, nothing written), one made read-only (its mode kept, no folder of formc's left behind),
/// and the outputs of a deleted spec (counted in the summary, left or removed).
@Suite struct OutputFolderEdgesTests {
    static func spec(_ id: String, title: String = "Title") -> String {
        "formc: 1\nscreen: \(id)\ntitle: \(title)\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"
    }

    static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func anOutputFolderAmongTheInputsIsAUsageError() throws {
        let folder = try InputEdgesTests.Folder()
        try folder.write("specs/a.yaml", Self.spec("a"))
        let specs = folder.path + "/specs"
        let cases: [([String], String)] = [
            ([specs, "--out", specs], "is the input"),
            ([specs, "--out", specs + "/../specs/"], "is the input"),
            ([specs + "/a.yaml", "--out", specs], "holds the input"),
            ([specs, "--out", folder.path], "holds the input"),
            ([specs, "--out", specs + "/out"], "lies inside the input folder"),
            ([specs, "--allow-empty", "--out", specs + "/new/deeper"], "lies inside the input folder"),
        ]
        for (arguments, words) in cases {
            let run = CapturingTerminal.run(["build"] + arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: the output folder '") && run.stderr.contains("' \(words) "), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(Self.entries(folder.path) == ["specs"], "\(arguments)")
            #expect(Self.entries(specs) == ["a.yaml"], "\(arguments)")
        }
        // Beside the inputs is fine.
        #expect(CapturingTerminal.run(["build", specs, "--out", folder.path + "/out"]).code == .success)
    }

    @Test func theSummaryCountsTheOutputsOfADeletedSpec() throws {
        let folder = try InputEdgesTests.Folder()
        try folder.write("specs/a.yaml", Self.spec("a"))
        try folder.write("specs/b.yaml", Self.spec("b"))
        let specs = folder.path + "/specs", out = folder.path + "/out"
        let build = { (more: [String]) in CapturingTerminal.run(["build", specs, "--out", out] + more) }
        #expect(build([]).code == .success)
        try FileManager.default.removeItem(atPath: specs + "/b.yaml")
        // b's schema, mockup, two review pages and Swift file: five outputs.
        let left = build([])
        #expect(left.code == .success)
        #expect(left.stderr.hasSuffix(" · no problems · left 5 outputs no longer built (--clean removes them)\n"), "\(left.stderr)")
        #expect(Self.entries(out).contains("b.schema.json"))
        // Said again by a build that changes nothing.
        #expect(build([]).stderr.hasSuffix("left 5 outputs no longer built (--clean removes them)\n"))
        let cleaned = build(["--clean"])
        #expect(cleaned.stderr.hasSuffix(" · no problems · removed 5 outputs no longer built\n"), "\(cleaned.stderr)")
        #expect(!Self.entries(out).contains { $0.hasPrefix("b.") })
        #expect(build(["--clean"]).stderr.hasSuffix(" · no problems\n"))
        // Kinds no longer emitted are outputs no longer built too: a's mockup, review pages and
        // Swift, the contents pages, review.html and FormcSupport.swift.
        #expect(build(["--emit", "schema"]).stderr.hasSuffix("left 8 outputs no longer built (--clean removes them)\n"))
    }

    /// Run as a user who is not root (root may write a read-only folder): the folder made
    /// read-only keeps its mode through every build, and no folder of formc's stays beside it,
    /// after a build that fails too.
    @Test(.enabled(if: NonRootUser.available || NonRootUser.required, Comment(rawValue: NonRootUser.reason)))
    func aReadOnlyOutputFolderKeepsItsModeAndNothingIsLeftBehind() throws {
        try #require(NonRootUser.available, "CI=true: \(NonRootUser.reason)")
        let folder = try InputEdgesTests.Folder()
        try folder.write("specs/a.yaml", Self.spec("a"))
        let build = folder.path + "/build", out = build + "/formc"
        // Everything the user reads or writes is theirs to use.
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path + "/specs")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        let arguments = ["build", folder.path + "/specs", "--out", out]
        #expect(try RealProcess.run(arguments, asNonRootUser: true).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: out)
        let mode = { (try? FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int) ?? -1 }
        for round in 1...3 {
            try folder.write("specs/a.yaml", Self.spec("a", title: "Round \(round)"))
            let run = try RealProcess.run(arguments, asNonRootUser: true)
            #expect(run.status == 0, "build \(round): \(run.stderr)")
            #expect(mode() == 0o555, "build \(round)")
            #expect(Self.entries(build) == [".formc.formc-spare", "formc"], "build \(round)")
            #expect(try String(contentsOfFile: out + "/a.mockup.txt", encoding: .utf8).contains("Round \(round)"))
        }
        // A build that fails (an output name taken by a file formc did not write): exit 3, the
        // folder as it was, and nothing of the build beside it.
        try folder.write("specs/b.yaml", Self.spec("b"))
        _ = FileManager.default.createFile(atPath: out + "/b.schema.json", contents: Data("mine".utf8))
        let failed = try RealProcess.run(arguments, asNonRootUser: true)
        #expect(failed.status == 3, "\(failed.stderr)")
        #expect(mode() == 0o555)
        // (The spare folder the build claimed is removed with it: the next build starts afresh.)
        #expect(Self.entries(build) == ["formc"], "\(Self.entries(build))")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: out)
    }
}
