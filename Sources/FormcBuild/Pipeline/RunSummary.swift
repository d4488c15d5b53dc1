import FormcCore

/// The one-line summaries printed on stderr after a run:
///
///     checked 12 screens in 9 files · 1 error · 2 warnings
///     built 12 screens from 9 files in 0.08 s · 2 warnings
///     build failed: 12 screens in 9 files checked in 0.08 s · 3 errors · 2 warnings · nothing written
///     build failed: 12 screens from 9 files, outputs not all written in 0.08 s · no problems
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
            return "built \(screens) from \(files) \(time)" + problems(result.lint)
        case .specErrors:
            return "build failed: \(screens) in \(files) checked \(time)" + problems(result.lint) + " · nothing written"
        case .writeFailure:
            return "build failed: \(screens) from \(files), outputs not all written \(time)" + problems(result.lint)
        }
    }

    private static func problems(_ run: LintRun) -> String {
        var parts: [String] = []
        if run.report.errors > 0 { parts.append(Plural.count(run.report.errors, "error")) }
        if run.report.warnings > 0 { parts.append(Plural.count(run.report.warnings, "warning")) }
        return parts.isEmpty ? " · no problems" : " · " + parts.joined(separator: " · ")
    }

    /// Seconds with two decimals (`0.08`), without Foundation's formatters.
    public static func format(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
