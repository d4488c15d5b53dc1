/// Everything a report needs: the sorted diagnostics, the sources they point into (for source
/// lines), and the counts of the summary.
public struct DiagnosticReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public var files: Int
    public var screens: Int

    public init(diagnostics: [Diagnostic], sources: [SourceFile], files: Int, screens: Int) {
        self.diagnostics = diagnostics.sortedForReport()
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
        self.files = files
        self.screens = screens
    }

    public var errors: Int { diagnostics.errorCount }
    public var warnings: Int { diagnostics.warningCount }
}

/// The output formats of `--format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github
}

/// Renders a report in one of the formats.
public enum ReportFormatter {
    /// `codes` are every code the tool reports, for a format that lists them (SARIF's rules).
    public static func format(_ report: DiagnosticReport, as format: ReportFormat, codes: DiagnosticRegistry, color: Bool = false) -> String {
        switch format {
        case .text: HumanRenderer(color: color).render(report)
        case .json: JSONReport.render(report)
        case .sarif: SARIFReport.render(report, codes: codes)
        case .github: GitHubReport.render(report)
        }
    }

    /// The text of `format`, handed to `sink` in pieces as it is made (text, JSON and SARIF; the
    /// GitHub lines in one piece): a report of many diagnostics is written without being held whole.
    public static func write(_ report: DiagnosticReport, as format: ReportFormat, codes: DiagnosticRegistry, color: Bool = false,
                             to sink: (String) -> Void) {
        switch format {
        case .text: HumanRenderer(color: color).write(report) { sink($0.string) }
        case .json: JSONReport.write(report, to: sink)
        case .sarif: SARIFReport.write(report, codes: codes, to: sink)
        case .github: sink(self.format(report, as: format, codes: codes, color: color))
        }
    }

    /// The text form, handed to `sink` in pieces of UTF-8 bytes as it is made: bytes written
    /// out as they are, not made Strings (whose UTF-8 is checked again) first.
    public static func writeText(_ report: DiagnosticReport, color: Bool = false, to sink: ([UInt8]) -> Void) {
        HumanRenderer(color: color).write(report) { sink($0.bytes) }
    }
}
