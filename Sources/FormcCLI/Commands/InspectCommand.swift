import FormcBuild
import FormcCore
import FormcLoad
import FormcProject

/// `formc inspect PATH…`: each YAML document as the loader sees it, one JSON value per line.
struct InspectCommand: Command {
    static let name = "inspect"
    static let summary = "Print each YAML document as the loader sees it, one JSON value per line."
    static let usage = "formc inspect PATH… [--format text|json|sarif|github] [--config FILE]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files, as for
        lint. Documents are typed with the YAML 1.2 core schema: null, true/false, integers
        (also 0o and 0x), floats (.inf and .nan as strings), everything else a string; quoted
        scalars are always strings. Aliases are expanded and merge keys (<<) applied. With one
        FILE each line is the document itself; with a folder or several PATHs each line is
        {"file": PATH, "document": N, "value": …} (N counts from 0), files in lint's order.
        Load errors are reported on stderr (exit 1); no spec found is a usage error (exit 2).
        """
    static let options: [OptionSpec] = [CommonOptions.format, ProjectSettings.option]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let paths = arguments.positionals
        guard !paths.isEmpty else {
            terminal.writeErr("error: 'inspect' takes a spec FILE or a folder of specs\nusage: \(usage)\n")
            return .usage
        }
        if let missing = MissingPaths.check(paths, terminal) { return missing }
        let resolver: ConfigResolver
        switch ProjectSettings.resolve(arguments, paths: paths, terminal) {
        case .success(let settings): resolver = settings.resolver
        case .failure(let stop): return stop.code
        }
        let discovery = InputDiscovery(isExcluded: { resolver.excludes($0) })
        // One named file is read whatever it is (a `.formc.yaml` too) and prints bare documents,
        // as it always has; a folder or several paths name each document's file.
        let named = paths.count == 1 && discovery.fileSystem.statusIfPresent(paths[0])?.kind != .directory
        let inputs = named ? DiscoveredInputs(files: paths, diagnostics: []) : discovery.discover(paths)
        guard !inputs.files.isEmpty || !inputs.diagnostics.isEmpty else { return noSpecs(paths, terminal, allowsEmpty: false) }
        var diagnostics = inputs.diagnostics
        var sources: [SourceFile] = []
        for path in inputs.files {
            let file = Loader.load(path: path)
            var out = ""
            for document in file.documents {
                let value = CoreSchema.json(document.root)
                let line = named ? value : .object(["file": .string(path), "document": .int(document.index), "value": value])
                out += JSONWriter.compact(line) + "\n"
            }
            terminal.writeOut(out)
            let found = resolver.config(for: path).applyingRules(to: file.diagnostics)
            diagnostics += found
            if !found.isEmpty { sources.append(file.source) }
        }
        diagnostics = diagnostics.sortedForReport()
        guard !diagnostics.isEmpty else { return .success }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: sources, files: inputs.files.count, screens: 0)
        terminal.writeErr(ReportFormatter.format(report, as: ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text,
                                                 codes: .formc, color: terminal.stderrColor))
        return diagnostics.errorCount > 0 ? .specErrors : .success
    }
}
