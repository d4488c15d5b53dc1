import FormcBuild
import FormcCore
import FormcGeometry
import FormcProject
import FormcReview
import FormcSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc review`: the review of a chosen subset of screens as one document to print.
struct ReviewCommand: Command {
    static let name = "review"
    static let summary = "Write the review of chosen screens as one HTML document to print."
    static let usage = "formc review [PATH…] --out FILE [--screen ID]… [--device NAME|all]… [--config FILE]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files, as for
        lint (default specs/). Writes FILE: the same document as the review.html formc build
        writes, for the screens named by --screen (repeatable; every screen when none is),
        drawn on each --device (repeatable; default: the devices build draws, iphone-15 unless
        the config's devices says otherwise): every screen's page in the order of the contents,
        one printed page each, self-contained (no script, nothing from the network). A file
        with errors is reported instead of reviewed; warnings go to stderr. FILE is replaced
        whole (written beside it, then renamed), and left as it was when formc stops.

        Exit status: 0 written, 1 a file had errors (the others are still reviewed), 2 usage
        error (no --out, a PATH that does not exist, no spec found, an unknown screen or
        device), 3 FILE could not be written.
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "out", valueName: "FILE", help: "The document to write (required)."),
        OptionSpec(name: "screen", valueName: "ID", repeatable: true, help: "A screen to review; repeatable (default every screen)."),
        OptionSpec(name: "device", valueName: "NAME", repeatable: true,
                   help: "A device from 'formc devices', or 'all'; repeatable (default iphone-15)."),
        ProjectSettings.option,
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard let out = arguments.value("out"), !out.isEmpty else {
            terminal.writeErr("error: 'review' needs --out FILE, the document to write\nusage: \(usage)\n")
            return .usage
        }
        let paths = arguments.positionals
        if let missing = MissingPaths.check(paths, terminal) { return missing }
        var devices: [Device] = []
        for name in arguments.all("device") {
            let named = name == "all" ? Device.all : Device.named(name).map { [$0] }
            guard let named else { return unknown("device", name, among: Device.names + ["all"], terminal) }
            devices += named.filter { !devices.contains($0) }
        }
        let run: ProjectSettings.Run
        switch ProjectSettings.resolve(arguments, paths: paths, terminal) {
        case .success(let settings): run = settings
        case .failure(let stop): return stop.code
        }
        if devices.isEmpty { devices = run.config.devices ?? [.default] }
        let inputs = run.inputs, resolver = run.resolver
        guard !inputs.files.isEmpty || !inputs.diagnostics.isEmpty else { return noSpecs(paths, terminal, allowsEmpty: false) }
        let stages = Stages.configured(by: resolver)
        let wanted = Set(arguments.all("screen"))
        var diagnostics = inputs.diagnostics, sources: [SourceFile] = [], reviewed: [ScreenOutcome] = []
        var fileCount = 0, ids: [String] = []
        for path in inputs.files {
            let (file, kept) = stages.check(path: path, keeping: { checked in
                ScreenOutcome(screen: checked.screen, keepingScreen: wanted.isEmpty || wanted.contains(checked.screen.id.value),
                              diagnostics: checked.diagnostics)
            }, across: \.sharingAnID)
            let found = file.diagnostics(screens: kept.lazy.map(\.diagnostics))
            ids += kept.map(\.id)
            diagnostics += found
            if !found.isEmpty { sources.append(file.source) }
            if found.errorCount == 0 {
                reviewed += kept.filter { $0.fullScreen != nil }
                fileCount += 1
            }
        }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: sources, files: inputs.files.count, screens: reviewed.count)
        if !report.diagnostics.isEmpty { ReportFormatter.writeText(report, color: terminal.stderrColor, to: terminal.writeErrBytes) }
        let failed = report.errors > 0
        let found = Set(ids)
        for id in arguments.all("screen") where !found.contains(id) { return unknown("screen", id, among: ids, terminal) }
        guard !reviewed.isEmpty else {
            if !failed { terminal.writeErr("error: \(paths.map(SafeText.escaped).joined(separator: ", ")) holds no screen to review\n") }
            return .specErrors
        }
        let byID = Dictionary(reviewed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = reviewed.map { ReviewRow(id: $0.id, title: $0.title, file: $0.identity.file, fieldCount: $0.fieldCount,
                                            warningCount: $0.diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) }) }
        do {
            try write(to: out, head: ReviewDocument.head(rows: rows, fileCount: fileCount, devices: devices.map(\.name))) { append throws(FileSystemError) in
                for row in ReviewDocument.order(rows) {
                    guard let outcome = byID[row.id], let screen = outcome.fullScreen else { continue }
                    let warnings = outcome.diagnostics.filter { $0.severity == .warning }.sortedForReport()
                    try append(ReviewDocument.section(of: ReviewEntry(screen: screen, warnings: warnings, mockups: [], devices: devices)))
                }
            }
        } catch {
            terminal.writeErr("error: cannot write '\(SafeText.escaped(out))': \(SafeText.escaped(error.reason))\n")
            return .ioFailure
        }
        return failed ? .specErrors : .success
    }

    /// Writes `head`, the sections `body` appends, and the tail into a file beside `path`, then
    /// renames it over `path`; on failure the temporary file is removed and `path` is untouched.
    private static func write(
        to path: String, head: String, body: ((_ append: ([UInt8]) throws(FileSystemError) -> Void) throws(FileSystemError) -> Void)
    ) throws(FileSystemError) {
        let fileSystem = PosixFileSystem()
        let folder = Paths.parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = Paths.join(folder.isEmpty ? "." : folder, OutputNames.temporaryPrefix + "\(getpid())." + name)
        try? fileSystem.removeFile(temporary)
        do {
            let stream = try fileSystem.createNewFileStream(temporary)
            try stream.write(Array(head.utf8))
            try body { bytes throws(FileSystemError) in try stream.write(bytes) }
            try stream.write(Array(ReviewDocument.tail.utf8))
            try stream.close()
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.removeFile(temporary)
            throw error
        }
    }

    /// A usage error for an unknown name, with a did-you-mean and the names there are.
    private static func unknown(_ what: String, _ name: String, among names: [String], _ terminal: Terminal) -> ExitCode {
        let suggestion = Suggestions.didYouMean(name, among: names)
        terminal.writeErr("error: unknown \(what) '\(SafeText.escaped(name))'\(suggestion)\n"
            + "  \(what)s: \(names.map(SafeText.escaped).joined(separator: ", "))\n")
        return .usage
    }
}
