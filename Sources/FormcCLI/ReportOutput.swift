import FormcBuild
import FormcCore

extension Terminal {
    /// A run's diagnostics on stdout in `format`, in pieces as the report is made, so a report of
    /// many diagnostics is never held whole: text as the UTF-8 bytes it is made of, the other
    /// formats as text. `lint`, `lint -` and `build` report through it.
    func writeReport(_ report: DiagnosticReport, as format: ReportFormat) {
        if format == .text {
            ReportFormatter.writeText(report, color: stdoutColor, to: writeOutBytes)
        } else {
            ReportFormatter.write(report, as: format, codes: .formc, color: stdoutColor, to: writeOut)
        }
    }
}
