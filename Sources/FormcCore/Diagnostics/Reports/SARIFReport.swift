/// In progress (issue 3): the SARIF rendering of a report.
enum SARIFReport {
    static func render(_ report: DiagnosticReport) -> String { "" }
}
