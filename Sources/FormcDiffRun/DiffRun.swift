import FormcCore
import FormcDiff
import FormcLoad
import FormcProject
import FormcSpec

/// `formc diff`: both versions through every stage (each must lint without errors), their
/// screens compared (`SpecDiff`), and the new version's `allow-breaking` comments applied.
public struct DiffRun: Sendable {
    public var base: DiffSide
    public var head: DiffSide
    /// The errors of either version (with their file sources, for a report), empty when both
    /// lint clean; then `diff` is empty.
    public var errors: DiagnosticReport
    public var diff: SpecDiff
    /// The allow comment that accepts each accepted change, by its index in `diff.changes`.
    public var accepted: [Int: AllowBreaking]
    /// Allow comments that accepted nothing, with why.
    public var unusedAllowances: [(comment: AllowBreaking, problem: String)]
    /// How many screens each version has.
    public var baseScreens: Int
    public var headScreens: Int

    /// Compares `base` with `head`, checking both with `stages` (the project's rules applied).
    public static func run(base: DiffSide, head: DiffSide, stages: Stages = .standard) -> DiffRun {
        let (baseScreens, baseErrors) = check(base, stages)
        let (headScreens, headErrors) = check(head, stages)
        let errors = baseErrors + headErrors
        let sources = (base.files + head.files).map(\.source).filter { source in errors.contains { $0.file == source.path } }
        let report = DiagnosticReport(diagnostics: errors, sources: sources, files: base.files.count + head.files.count,
                                      screens: baseScreens.count + headScreens.count)
        guard errors.isEmpty else {
            return DiffRun(base: base, head: head, errors: report, diff: SpecDiff(screens: []), accepted: [:], unusedAllowances: [],
                           baseScreens: baseScreens.count, headScreens: headScreens.count)
        }
        // The same place in either version, whichever folder it was read from.
        let diff = SpecDiff.compare(base: baseScreens, head: headScreens,
                                    baseDocument: { base.relative($0.file) + "#\($0.documentIndex)" },
                                    headDocument: { head.relative($0.file) + "#\($0.documentIndex)" })
        let changes = diff.changes
        let allowances = head.files.flatMap { AllowBreaking.all(in: $0.source) }
        // The list key above a change's place, read in the text of the file it is in.
        var headSources: [String: SourceFile] = [:]
        for file in head.files where headSources[file.source.path] == nil { headSources[file.source.path] = file.source }
        let known = headSources
        let keyLine: (Change.Site) -> Int? = { site in known[site.file].flatMap { AllowBreaking.keyLine(of: site, in: $0) } }
        var accepted: [Int: AllowBreaking] = [:]
        for (index, change) in changes.enumerated() {
            if let allowance = allowances.first(where: { $0.accepts(change, keyLine: keyLine) }) { accepted[index] = allowance }
        }
        let unused = allowances.compactMap { comment in comment.problem(among: changes, keyLine: keyLine).map { (comment, $0) } }
        return DiffRun(base: base, head: head, errors: report, diff: diff, accepted: accepted, unusedAllowances: unused,
                       baseScreens: baseScreens.count, headScreens: headScreens.count)
    }

    /// The screens of one version, and its errors (its warnings do not matter here).
    private static func check(_ side: DiffSide, _ stages: Stages) -> ([Screen], [Diagnostic]) {
        var screens: [Screen] = []
        var diagnostics = side.diagnostics
        for file in side.files {
            let checked = stages.check(file, acrossScreens: false)
            diagnostics += checked.diagnostics
            screens += checked.screens.map(\.screen)
        }
        diagnostics += stages.validateBuild(screens)
        return (screens, diagnostics.filter { $0.severity == .error }.sortedForReport())
    }
}
