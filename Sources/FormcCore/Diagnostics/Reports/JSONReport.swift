/// `--format json`: one object, exactly the shape spec-language.md §7 gives, keys in its order:
///
///     {
///       "diagnostics": [
///         { "file", "line", "column", "endLine", "endColumn", "severity", "code", "message",
///           "pointer", "help" }
///       ],
///       "summary": { "files", "screens", "errors", "warnings" }
///     }
///
/// Every key of that shape is always present, so consumers can rely on the shape: `help` is
/// `null` when there is nothing to say, and the four position keys are `null` for a diagnostic
/// that has no place (formc itself places even an unreadable file, E100, at 1:1). Positions are
/// 1-based, columns count Unicode scalars, and the end is exclusive.
///
/// Additive keys appear only when they carry something: `notes`, after `help`, is an array of
/// `{ "message", "file", "line", "column", "endLine", "endColumn" }` (positions `null`
/// when a note names no place).
public enum JSONReport {
    /// The report as pretty JSON with a trailing newline.
    public static func render(_ report: DiagnosticReport) -> String {
        JSONWriter.pretty(value(report))
    }

    /// The text of `render`, in pieces of about `ReportBytes.chunkSize` bytes handed to `sink`
    /// as they are made: one diagnostic's JSON value exists at a time, never the whole tree.
    public static func write(_ report: DiagnosticReport, to sink: (String) -> Void) {
        var out = TextBuffer(capacity: ReportBytes.chunkSize + 4096)
        out.append("{\n  \"diagnostics\": ")
        if report.diagnostics.isEmpty {
            out.append("[]")
        } else {
            out.append("[")
            for (index, diagnostic) in report.diagnostics.enumerated() {
                out.append(index == 0 ? "\n    " : ",\n    ")
                JSONWriter.pretty(value(diagnostic), indent: 2, into: &out)
                if out.count >= ReportBytes.chunkSize {
                    sink(out.text)
                    out.removeAll()
                }
            }
            out.append("\n  ]")
        }
        out.append(",\n  \"summary\": ")
        JSONWriter.pretty(summary(report), indent: 1, into: &out)
        out.append("\n}\n")
        sink(out.text)
    }

    /// The report as a JSON value (for tests and for embedding in other outputs).
    public static func value(_ report: DiagnosticReport) -> JSONValue {
        .object([
            .init("diagnostics", .array(report.diagnostics.map(value))),
            .init("summary", summary(report)),
        ])
    }

    private static func summary(_ report: DiagnosticReport) -> JSONValue {
        .object([
            .init("files", .int(report.files)),
            .init("screens", .int(report.screens)),
            .init("errors", .int(report.errors)),
            .init("warnings", .int(report.warnings)),
        ])
    }

    /// One diagnostic as a JSON object.
    public static func value(_ d: Diagnostic) -> JSONValue {
        var members: [JSONValue.Member] = [.init("file", .string(d.file))]
        members += positionMembers(ReportPosition(d.range))
        members += [
            .init("severity", .string(d.severity.rawValue)),
            .init("code", .string(d.code.id)),
            .init("message", .string(ReportText.clean(d.message))),
            .init("pointer", .string(d.pointer)),
            .init("help", d.help.map { .string(ReportText.clean($0)) } ?? .null),
        ]
        if !d.notes.isEmpty {
            members.append(.init("notes", .array(d.notes.map { note in
                var noteMembers: [JSONValue.Member] = [
                    .init("message", .string(ReportText.clean(note.message))),
                    .init("file", .string(note.file ?? d.file)),
                ]
                noteMembers += positionMembers(ReportPosition(note.range))
                return .object(noteMembers)
            })))
        }
        return .object(members)
    }

    private static func positionMembers(_ position: ReportPosition?) -> [JSONValue.Member] {
        [
            .init("line", position.map { .int($0.line) } ?? .null),
            .init("column", position.map { .int($0.column) } ?? .null),
            .init("endLine", position.map { .int($0.endLine) } ?? .null),
            .init("endColumn", position.map { .int($0.endColumn) } ?? .null),
        ]
    }
}
