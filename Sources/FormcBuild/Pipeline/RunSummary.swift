import FormcCore

/// The one-line summaries printed on stderr after a run:
///
///     checked 12 screens in 9 files · 1 error · 2 warnings
///     built 12 screens from 9 files in 0.08 s · 2 warnings
///     built 1 of 12 screens (11 unchanged) from 9 files in 0.02 s · no problems
///     build failed: 12 screens in 9 files checked in 0.08 s · 3 errors · 2 warnings · nothing written
///     build failed: 12 screens from 9 files checked in 0.08 s · cannot write the outputs: the output folder holds the previous build
///     build interrupted after 0.08 s: nothing written, the output folder holds the previous build
public enum RunSummary {
    public static func lint(_ run: LintRun) -> String {
        let screens = run.report.screens
        return "checked \(Plural.count(screens, "screen")) in \(Plural.count(run.report.files, "file"))" + problems(run)
    }

    public static func build(_ result: BuildResult, seconds: Double) -> String {
        let screens = Plural.count(result.lint.report.screens, "screen")
        let files = Plural.count(result.lint.report.files, "file")
        let time = "in \(format(seconds)) s"
        switch result.status {
        case .success:
            // As tsc and cargo say it: how many were built again, and how many were up to date.
            let kept = result.built.count - result.rendered.count
            let built = kept > 0
                ? "\(result.rendered.count) of \(Plural.count(result.built.count, "screen")) (\(kept) unchanged)" : screens
            return "built \(built) from \(files) \(time)" + problems(result.lint) + stale(result.write)
        case .specErrors:
            return "build failed: \(screens) in \(files) checked \(time)" + problems(result.lint) + " · nothing written"
        case .writeFailure:
            // Never "no problems": the build failed, only not because of the specs.
            return "build failed: \(screens) from \(files) checked \(time)" + problems(result.lint, orNothing: true)
                + " · cannot write the outputs: the output folder holds the previous build"
        case .interrupted:
            return "build interrupted after \(format(seconds)) s: nothing written, the output folder holds the previous build"
        }
    }

    /// What became of the outputs of earlier builds this one no longer writes (a spec deleted,
    /// a kind no longer emitted): removed by `--clean`, or left in the output folder.
    private static func stale(_ outcome: WriteOutcome) -> String {
        if !outcome.removed.isEmpty {
            return " · removed \(Plural.count(outcome.removed.count, "output")) no longer built"
        }
        if !outcome.left.isEmpty {
            return " · left \(Plural.count(outcome.left.count, "output")) no longer built (--clean removes them)"
        }
        return ""
    }

    private static func problems(_ run: LintRun, orNothing: Bool = false) -> String {
        var parts: [String] = []
        if run.report.errors > 0 { parts.append(Plural.count(run.report.errors, "error")) }
        if run.report.warnings > 0 { parts.append(Plural.count(run.report.warnings, "warning")) }
        if parts.isEmpty { return orNothing ? "" : " · no problems" }
        return " · " + parts.joined(separator: " · ")
    }

    /// Seconds with two decimals (`0.08`), without Foundation's formatters.
    public static func format(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
