import FormcCore
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// Which files of a revision the paths select, and under which names: the rules of input
/// discovery, links and submodules skipped with a note, paths relative to the folder.
@Suite("Revision paths")
struct RevisionPathsTests {
    @Test("A clean checkout gives the same files and bytes as input discovery, excludes and hidden entries included")
    func agreesWithDiscovery() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        for name in ["specs/a.yaml", "specs/b.yml", "specs/readme.md", "specs/sub/c.yaml", "specs/sub/.hidden.yaml",
                     "specs/.cache/d.yaml", "specs/drafts/e.yaml", "specs/drafts/keep.yaml", "specs/sub/drafts/f.yaml",
                     "specs/plain-name", "specs/.formc.yaml", "specs/x.yaml/inner.yaml", "specs/old.draft.yaml"] {
            try git.write("r", name, "text of \(name)\n")
        }
        try git.commitAll("r", "tree")
        let drafts = GlobPattern("drafts"), draftFiles = GlobPattern("*.draft.yaml")
        let isExcluded: @Sendable (String) -> Bool = { drafts.matches($0) || draftFiles.matches($0) }
        let rootSets = [
            ["specs"], ["specs/sub", "specs"], ["specs/drafts/keep.yaml"], ["specs/plain-name", "specs/.formc.yaml"],
            ["specs/sub/.hidden.yaml", "specs/.cache"], ["specs/x.yaml"], ["specs/", "./specs/sub"],
        ]
        for roots in rootSets {
            let absolute = roots.map { repo + "/" + $0 }
            let discovered = InputDiscovery(isExcluded: isExcluded).discover(absolute)
            let read = try RevisionInputs.read(revision: "HEAD", paths: absolute, repositoryRoot: repo, isExcluded: isExcluded)
            #expect(read.files.map(\.path) == discovered.files, "roots \(roots)")
            for file in read.files {
                #expect(file.bytes == git.tmp.readBytes(String(file.path.dropFirst(git.tmp.path.count + 1))))
            }
            #expect(read.notes.isEmpty)
        }
        // The rules at work: only spec files inside folders, no hidden or excluded entry.
        let all = try RevisionInputs.read(revision: "HEAD", paths: ["specs"], repositoryRoot: repo, isExcluded: isExcluded)
        #expect(all.files.map(\.path) == ["specs/a.yaml", "specs/b.yml", "specs/sub/c.yaml", "specs/x.yaml/inner.yaml"])
    }

    @Test("Symbolic links and submodules are skipped with a note naming the revision; a missing path is noted")
    func linksAndSubmodules() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        try git.write("r", "specs/a.yaml", "A\n")
        try git.write("r", "elsewhere/x.yaml", "X\n")
        try git.tmp.symlink("r/specs/link.yaml", to: "a.yaml")
        try git.tmp.symlink("r/specs/folder", to: "../elsewhere")
        try git.tmp.symlink("r/specs/.hidden-link", to: "a.yaml")
        let first = try git.commitAll("r", "links")
        // A submodule as git records it: a commit entry in the tree.
        try git.git(["update-index", "--add", "--cacheinfo", "160000,\(first),specs/vendor"], in: "r")
        try git.git(["commit", "-q", "-m", "submodule"], in: "r")

        let tree = try RevisionInputs.read(revision: "main", paths: ["specs", "specs/missing"], repositoryRoot: repo)
        #expect(tree.files.map(\.path) == ["specs/a.yaml"])
        #expect(tree.notes == [
            "'specs/folder' is a symbolic link at 'main': not followed",
            "'specs/link.yaml' is a symbolic link at 'main': not followed",
            "'specs/missing' does not exist at 'main': nothing read from it",
            "'specs/vendor' is a submodule at 'main': its specs are not read",
        ])
    }

    @Test("Paths are relative to the folder given, reported as written; one outside the repository is an error")
    func pathsFromASubfolder() throws {
        let git = try GitSandbox()
        defer { git.remove() }
        let repo = try git.makeRepository("r")
        try git.write("r", "app/specs/a.yaml", "A\n")
        try git.write("r", "common/b.yaml", "B\n")
        try git.commitAll("r", "tree")
        let app = repo + "/app"
        func paths(_ given: [String]) throws -> [String] {
            try RevisionInputs.load(revision: "HEAD", paths: given, repositoryRoot: app).map(\.path)
        }
        #expect(try paths(["specs"]) == ["specs/a.yaml"])
        #expect(try paths(["./specs/"]) == ["./specs/a.yaml"])
        #expect(try paths(["../common"]) == ["../common/b.yaml"])
        #expect(try paths([app + "/specs"]) == [app + "/specs/a.yaml"])
        #expect(try paths(["specs/a.yaml", "specs"]) == ["specs/a.yaml"])
        #expect(try paths([".."]) == ["../app/specs/a.yaml", "../common/b.yaml"])
        for outside in ["../../x", git.url("elsewhere")] {
            #expect {
                try paths([outside])
            } throws: { error in
                guard let error = error as? RevisionError else { return false }
                return error.kind == .pathOutsideRepository && error.message.hasPrefix("cannot read the specs at 'HEAD': ")
                    && error.message.contains(outside)
            }
        }
    }

    @Test("Paths placed in the repository by text")
    func placing() {
        #expect(RevisionPaths.fromTop(relative: "specs", prefix: "") == "specs")
        #expect(RevisionPaths.fromTop(relative: "./specs/", prefix: "app/") == "app/specs")
        #expect(RevisionPaths.fromTop(relative: "../x/./y", prefix: "app/") == "x/y")
        #expect(RevisionPaths.fromTop(relative: ".", prefix: "") == "")
        #expect(RevisionPaths.fromTop(relative: "..", prefix: "") == nil)
        #expect(RevisionPaths.fromTop(absolute: "/repo/specs/", top: "/repo") == "specs")
        #expect(RevisionPaths.fromTop(absolute: "/repo", top: "/repo") == "")
        #expect(RevisionPaths.fromTop(absolute: "/repository/specs", top: "/repo") == nil)
    }
}
