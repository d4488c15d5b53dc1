/// The one-line summaries printed on stderr after a run:
///
///     checked 12 screens in 9 files · 1 error · 2 warnings
///     built 12 screens from 9 files in 0.08 s · 2 warnings
///     built 10 of 12 screens from 9 files in 0.08 s · 3 errors · 2 warnings
public enum RunSummary {
    public static func lint(_ run: LintRun) -> String {
        let screens = run.report.screens
        return "checked \(count(screens, "screen")) in \(count(run.report.files, "file"))" + problems(run)
    }

    public static func build(_ result: BuildResult, seconds: Double) -> String {
        let total = result.lint.report.screens
        let built = result.built.count
        let screens = built == total ? count(total, "screen") : "\(built) of \(count(total, "screen"))"
        return "built \(screens) from \(count(result.lint.report.files, "file")) in \(format(seconds)) s" + problems(result.lint)
    }

    private static func problems(_ run: LintRun) -> String {
        var parts: [String] = []
        if run.report.errors > 0 { parts.append(count(run.report.errors, "error")) }
        if run.report.warnings > 0 { parts.append(count(run.report.warnings, "warning")) }
        return parts.isEmpty ? " · no problems" : " · " + parts.joined(separator: " · ")
    }

    /// `1 screen`, `2 screens`.
    public static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Seconds with two decimals (`0.08`), without Foundation's formatters.
    public static func format(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
