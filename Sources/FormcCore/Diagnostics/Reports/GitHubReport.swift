/// In progress (issue 3): the GitHub rendering of a report.
enum GitHubReport {
    static func render(_ report: DiagnosticReport) -> String { "" }
}
