/// In progress (issue 3): the JSON rendering of a report.
enum JSONReport {
    static func render(_ report: DiagnosticReport) -> String { "" }
}
