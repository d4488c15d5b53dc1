import FormcCore

/// The spec files of a git revision, read from the repository without checking anything out.
public struct RevisionTree: Sendable {
    /// The commit the revision names (hex).
    public var commit: String
    /// The files, as the pipeline reads them, sorted by path: each under the path the working
    /// tree has it at, so diagnostics and renames line up with the working tree's files.
    public var files: [SourceFile]
    /// What was skipped and why (a symbolic link, a submodule, a path the revision lacks),
    /// sorted, spec text escaped: for stderr, as `note:` lines.
    public var notes: [String]
    /// How many git processes the read took: four (five with an absolute path), whatever the
    /// number of files.
    var gitProcesses: Int
}

/// The specs at a git revision (`formc diff --base REV`): `git rev-parse` for the folder's
/// place in the repository and the commit, `git ls-tree -r -z` for the files under the paths,
/// and one `git cat-file --batch` for all their contents. Nothing in the working tree or the
/// index is touched, and a shallow clone works as long as it has the revision.
public enum RevisionInputs {
    /// The files at `revision` under `paths` (`specs` when empty), found as `InputDiscovery`
    /// finds them in the working tree (same extensions, hidden entries, `isExcluded`).
    ///
    /// - Parameters:
    ///   - paths: as on the command line, relative to `repositoryRoot` (or absolute).
    ///   - repositoryRoot: the folder the paths are relative to and git runs in (any folder
    ///     of the working tree); nil for the current folder.
    ///   - isExcluded: the project's `exclude`, asked with working-tree paths.
    public static func load(
        revision: String, paths: [String], repositoryRoot: String?,
        isExcluded: (String) -> Bool = { _ in false }
    ) throws(RevisionError) -> [SourceFile] {
        try read(revision: revision, paths: paths, repositoryRoot: repositoryRoot, isExcluded: isExcluded).files
    }

    /// `load`, with the commit and the notes on what was skipped.
    public static func read(
        revision: String, paths: [String], repositoryRoot: String?,
        isExcluded: (String) -> Bool = { _ in false }
    ) throws(RevisionError) -> RevisionTree {
        try read(revision: revision, paths: paths, repositoryRoot: repositoryRoot, isExcluded: isExcluded, git: "git")
    }

    /// `read` with another git program (tests name one that does not exist).
    static func read(
        revision: String, paths: [String], repositoryRoot: String?,
        isExcluded: (String) -> Bool, git program: String
    ) throws(RevisionError) -> RevisionTree {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .optionAsRevision(revision) }
        var git = GitRunner(program: program, folder: repositoryRoot, revision: revision)

        let prefixRun = try git.run(["rev-parse", "--show-prefix"])
        guard prefixRun.succeeded else {
            let said = prefixRun.firstErrorLine
            guard said.contains("not a git repository") else { throw .gitFailed(revision, "rev-parse", prefixRun) }
            throw .notARepository(revision, folder: repositoryRoot ?? ".", git: said)
        }
        let prefix = Self.line(prefixRun.output)

        let commitRun = try git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        guard commitRun.succeeded else {
            let shallow = (try? git.run(["rev-parse", "--is-shallow-repository"])).map { Self.line($0.output) == "true" } ?? false
            // `HEAD~1` of a first commit: its base is a commit, the ancestor does not exist.
            if !shallow, let base = RevisionError.ancestorBase(revision),
               let baseRun = try? git.run(["rev-parse", "--verify", "--quiet", base + "^{commit}"]), baseRun.succeeded,
               let countRun = try? git.run(["rev-list", "--count", Self.line(baseRun.output)]), countRun.succeeded,
               let count = Int(Self.line(countRun.output)) {
                throw .noSuchAncestor(revision, base: base, commits: count)
            }
            throw .unknownRevision(revision, shallow: shallow)
        }
        let commit = Self.line(commitRun.output)

        let roots = try Self.roots(paths.isEmpty ? [InputDiscovery.defaultPath] : paths, prefix: prefix, git: &git)
        // Literal pathspecs: a name with `*` or a leading `:` is a name. The paths are from the
        // top (`--full-tree`), so the folder git runs in does not matter.
        var listing = ["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", commit, "--"]
        if !roots.contains(where: { $0.inRepository.isEmpty }) { listing += Set(roots.map(\.inRepository)).sorted() }
        let listRun = try git.run(listing)
        guard listRun.succeeded else { throw .gitFailed(revision, "ls-tree", listRun) }
        guard let entries = GitObjects.treeEntries(listRun.output) else { throw .unexpectedOutput(revision, "ls-tree") }

        let selection = RevisionSelection(entries: entries, roots: roots, revision: revision, isExcluded: isExcluded)
        var objects: [String] = []
        var requested: Set<String> = []
        for file in selection.files where requested.insert(file.entry.object).inserted { objects.append(file.entry.object) }
        var contents: [String: [UInt8]] = [:]
        if !objects.isEmpty {
            let catRun = try git.run(["cat-file", "--batch"], input: GitObjects.batchRequest(objects))
            guard catRun.succeeded else { throw .gitFailed(revision, "cat-file", catRun) }
            guard let read = GitObjects.batchContents(catRun.output, requested: objects) else {
                throw .unexpectedOutput(revision, "cat-file --batch")
            }
            contents = read
        }
        let files = selection.files.map { SourceFile(path: $0.path, bytes: contents[$0.entry.object] ?? []) }
        return RevisionTree(commit: commit, files: files, notes: selection.notes, gitProcesses: git.runs)
    }

    /// Each path placed in the repository; the top is asked of git only for an absolute path or
    /// for the message of a path outside.
    private static func roots(_ paths: [String], prefix: String, git: inout GitRunner) throws(RevisionError) -> [RevisionRoot] {
        var top: String?
        func topFolder() throws(RevisionError) -> String {
            if let top { return top }
            let run = try git.run(["rev-parse", "--show-toplevel"])
            guard run.succeeded else { throw .gitFailed(git.revision, "rev-parse --show-toplevel", run) }
            let folder = Self.line(run.output)
            top = folder
            return folder
        }
        var roots: [RevisionRoot] = []
        for path in paths {
            var inRepository: String?
            if path.hasPrefix("/") {
                let folder = try topFolder()
                // Lexically first; then with links resolved (a folder reached through a link).
                inRepository = RevisionPaths.fromTop(absolute: path, top: folder)
                    ?? RealPath.of(path).flatMap { RevisionPaths.fromTop(absolute: $0, top: folder) }
            } else {
                inRepository = RevisionPaths.fromTop(relative: path, prefix: prefix)
            }
            guard let inRepository else { throw .outside(git.revision, path: path, top: try topFolder()) }
            roots.append(RevisionRoot(path: path, inRepository: inRepository))
        }
        return roots
    }

    /// git's one-line answer without its newline.
    private static func line(_ output: [UInt8]) -> String {
        var bytes = output[...]
        if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// git run in one folder (`-C`, or the current folder when nil: a relative `GIT_DIR`, as git
/// sets for its hooks, then still holds), counting its runs.
private struct GitRunner {
    let program: String
    let folder: String?
    let revision: String
    private(set) var runs = 0

    init(program: String, folder: String?, revision: String) {
        self.program = program
        self.folder = folder
        self.revision = revision
    }

    mutating func run(_ arguments: [String], input: [UInt8] = []) throws(RevisionError) -> SubprocessResult {
        runs += 1
        let place = folder.map { ["-C", $0] } ?? []
        do {
            return try Subprocess.run([program] + place + arguments, input: input)
        } catch {
            throw .cannotStart(revision, error)
        }
    }
}
