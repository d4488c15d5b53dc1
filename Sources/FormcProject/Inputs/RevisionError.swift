import FormcCore

/// Why the specs at a git revision could not be read: a usage error (exit 2) whose message
/// names the revision and whose help says what to do.
public struct RevisionError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// `git` is not on `PATH`.
        case gitNotFound
        /// The folder is not in a git repository (or git refuses it).
        case notARepository
        /// The revision does not name a commit here (not fetched, misspelt, or an option).
        case unknownRevision
        /// A path given is outside the repository.
        case pathOutsideRepository
        /// git failed or printed what formc did not expect.
        case gitFailed
    }

    public var kind: Kind
    /// The revision as given.
    public var revision: String
    /// `cannot read the specs at 'REV': …`, spec text escaped.
    public var message: String
    /// What to do about it.
    public var help: String?

    public var description: String { message }

    init(_ kind: Kind, _ revision: String, _ reason: String, help: String?) {
        self.kind = kind
        self.revision = revision
        self.message = "cannot read the specs at '\(SafeText.escaped(revision))': \(reason)"
        self.help = help
    }

    static func gitNotFound(_ revision: String) -> RevisionError {
        RevisionError(.gitNotFound, revision, "git is not installed (no 'git' on PATH)",
                      help: "install git, or compare two folders instead: formc diff BASE HEAD")
    }

    static func notARepository(_ revision: String, folder: String, git: String) -> RevisionError {
        RevisionError(.notARepository, revision, "'\(SafeText.escaped(folder))' is not in a git repository (\(SafeText.escaped(git)))",
                      help: "run formc inside the repository's working tree, or compare two folders: formc diff BASE HEAD")
    }

    static func unknownRevision(_ revision: String, shallow: Bool) -> RevisionError {
        let fetch = "git fetch --depth=1 origin \(SafeText.escaped(revision))"
        let help = shallow
            ? "this clone is shallow and may not have it: fetch it first (\(fetch)), or clone with fetch-depth: 0"
            : "check the name, or fetch it first: \(fetch)"
        return RevisionError(.unknownRevision, revision, "unknown revision: it names no commit in this repository", help: help)
    }

    /// `HEAD~1` (or `main^2`, `v1~3^`) where `base` has no such ancestor: the revision does not
    /// exist, and no fetch will make it (the history is whole: the clone is not shallow).
    static func noSuchAncestor(_ revision: String, base: String, commits: Int) -> RevisionError {
        let history = commits == 1 ? "'\(SafeText.escaped(base))' is the first commit: nothing came before it"
            : "'\(SafeText.escaped(base))' has \(commits) commits in its history, and none is \(SafeText.escaped(revision))"
        return RevisionError(.unknownRevision, revision, "the revision does not exist: \(history)",
                             help: "compare against a revision that exists, such as '\(SafeText.escaped(base))' itself")
    }

    /// The revision a `~N`/`^N` suffix counts back from (`HEAD` of `HEAD~1`), nil when
    /// `revision` has no such suffix.
    static func ancestorBase(_ revision: String) -> String? {
        var end = revision.endIndex
        var sawSuffix = false
        while end > revision.startIndex {
            var start = end
            while start > revision.startIndex, revision[revision.index(before: start)].isASCII,
                  revision[revision.index(before: start)].isNumber {
                start = revision.index(before: start)
            }
            guard start > revision.startIndex else { break }
            let mark = revision.index(before: start)
            guard revision[mark] == "~" || revision[mark] == "^" else { break }
            end = mark
            sawSuffix = true
        }
        guard sawSuffix, end > revision.startIndex else { return nil }
        return String(revision[..<end])
    }

    static func optionAsRevision(_ revision: String) -> RevisionError {
        RevisionError(.unknownRevision, revision, "a revision cannot be empty or start with '-'",
                      help: "name a branch, tag or commit: --base origin/main")
    }

    static func outside(_ revision: String, path: String, top: String) -> RevisionError {
        RevisionError(.pathOutsideRepository, revision,
                      "'\(SafeText.escaped(path))' is outside the repository at '\(SafeText.escaped(top))'",
                      help: "name spec folders or files inside the repository")
    }

    static func gitFailed(_ revision: String, _ command: String, _ result: SubprocessResult) -> RevisionError {
        let said = result.firstErrorLine
        let reason = said.isEmpty ? "exit status \(result.status)" : said
        return RevisionError(.gitFailed, revision, "'git \(command)' failed: \(SafeText.escaped(reason))", help: nil)
    }

    static func unexpectedOutput(_ revision: String, _ command: String) -> RevisionError {
        RevisionError(.gitFailed, revision, "'git \(command)' printed what formc does not understand",
                      help: "check that 'git --version' works; formc needs git 2.20 or later")
    }

    static func cannotStart(_ revision: String, _ error: SubprocessError) -> RevisionError {
        error.isNotFound ? gitNotFound(revision)
            : RevisionError(.gitFailed, revision, "cannot start git: \(error.reason)", help: nil)
    }
}
