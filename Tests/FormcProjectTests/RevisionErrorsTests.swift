import FormcCore
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// Reading a revision in a shallow clone, and the errors that name the revision and say what
/// to do: an unknown revision, no repository, no git.
@Suite("Revision errors")
struct RevisionErrorsTests {
    /// The error `body` throws, or nil.
    static func failure(_ body: () throws -> some Any) -> RevisionError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? RevisionError
        }
    }

    @Test("A shallow clone reads what it has; an older commit is unknown until fetched, and the help says how")
    func shallowClone() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let origin = try git.makeRepository("origin")
        try git.write("origin", "specs/a.yaml", "one\n")
        try git.commitAll("origin", "one")
        try git.write("origin", "specs/a.yaml", "two\n")
        try git.write("origin", "specs/b.yaml", "B\n")
        let second = try git.commitAll("origin", "two")
        try git.git(["branch", "base"], in: "origin")
        try git.git(["rm", "-q", "specs/b.yaml"], in: "origin")
        try git.write("origin", "specs/a.yaml", "three\n")
        try git.commitAll("origin", "three")
        try git.git(["clone", "-q", "--depth=1", "file://" + origin, "clone"], in: ".")
        let clone = git.url("clone")
        #expect(try git.git(["rev-parse", "--is-shallow-repository"], in: "clone") == "true")

        let head = try RevisionInputs.read(revision: "HEAD", paths: [], repositoryRoot: clone)
        #expect(RevisionInputsTests.texts(head) == ["specs/a.yaml": "three\n"])
        for revision in ["HEAD~1", second, "origin/base"] {
            let error = Self.failure { try RevisionInputs.read(revision: revision, paths: [], repositoryRoot: clone) }
            #expect(error?.kind == .unknownRevision, "\(revision)")
            #expect(error?.message == "cannot read the specs at '\(revision)': unknown revision: it names no commit in this repository")
            #expect(error?.help?.contains("shallow") == true)
            #expect(error?.help?.contains("git fetch --depth=1 origin \(revision)") == true)
        }
        // Fetched as CI would fetch a pull request's base: the branch, then its commit.
        try git.git(["fetch", "-q", "--depth=1", "origin", "base:refs/remotes/origin/base"], in: "clone")
        for revision in ["origin/base", second] {
            let base = try RevisionInputs.read(revision: revision, paths: ["specs"], repositoryRoot: clone)
            #expect(RevisionInputsTests.texts(base) == ["specs/a.yaml": "two\n", "specs/b.yaml": "B\n"], "\(revision)")
            #expect(base.commit == second)
        }
    }

    @Test("An ancestor the whole history does not have does not exist: no fetch is suggested")
    func noSuchAncestor() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        try git.write("r", "specs/a.yaml", "A\n")
        try git.commitAll("r", "one")
        let first = Self.failure { try RevisionInputs.read(revision: "HEAD~1", paths: [], repositoryRoot: repo) }
        #expect(first?.kind == .unknownRevision)
        #expect(first?.message == "cannot read the specs at 'HEAD~1': the revision does not exist: 'HEAD' is the first commit: nothing came before it")
        #expect(first?.help == "compare against a revision that exists, such as 'HEAD' itself")
        try git.write("r", "specs/a.yaml", "B\n")
        try git.commitAll("r", "two")
        #expect(try RevisionInputs.read(revision: "HEAD~1", paths: [], repositoryRoot: repo).files.count == 1)
        let far = Self.failure { try RevisionInputs.read(revision: "HEAD~2^", paths: [], repositoryRoot: repo) }
        #expect(far?.message == "cannot read the specs at 'HEAD~2^': the revision does not exist: 'HEAD' has 2 commits in its history, and none is HEAD~2^")
        // A base that is no commit either is unknown, as before.
        let unknown = Self.failure { try RevisionInputs.read(revision: "nope~1", paths: [], repositoryRoot: repo) }
        #expect(unknown?.help == "check the name, or fetch it first: git fetch --depth=1 origin nope~1")
        #expect(RevisionError.ancestorBase("main~2^3") == "main" && RevisionError.ancestorBase("main") == nil && RevisionError.ancestorBase("~1") == nil)
    }

    @Test("An unknown revision, or one that looks like an option, is an error naming it")
    func unknownRevision() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        let empty = Self.failure { try RevisionInputs.read(revision: "HEAD", paths: [], repositoryRoot: repo) }
        #expect(empty?.kind == .unknownRevision)
        try git.write("r", "specs/a.yaml", "A\n")
        try git.commitAll("r", "one")
        let missing = Self.failure { try RevisionInputs.read(revision: "no-such-branch", paths: [], repositoryRoot: repo) }
        #expect(missing?.kind == .unknownRevision)
        #expect(missing?.revision == "no-such-branch")
        #expect(missing?.help == "check the name, or fetch it first: git fetch --depth=1 origin no-such-branch")
        for option in ["--output=/tmp/x", "-h", ""] {
            let error = Self.failure { try RevisionInputs.read(revision: option, paths: [], repositoryRoot: repo) }
            #expect(error?.message == "cannot read the specs at '\(option)': a revision cannot be empty or start with '-'")
        }
        // A path is not a revision; a tree or blob is not a commit.
        for revision in ["HEAD:specs", "HEAD:specs/a.yaml"] {
            #expect(Self.failure { try RevisionInputs.read(revision: revision, paths: [], repositoryRoot: repo) }?.kind == .unknownRevision)
        }
        // Spec text escaped in the message.
        let escaped = Self.failure { try RevisionInputs.read(revision: "a\u{1B}[31mb", paths: [], repositoryRoot: repo) }
        #expect(escaped?.message.contains("\u{1B}") == false)
    }

    @Test("A folder outside any repository is an error naming the revision")
    func notARepository() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        try git.tmp.makeDirectory("plain/specs")
        let error = Self.failure { try RevisionInputs.read(revision: "main", paths: [], repositoryRoot: git.url("plain")) }
        #expect(error?.kind == .notARepository)
        #expect(error?.message.hasPrefix("cannot read the specs at 'main': '\(git.url("plain"))' is not in a git repository") == true)
        #expect(error?.help?.contains("formc diff BASE HEAD") == true)
    }

    @Test("Without git the error says so")
    func gitMissing() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        let error = Self.failure {
            try RevisionInputs.read(revision: "main", paths: [], repositoryRoot: repo, isExcluded: { _ in false },
                                    git: "formc-tests-no-such-git")
        }
        #expect(error?.kind == .gitNotFound)
        #expect(error?.message == "cannot read the specs at 'main': git is not installed (no 'git' on PATH)")
    }

    @Test("git's output is read exactly: entries of every kind, and answers that do not match are refused")
    func parsing() {
        let listing = Array("100644 blob aa\tspecs/a b.yaml\0".utf8) + Array("120000 blob bb\tl\0".utf8)
            + Array("160000 commit cc\tv\0".utf8) + Array("100755 blob dd\tx\ny.yaml\0".utf8)
        let entries = GitObjects.treeEntries(listing)
        #expect(entries?.map(\.kind) == [.file, .symbolicLink, .submodule, .file])
        #expect(entries?.map(\.pathText) == ["specs/a b.yaml", "l", "v", "x\ny.yaml"])
        #expect(GitObjects.treeEntries(Array("100644 blob aa specs/a.yaml\0".utf8)) == nil)

        #expect(GitObjects.batchRequest(["aa", "bb"]) == Array("aa\nbb\n".utf8))
        let answer = Array("aa blob 3\nx\ny\nbb blob 0\n\n".utf8)
        #expect(GitObjects.batchContents(answer, requested: ["aa", "bb"]) == ["aa": Array("x\ny".utf8), "bb": []])
        #expect(GitObjects.batchContents(Array("aa missing\n".utf8), requested: ["aa"]) == nil)
        #expect(GitObjects.batchContents(Array("aa blob 5\nx\n".utf8), requested: ["aa"]) == nil)
        #expect(GitObjects.batchContents(Array("bb blob 1\nx\n".utf8), requested: ["aa"]) == nil)
        #expect(GitObjects.batchContents(answer + [0x41], requested: ["aa", "bb"]) == nil)
    }

    @Test("A program that exits without reading its input, or says much on both outputs, neither blocks nor kills formc")
    func subprocessPipes() throws {
        let big = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 20)
        let ignoring = try Subprocess.run(["sh", "-c", "exit 3"], input: big)
        #expect(ignoring.status == 3)
        let echoed = try Subprocess.run(["sh", "-c", "cat; cat >&2 </dev/null; head -c 300000 /dev/zero >&2"], input: big)
        #expect(echoed.succeeded)
        #expect(echoed.output == big)
        #expect(echoed.errors.count == 300_000)
        #expect(try Subprocess.run(["sh", "-c", "kill -TERM $$"]).status == 128 + SIGTERM)
    }
}
