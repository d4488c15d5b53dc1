import FormcBuild
import FormcCore
import FormcDiff
import FormcDiffRun
import FormcGeometry

/// `formc diff BASE HEAD`: what a change to the specs breaks (spec-language.md §14).
struct DiffCommand: Command {
    static let name = "diff"
    static let summary = "Classify what changed between two versions of the specs, and what it breaks."
    static let usage = "formc diff (BASE HEAD | --base REV [PATHS…]) [--format text|json|github|markdown|html] [--output FORMAT=PATH]… [--strict] [--allow-empty] [--config FILE]"
    static let discussion = """
        BASE and HEAD are each a spec file or a folder (searched as lint searches it). Screens
        are matched by id, so a screen moved to another file is no change. Every change has a
        rule (OPTION_REMOVED, FIELD_MADE_REQUIRED, …; 'formc explain RULE' prints its page) in
        one or more classes: breaking for stored results (a result valid before is rejected
        now, shown by a witness result), breaking for generated code (the Swift types change
        shape), or presentation only. Both versions must lint without errors.

        --base REV compares the specs at git revision REV (a branch, tag or commit, read through
        git without checking anything out; a shallow clone must have fetched it) with the
        working tree's, under PATHS (default specs), each file under its working-tree path.

        text for a terminal, json for tools, github for annotations on the changed lines,
        markdown for a pull-request comment (each changed screen's changes, and its mockups
        before and after, side by side, at the detents whose drawing changed), html for the
        same as one self-contained page with the drawings in points (SVG) as the review draws
        them.

        --output FORMAT=PATH writes the report again in FORMAT (text, json, github, markdown,
        html) to PATH, atomically, next to the normal output; repeatable (a Markdown comment and
        GitHub annotations from one run).

        A change fails the run when its class is in diff.fail-on of .formc.yaml (default:
        results and code), or any change with --strict, unless the new version accepts it with
        '# formc: allow-breaking[RULE] -- reason' on its line (or alone above it).

        Exit status: 0 nothing fails, 1 something fails (or either version has errors),
        2 usage error (a version with no spec is one, unless --allow-empty: then it is a
        project of no screens, and every screen of the other is added or removed; so is a
        revision git cannot read: not a repository, not fetched, no git; and a PATH that does
        not exist), 3 the report could not be written.
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "format", valueName: "FORMAT", choices: DiffFormat.allCases.map(\.rawValue),
                   help: "The report as text (default), json, github, markdown or html."),
        OptionSpec(name: "strict", valueName: nil, help: "Fail on any change, breaking or not (exit 1)."),
        CommonOptions.allowEmpty, baseOption, ProjectSettings.option, ExtraReports.option(formats: DiffFormat.allCases.map(\.rawValue)),
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        if case .failure(let stop) = ExtraReports.parse(arguments, formats: DiffFormat.allCases.map(\.rawValue), usage: usage, terminal) {
            return stop.code
        }
        if let revision = arguments.value("base") { return runAgainstRevision(revision, arguments, terminal) }
        guard arguments.positionals.count == 2 else {
            let problem = arguments.positionals.count < 2 ? "name the two versions to compare, or a git revision with --base REV" : "expected BASE and HEAD, got \(arguments.positionals.count) paths"
            terminal.writeErr("error: \(problem)\nusage: \(usage)\n")
            return .usage
        }
        let format = arguments.value("format").flatMap(DiffFormat.init(rawValue:)) ?? .text
        let (basePath, headPath) = (arguments.positionals[0], arguments.positionals[1])
        if let missing = MissingPaths.check([basePath, headPath], terminal) { return missing }
        // Each file of either version is governed by its nearest config, as lint governs it
        // (its rules, devices and exclude); the run's settings are those nearest HEAD.
        let settings = ProjectSettings.configs(arguments, paths: [headPath])
        let config = settings.config, resolver = settings.resolver
        let base = DiffSide.path(basePath, discovery: settings.discovery), head = DiffSide.path(headPath, discovery: settings.discovery)
        resolver.load(forFiles: (base.files + head.files).map(\.source.path))
        if let failure = ProjectSettings.failure(of: resolver, terminal) { return failure.code }
        for side in [base, head] where side.files.isEmpty && side.diagnostics.isEmpty && !arguments.flag("allow-empty") {
            terminal.writeErr("error: no specs found in \(SafeText.escaped(side.name)) (.yaml and .yml files); pass --allow-empty to compare it as no screens\nusage: \(usage)\n")
            return .usage
        }
        return report(DiffRun.run(base: base, head: head, stages: .configured(by: resolver)),
                      policy: DiffPolicy(failOn: config.diffFailOn ?? DiffPolicy.defaultFailOn, strict: arguments.flag("strict")),
                      format: format, devices: config.devices ?? [.default], extra: ExtraReports(checked: arguments), terminal)
    }

    /// Prints the run as `format` asks and gives its exit code (shared with `--base`).
    /// `devices`: where the Markdown and HTML reports draw their mockups (as build draws them: the
    /// project's `devices`, else iphone-15).
    static func report(_ run: DiffRun, policy: DiffPolicy, format: DiffFormat, devices: [Device], extra: ExtraReports, _ terminal: Terminal) -> ExitCode {
        guard run.errors.diagnostics.isEmpty else {
            terminal.writeErr(ReportFormatter.format(run.errors, as: .text, codes: .formc, color: terminal.stderrColor))
            terminal.writeErr("error: formc diff compares specs that lint without errors; fix these first\n")
            return .specErrors
        }
        terminal.writeOut(render(run, policy: policy, format: format, devices: devices))
        if format == .text { terminal.writeErr(run.summary(policy) + "\n") }
        let written = extra.write(terminal) { render(run, policy: policy, format: DiffFormat(rawValue: $0) ?? .json, devices: devices) }
        if !written { return .ioFailure }
        return run.fails(policy) ? .specErrors : .success
    }

    static func render(_ run: DiffRun, policy: DiffPolicy, format: DiffFormat, devices: [Device]) -> String {
        switch format {
        case .text: DiffTextReport.render(run, policy: policy)
        case .json: DiffJSONReport.render(run, policy: policy)
        case .github: DiffGitHubReport.render(run, policy: policy)
        case .markdown: DiffMarkdownReport.render(run, policy: policy, devices: devices)
        case .html: DiffHTMLReport.render(run, policy: policy, devices: devices)
        }
    }
}

/// The forms of `formc diff`'s report.
enum DiffFormat: String, CaseIterable {
    case text, json, github, markdown, html
}
