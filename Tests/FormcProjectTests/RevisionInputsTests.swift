import FormcCore
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// Reading the specs at a git revision from real repositories: the revision's bytes, not the
/// working tree's, found by the working tree's rules and reported under the working tree's
/// paths; nothing checked out.
@Suite("Revision inputs")
struct RevisionInputsTests {
    /// The paths and texts of a revision's files.
    static func texts(_ tree: RevisionTree) -> [String: String] {
        Dictionary(uniqueKeysWithValues: tree.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test("The revision's files under specs/, not the working tree's; the working tree and the index are left alone")
    func revisionNotWorkingTree() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        for name in ["specs/a.yaml", "specs/sub/b.yml", "specs/notes.txt", "specs/.hidden.yaml", "specs/.drafts/x.yaml",
                     "specs/.formc.yaml", "other/c.yaml"] {
            try git.write("r", name, "at one: \(name)\n")
        }
        try git.commitAll("r", "one")
        try git.write("r", "specs/a.yaml", "edited\n")
        try FileManager.default.removeItem(atPath: repo + "/specs/sub/b.yml")
        try git.write("r", "specs/new.yaml", "new\n")
        try git.git(["add", "specs/new.yaml"], in: "r")
        let status = try git.git(["status", "--porcelain"], in: "r")

        let tree = try RevisionInputs.read(revision: "HEAD", paths: [], repositoryRoot: repo)
        #expect(tree.files.map(\.path) == ["specs/a.yaml", "specs/sub/b.yml"])
        #expect(Self.texts(tree) == ["specs/a.yaml": "at one: specs/a.yaml\n", "specs/sub/b.yml": "at one: specs/sub/b.yml\n"])
        #expect(tree.commit == (try git.git(["rev-parse", "HEAD"], in: "r")))
        #expect(tree.notes.isEmpty)
        #expect(try git.git(["status", "--porcelain"], in: "r") == status)
        #expect(git.tmp.read("r/specs/a.yaml") == "edited\n")
        #expect(!FileManager.default.fileExists(atPath: repo + "/specs/sub/b.yml"))
        #expect(try RevisionInputs.load(revision: "HEAD", paths: [], repositoryRoot: repo).map(\.path) == tree.files.map(\.path))
    }

    @Test("All the files of a revision are read by four git processes, however many there are")
    func oneProcessForAllContents() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        for index in 0..<60 { try git.write("r", "specs/s\(index / 10)/screen-\(index).yaml", "id: s\(index)\n") }
        // Two files with the same bytes are one object, asked for once.
        try git.write("r", "specs/copy.yaml", "id: s0\n")
        try git.commitAll("r", "many")
        let tree = try RevisionInputs.read(revision: "main", paths: ["specs"], repositoryRoot: repo)
        #expect(tree.files.count == 61)
        #expect(tree.gitProcesses == 4)
        #expect(Self.texts(tree)["specs/s5/screen-59.yaml"] == "id: s59\n")
        #expect(Self.texts(tree)["specs/copy.yaml"] == "id: s0\n")
    }

    @Test("Renames and deletions: each revision has its own files under its own paths")
    func renamesAndDeletions() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        try git.write("r", "specs/a.yaml", "A\n")
        try git.write("r", "specs/b.yaml", "B\n")
        let first = try git.commitAll("r", "one")
        try git.tmp.makeDirectory("r/specs/moved")
        try git.git(["mv", "specs/a.yaml", "specs/moved/renamed.yaml"], in: "r")
        try git.git(["rm", "-q", "specs/b.yaml"], in: "r")
        try git.write("r", "specs/c.yaml", "C\n")
        try git.commitAll("r", "two")

        for revision in [first, String(first.prefix(10)), "HEAD~1", "main^"] {
            let before = try RevisionInputs.read(revision: revision, paths: ["specs"], repositoryRoot: repo)
            #expect(Self.texts(before) == ["specs/a.yaml": "A\n", "specs/b.yaml": "B\n"], "at \(revision)")
            #expect(before.commit == first)
        }
        let after = try RevisionInputs.read(revision: "HEAD", paths: ["specs"], repositoryRoot: repo)
        #expect(Self.texts(after) == ["specs/c.yaml": "C\n", "specs/moved/renamed.yaml": "A\n"])
    }

    @Test("Names with spaces, newlines, glob characters and bytes that are not UTF-8 are read")
    func awkwardNames() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        try git.write("r", "specs/with space.yaml", "space\n")
        try git.write("r", "specs/new\nline.yaml", "newline\n")
        try git.write("r", "specs/tab\there.yml", "tab\n")
        try git.write("r", "a*b/x.yaml", "literal star\n")
        try git.write("r", "ab/y.yaml", "not matched by a*b\n")
        try git.write("r", ":top/z.yaml", "a leading colon is a name\n")
        // specs/caf<0xE9>.yaml: Latin-1, not UTF-8.
        let name = Array((repo + "/specs/caf").utf8) + [0xE9] + Array(".yaml".utf8)
        let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(fd >= 0)
        _ = write(fd, "latin\n", 6)
        close(fd)
        try git.commitAll("r", "names")

        let tree = try RevisionInputs.read(revision: "HEAD", paths: ["specs", "a*b", ":top"], repositoryRoot: repo)
        #expect(Self.texts(tree) == [
            "specs/with space.yaml": "space\n", "specs/new\nline.yaml": "newline\n", "specs/tab\there.yml": "tab\n",
            "specs/caf\u{FFFD}.yaml": "latin\n", "a*b/x.yaml": "literal star\n", ":top/z.yaml": "a leading colon is a name\n",
        ])
        #expect(tree.files.map(\.path) == tree.files.map(\.path).sorted())
    }
}
