import FormcCore
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `formc diff --base REV [PATHS]`, the real executable in real repositories: the revision's
/// specs against the working tree's, in a subfolder, in a shallow clone as CI has it, with the
/// project's excludes, and as the pre-commit hook of the README.
@Suite("formc diff --base")
struct DiffBaseTests {
    static func spec(options: String = "[pet, lover, family]", grabber: Bool = false, screen: String = "category") -> String {
        """
        formc: 1
        screen: \(screen)
        title: Pick one
        sheet:
          detents: [medium, large]
          grabber: \(grabber)
        fields:
          - id: category
            type: choice
            options: \(options)
        actions:
          - { id: apply, title: Apply, role: submit }

        """
    }

    /// A repository `r` whose first commit has `specs/a.yaml` and `specs/b.yaml`.
    @discardableResult
    static func repository(_ git: GitSandbox) throws -> String {
        let repo = try git.makeRepository("r")
        try git.write("r", "specs/a.yaml", Self.spec())
        try git.write("r", "specs/b.yaml", Self.spec(screen: "other"))
        try git.commitAll("r", "specs")
        return repo
    }

    @Test("The working tree against HEAD: no change, a change that breaks, a rename that is none, a removal")
    func workingTreeAgainstHead() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        try Self.repository(git)
        let clean = try git.formc(["diff", "--base", "HEAD"], in: "r")
        #expect(clean.status == 0)
        #expect(clean.stdout == "")
        #expect(clean.stderr == "no changes (2 screens before, 2 screens after)\n")

