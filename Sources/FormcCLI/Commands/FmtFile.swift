#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCore
import FormcFormat
import FormcLoad
import FormcProject

/// One file of `formc fmt`: read, formatted, and rewritten, listed or diffed.
enum FmtFile {
    enum Result {
        case unchanged, changed, loadErrors, skipped, unsafe, writeFailed
    }

    struct Outcome {
        var result: Result
        var diagnostics: [Diagnostic] = []
        var source: SourceFile?
    }

    static func format(path: String, mode: FmtMode, _ terminal: Terminal) -> Outcome {
        let file = Loader.load(path: path)
        if !file.diagnostics.isEmpty { return Outcome(result: .loadErrors, diagnostics: file.diagnostics, source: file.source) }
        let source = file.source
        switch SpecFormatter.format(source) {
        case .loadErrors(let diagnostics):
            return Outcome(result: .loadErrors, diagnostics: diagnostics, source: source)
        case .unsupported(let reason):
            terminal.writeErr("note: \(SafeText.escaped(path)) is left as written: \(reason), which formc fmt does not rewrite\n")
            return Outcome(result: .skipped)
        case .unsafe(let problem), .commentsNotKept(let problem):
            terminal.writeErr("error: \(SafeText.escaped(path)) is left as written: formatting it would change it (\(problem)); please report this\n")
            return Outcome(result: .unsafe)
        case .formatted(let bytes):
            guard bytes != source.bytes else { return Outcome(result: .unchanged) }
            if mode.check { terminal.writeOut("would reformat \(path)\n") }
            if mode.diff {
                terminal.writeOut(UnifiedDiff.diff(String(decoding: source.bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self),
                                                   oldName: path, newName: path))
            }
            guard mode.writes else { return Outcome(result: .changed) }
            if let error = write(bytes, to: path) {
                terminal.writeErr("error: cannot write '\(SafeText.escaped(path))': \(error)\n")
                return Outcome(result: .writeFailed)
            }
            return Outcome(result: .changed)
        }
    }

    /// Writes `bytes` beside the file `named` (the one a symbolic link names) under a temporary
    /// name with the file's mode, then renames it over the file: a reader sees the old file or the new one, never half of one. Nil when
    /// every step succeeded, else what failed.
    static func write(_ bytes: [UInt8], to named: String, fileSystem: PosixFileSystem = PosixFileSystem()) -> String? {
        // Through a symbolic link to the file it names: the link stays a link.
        var path = named
        if fileSystem.statusIfPresent(named, followingLinks: false)?.kind == .symbolicLink, let real = realpath(named, nil) {
            path = String(cString: real)
            free(real)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + OutputNames.temporaryPrefix + "\(getpid())." + name
        try? fileSystem.removeFile(temporary)
        do throws(FileSystemError) {
            try fileSystem.createNewFile(temporary, contents: bytes)
            guard chmod(temporary, status.st_mode & 0o7777) == 0 else { throw FileSystemError(code: errno, reason: String(cString: strerror(errno))) }
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.removeFile(temporary)
            return error.description
        }
        return nil
    }
}

/// The files of a run by what happened to them, and what the run says and returns.
struct FmtTally {
    var unchanged = 0, changed = 0, loadErrors = 0, skipped = 0, unsafe = 0, writeFailed = 0

    mutating func add(_ result: FmtFile.Result) {
        switch result {
        case .unchanged: unchanged += 1
        case .changed: changed += 1
        case .loadErrors: loadErrors += 1
        case .skipped: skipped += 1
        case .unsafe: unsafe += 1
        case .writeFailed: writeFailed += 1
        }
    }

    /// `2 files reformatted, 3 left unchanged` (ruff's words), or `would be reformatted`.
    func summary(_ mode: FmtMode) -> String {
        var parts = [Plural.count(changed, "file") + (mode.writes ? " reformatted" : " would be reformatted")]
        parts.append(mode.writes ? "\(unchanged) left unchanged" : "\(unchanged) already formatted")
        if skipped > 0 { parts.append("\(skipped) left as written") }
        if loadErrors + unsafe > 0 { parts.append("\(loadErrors + unsafe) not formatted") }
        return parts.joined(separator: ", ")
    }

    func exitCode(_ mode: FmtMode) -> ExitCode {
        if writeFailed > 0 { return .ioFailure }
        if loadErrors + unsafe > 0 || (!mode.writes && changed > 0) { return .specErrors }
        return .success
    }
}
