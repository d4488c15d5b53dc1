import FormcBuild
import FormcCore
import FormcDiffRun
import FormcLoad
import FormcProject

/// `formc diff --base REV [PATHS]`: the specs at a git revision (read through git, nothing
/// checked out) against the working tree's, under the same paths.
extension DiffCommand {
    static let baseOption = OptionSpec(
        name: "base", valueName: "REV",
        help: "Compare the specs at git revision REV with the working tree's, under PATHS (default specs).")

    /// What the working tree side is called in reports.
    static let workingTreeName = "working tree"

    static func runAgainstRevision(_ revision: String, _ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let paths = arguments.positionals.isEmpty ? [InputDiscovery.defaultPath] : arguments.positionals
        // Each file of either version is governed by the nearest config of its working-tree
        // path, as lint governs it; the run's settings are those nearest the first path.
        let settings = ProjectSettings.configs(arguments, paths: paths)
        let config = settings.config, resolver = settings.resolver
        let tree: RevisionTree
        do {
            tree = try RevisionInputs.read(revision: revision, paths: paths, repositoryRoot: nil, isExcluded: { resolver.excludes($0) })
        } catch {
            terminal.writeErr("error: \(error.message)\n" + (error.help.map { "help: \($0)\n" } ?? ""))
            return .usage
        }
        for note in tree.notes { terminal.writeErr("note: \(note)\n") }
        // A path the working tree no longer has is the mirror of one the revision lacks: its
        // specs were removed, which the diff reports.
        let fileSystem = PosixFileSystem()
        let present = paths.filter { fileSystem.statusIfPresent($0, followingLinks: false) != nil }
        for path in paths where !present.contains(path) {
            terminal.writeErr("note: '\(SafeText.escaped(path))' does not exist in the working tree: nothing read from it\n")
        }
        let found = present.isEmpty ? DiscoveredInputs(files: [], diagnostics: [])
            : settings.discovery.discover(present)
        // Both sides are read under the same paths, so a file's path is its place in either.
        let base = DiffSide.sources(tree.files, name: revision)
        let head = DiffSide(name: workingTreeName, root: "", files: found.files.map { Loader.load(path: $0) },
                            diagnostics: found.diagnostics)
        resolver.load(forFiles: (base.files + head.files).map(\.source.path))
        if let failure = ProjectSettings.failure(of: resolver, terminal) { return failure.code }
        let named = paths.map { "'\(SafeText.escaped($0))'" }.joined(separator: ", ")
        for (side, place) in [(base, "at '\(SafeText.escaped(revision))'"), (head, "in the working tree")]
        where side.files.isEmpty && side.diagnostics.isEmpty && !arguments.flag("allow-empty") {
            terminal.writeErr("error: no specs found in \(named) \(place) (.yaml and .yml files); pass --allow-empty to compare it as no screens\nusage: \(usage)\n")
            return .usage
        }
        return report(DiffRun.run(base: base, head: head, stages: .configured(by: resolver)),
                      policy: DiffPolicy(failOn: config.diffFailOn ?? DiffPolicy.defaultFailOn, strict: arguments.flag("strict")),
                      format: arguments.value("format").flatMap(DiffFormat.init(rawValue:)) ?? .text,
                      devices: config.devices ?? [.default], extra: ExtraReports(checked: arguments), terminal)
    }
}
