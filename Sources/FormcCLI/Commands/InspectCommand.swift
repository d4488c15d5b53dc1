import FormcBuild
import FormcCore
import FormcLoad

/// `formc inspect FILE`: each YAML document as the loader sees it, one JSON value per line.
struct InspectCommand: Command {
    static let name = "inspect"
    static let summary = "Print each YAML document as the loader sees it, one JSON value per line."
    static let usage = "formc inspect FILE"
    static let discussion = """
        Documents are typed with the YAML 1.2 core schema: null, true/false, integers (also 0o and 0x),
        floats (.inf and .nan as strings), everything else a string; quoted scalars are always strings.
        Aliases are expanded and merge keys (<<) applied. Load errors are reported on stderr (exit 1).
        """
    static let options: [OptionSpec] = [CommonOptions.format]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            terminal.writeErr("error: 'inspect' takes exactly one FILE\nusage: \(usage)\n")
            return .usage
        }
        let file = Loader.load(path: path)
        var out = ""
        for document in file.documents {
            out += JSONWriter.compact(CoreSchema.json(document.root)) + "\n"
        }
        terminal.writeOut(out)
        let diagnostics = file.diagnostics.sortedForReport()
        guard !diagnostics.isEmpty else { return .success }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: [file.source], files: 1, screens: 0)
        terminal.writeErr(ReportFormatter.format(report, as: ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text,
                                                 codes: .formc, color: terminal.stderrColor))
        return diagnostics.errorCount > 0 ? .specErrors : .success
    }
}