        try git.write("r", "specs/a.yaml", Self.spec(options: "[pet, lover]"))
        let broken = try git.formc(["diff", "--base", "HEAD", "specs"], in: "r")
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("specs/a.yaml:10:14: error[OPTION_REMOVED]: field 'category': option 'family' was removed"))
        let json = try git.formc(["diff", "--base", "main", "--format", "json"], in: "r")
        #expect(json.stdout.hasPrefix("{\n  \"base\": \"main\",\n  \"head\": \"working tree\",\n"))

        // Moved to another file (and a file that is gone): the screen is matched by id.
        try git.write("r", "specs/a.yaml", Self.spec())
        try git.git(["mv", "specs/a.yaml", "specs/moved.yaml"], in: "r")
        let moved = try git.formc(["diff", "--base", "HEAD"], in: "r")
        #expect(moved.status == 0)
        #expect(moved.stdout == "")

        try FileManager.default.removeItem(atPath: git.url("r/specs/b.yaml"))
        let removed = try git.formc(["diff", "--base", "HEAD"], in: "r")
        #expect(removed.status == 1)
        #expect(removed.stdout.contains("SCREEN_REMOVED"))
    }

    @Test("Paths are relative to the current folder, a missing one is a note, and the project's excludes apply to both sides")
    func subfolderAndExcludes() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        try git.makeRepository("r")
        try git.write("r", "app/.formc.yaml", "exclude: [specs/drafts/**]\n")
        try git.write("r", "app/specs/a.yaml", Self.spec())
        try git.write("r", "app/specs/drafts/d.yaml", Self.spec(screen: "draft"))
        try git.write("r", "app/gone/g.yaml", Self.spec(screen: "gone"))
        try git.commitAll("r", "app")
        try git.write("r", "app/specs/drafts/d.yaml", Self.spec(options: "[pet]", screen: "draft"))
        try git.write("r", "app/specs/new/n.yaml", Self.spec(screen: "new"))
        try FileManager.default.removeItem(atPath: git.url("r/app/gone"))

        let run = try git.formc(["diff", "--base", "HEAD", "specs", "gone", "fresh"], in: "r/app")
        #expect(run.status == 1)
        #expect(run.stdout.contains("specs/new/n.yaml:2:9: note[SCREEN_ADDED]"))
        #expect(!run.stdout.contains("draft"))
        #expect(run.stdout.contains("SCREEN_REMOVED"))
        #expect(run.stderr.contains("note: 'fresh' does not exist at 'HEAD': nothing read from it\n"))
        #expect(run.stderr.contains("note: 'gone' does not exist in the working tree: nothing read from it\n"))
        #expect(run.stderr.contains("note: 'fresh' does not exist in the working tree: nothing read from it\n"))
        let none = try git.formc(["diff", "--base", "HEAD", "fresh"], in: "r/app")
        #expect(none.status == 2)
        #expect(none.stderr.contains("error: no specs found in 'fresh' at 'HEAD' (.yaml and .yml files); pass --allow-empty"))
        let allowed = try git.formc(["diff", "--base", "HEAD", "fresh", "--allow-empty"], in: "r/app")
        #expect(allowed.status == 0)
        #expect(allowed.stderr.hasSuffix("no changes (0 screens before, 0 screens after)\n"))
        // Specs that are all new: the revision has none, which --allow-empty accepts.
        let added = try git.formc(["diff", "--base", "HEAD", "specs/new", "--allow-empty"], in: "r/app")
        #expect(added.status == 0)
        #expect(added.stdout.contains("note[SCREEN_ADDED]"))
        #expect(try git.formc(["diff", "--base", "HEAD", "specs/new"], in: "r/app").status == 2)
    }

    @Test("A revision git cannot read is a usage error that names it and says what to do")
    func unreadableRevision() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        try Self.repository(git)
        let unknown = try git.formc(["diff", "--base", "origin/main"], in: "r")
        #expect(unknown.status == 2)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr == """
            error: cannot read the specs at 'origin/main': unknown revision: it names no commit in this repository
            help: check the name, or fetch it first: git fetch --depth=1 origin origin/main

            """)
        try git.tmp.makeDirectory("plain/specs")
        let outside = try git.formc(["diff", "--base", "main"], in: "plain")
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("error: cannot read the specs at 'main': '.' is not in a git repository"))
    }

    @Test("In a shallow clone, as a pull request's CI has it: the base fetched, then the Markdown report")
    func shallowCloneInCI() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let origin = try Self.repository(git)
        try git.git(["checkout", "-q", "-b", "feature"], in: "r")
        try git.write("r", "specs/a.yaml", Self.spec(options: "[pet, lover, family, friend]", grabber: true))
        try git.commitAll("r", "an option added")
        try git.git(["clone", "-q", "--depth=1", "--branch", "feature", "file://" + origin, "clone"], in: ".")

        let before = try git.formc(["diff", "--base", "origin/main"], in: "clone")
        #expect(before.status == 2)
        #expect(before.stderr.contains("this clone is shallow"))
        // The README's step: fetch the base branch as a remote-tracking branch.
        try git.git(["fetch", "--no-tags", "--depth=1", "origin", "main:refs/remotes/origin/main"], in: "clone")
        let markdown = try git.formc(["diff", "--base", "origin/main", "--format", "markdown"], in: "clone")
        #expect(markdown.status == 1, "OPTION_ADDED breaks generated code, which fails by default")
        #expect(markdown.stdout.contains("OPTION_ADDED"))
        #expect(markdown.stdout.contains("SHEET_CHANGED"))
        try git.write("clone", ".formc.yaml", "diff:\n  fail-on: [results]\n")
        #expect(try git.formc(["diff", "--base", "origin/main", "--format", "markdown"], in: "clone").status == 0)
    }

    @Test("The README's pre-commit hook stops a commit that breaks, and lets the others through")
    func preCommitHook() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        try Self.repository(git)
        let readme = try String(contentsOfFile: TestPaths.repository + "/README.md", encoding: .utf8)
        let marker = "#!/bin/sh\n# .git/hooks/pre-commit"
        let block = try #require(readme.components(separatedBy: "```sh\n" + marker).dropFirst().first, "the README's pre-commit hook")
        let hook = marker + (block.components(separatedBy: "```").first ?? "")
        try git.write("r", ".git/hooks/pre-commit", hook)
        #expect(chmod(git.url("r/.git/hooks/pre-commit"), 0o755) == 0)

        try git.write("r", "specs/a.yaml", Self.spec(grabber: true))
        try git.commitAll("r", "presentation only")
        try git.write("r", "specs/a.yaml", Self.spec(options: "[pet]", grabber: true))
        #expect(throws: GitSandbox.Failure.self) { try git.commitAll("r", "two options removed") }
        #expect(try git.git(["log", "--format=%s", "-1"], in: "r") == "presentation only")
    }
}
