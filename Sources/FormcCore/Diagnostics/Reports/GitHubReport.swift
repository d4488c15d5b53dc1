/// `--format github`: one GitHub Actions workflow command per diagnostic, which the runner
/// turns into an annotation on the file:
///
///     ::error file=specs/category.yaml,line=14,col=14,endLine=14,endColumn=18,title=E312::initial option 'pets' is not …
///
/// A spec must not be able to inject a workflow command (`::set-output`, `::add-mask`, …):
/// the runner only reads commands at the start of a line, so every CR and LF in the data is
/// escaped (`%0D`, `%0A`), and `%` first (`%25`) so an escape cannot be forged. Property values
/// also escape `:` and `,` (`%3A`, `%2C`), which would otherwise end the value. Control
/// characters are escaped by `SafeText` as in the human form, since Actions logs render ANSI
/// escapes. Help and notes follow the message on lines of their own (encoded newlines), which
/// the annotation shows as one multi-line message. Positions are those of the JSON format.
public enum GitHubReport {
    /// One line per diagnostic, in report order; empty when there is nothing to report.
    public static func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += line(diagnostic)
            out += "\n"
        }
        return out
    }

    /// The workflow command for one diagnostic, without a line break.
    public static func line(_ d: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if !d.file.isEmpty { properties.append(("file", SafeText.escaped(d.file))) }
        if let position = ReportPosition(d.range) {
            properties += [
                ("line", String(position.line)), ("col", String(position.column)),
                ("endLine", String(position.endLine)), ("endColumn", String(position.endColumn)),
            ]
        }
        properties.append(("title", d.code.id))
        var message = ReportText.clean(d.message)
        for note in d.notes {
            message += "\n= note: " + ReportText.clean(note.message)
            if let position = ReportPosition(note.range) {
                message += " (\(SafeText.escaped(note.file ?? d.file)):\(position.line):\(position.column))"
            }
        }
        if let help = d.help { message += "\n= help: " + ReportText.clean(help) }
        let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
        let props = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(props)::\(escapeData(message))"
    }

    /// Escapes a command's message: `%`, CR and LF, as the Actions runner decodes them.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value: as `escapeData`, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
