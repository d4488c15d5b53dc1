/// `--format sarif`: a SARIF 2.1.0 log (valid against the OASIS schema) that code-scanning
/// services read: one run, one rule per diagnostic code (every code, in the table's order, so a
/// rule's index never depends on what a run found), one result per diagnostic.
///
/// Columns are Unicode scalars (`columnKind: unicodeCodePoints`, as libyaml counts) and
/// `endColumn` is exclusive, as SARIF defines it; the numbers are the same as in the JSON and
/// GitHub formats. File paths become relative URI references, percent-encoded; notes become
/// `relatedLocations`; `help` is the message's second line and, with the JSON Pointer, also sits
/// in the result's property bag.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log as pretty JSON with a trailing newline; `codes` are the rules it lists.
    public static func render(_ report: DiagnosticReport, codes: DiagnosticRegistry, tool: ToolInfo = .formc) -> String {
        JSONWriter.pretty(value(report, codes: codes, tool: tool))
    }

    /// The text of `render`, in pieces of about `ReportBytes.chunkSize` bytes handed to `sink`
    /// as they are made: one result's JSON value exists at a time, never the whole log (a
    /// report of hundreds of thousands of diagnostics took gigabytes as one tree and one string).
    public static func write(_ report: DiagnosticReport, codes: DiagnosticRegistry, tool: ToolInfo = .formc, to sink: (String) -> Void) {
        guard !report.diagnostics.isEmpty else { return sink(render(report, codes: codes, tool: tool)) }
        // The log around its results, as `render` writes it: written with one placeholder result
        // (a string no other part of the log can hold: the writer escapes control characters)
        // and cut there.
        let placeholder = "\u{1}results\u{1}"
        var placeheld = TextBuffer()
        JSONWriter.writeString(placeholder, into: &placeheld)
        let mark = placeheld.bytes
        let frame = JSONWriter.prettyBytes(value(report, codes: codes, tool: tool, results: [.string(placeholder)]))
        guard let start = frame.indices.first(where: { frame[$0...].starts(with: mark) }) else {
            return sink(render(report, codes: codes, tool: tool))
        }
        // `results` is in the run (depth 3), each result one level deeper.
        let depth = 4
        let separator = ",\n" + String(repeating: "  ", count: depth)
        var out = TextBuffer(capacity: ReportBytes.chunkSize + 4096)
        out.append(String(decoding: frame[..<start], as: UTF8.self))
        for (index, diagnostic) in report.diagnostics.enumerated() {
            if index > 0 { out.append(separator) }
            JSONWriter.pretty(result(diagnostic, rules: codes), indent: depth, into: &out)
            if out.count >= ReportBytes.chunkSize {
                sink(out.text)
                out.removeAll()
            }
        }
        out.append(String(decoding: frame[(start + mark.count)...], as: UTF8.self))
        sink(out.text)
    }

    /// The log as a JSON value.
    public static func value(_ report: DiagnosticReport, codes: DiagnosticRegistry, tool: ToolInfo = .formc) -> JSONValue {
        value(report, codes: codes, tool: tool, results: report.diagnostics.map { result($0, rules: codes) })
    }

    /// The log with `results` as its results.
    private static func value(_ report: DiagnosticReport, codes: DiagnosticRegistry, tool: ToolInfo, results: [JSONValue]) -> JSONValue {
        var driver: [JSONValue.Member] = [
            .init("name", .string(tool.name)),
            .init("version", .string(tool.version)),
            .init("semanticVersion", .string(tool.version)),
        ]
        // Optional in SARIF: left out rather than invented.
        if let uri = tool.informationUri { driver.append(.init("informationUri", .string(uri))) }
        driver.append(.init("rules", .array(codes.codes.map(rule))))
        let run = JSONValue.object([
            .init("tool", .object([.init("driver", .object(driver))])),
            .init("columnKind", .string("unicodeCodePoints")),
            .init("results", .array(results)),
        ])
        return .object([
            .init("$schema", .string(schemaURI)),
            .init("version", .string("2.1.0")),
            .init("runs", .array([run])),
        ])
    }

    static func rule(_ code: DiagnosticCode) -> JSONValue {
        let explain = "Run 'formc explain \(code.id)' for what it means, a broken example and the fix."
        return .object([
            .init("id", .string(code.id)),
            .init("shortDescription", .object([.init("text", .string(code.summary))])),
            .init("fullDescription", .object([.init("text", .string("\(code.id): \(code.summary). \(explain)"))])),
            .init("help", .object([.init("text", .string(explain))])),
            .init("defaultConfiguration", .object([.init("level", .string(level(code.severity)))])),
        ])
    }

    /// A result; its `ruleIndex` is the code's place in `rules` (left out for a code not there).
    static func result(_ d: Diagnostic, rules: DiagnosticRegistry) -> JSONValue {
        var text = ReportText.clean(d.message)
        if let help = d.help { text += "\nhelp: " + ReportText.clean(help) }
        var members: [JSONValue.Member] = [.init("ruleId", .string(d.code.id))]
        if let index = rules.index(of: d.code) { members.append(.init("ruleIndex", .int(index))) }
        members += [
            .init("level", .string(level(d.severity))),
            .init("message", .object([.init("text", .string(text))])),
            .init("locations", .array(d.file.isEmpty ? [] : [location(file: d.file, range: d.range)])),
        ]
        if !d.notes.isEmpty {
            members.append(.init("relatedLocations", .array(d.notes.enumerated().map { index, note in
                relatedLocation(note, id: index, defaultFile: d.file)
            })))
        }
        var properties: [JSONValue.Member] = []
        if !d.pointer.isEmpty { properties.append(.init("pointer", .string(d.pointer))) }
        if let help = d.help { properties.append(.init("help", .string(ReportText.clean(help)))) }
        if !properties.isEmpty { members.append(.init("properties", .object(properties))) }
        return .object(members)
    }

    private static func relatedLocation(_ note: Diagnostic.Note, id: Int, defaultFile: String) -> JSONValue {
        var members: [JSONValue.Member] = [.init("id", .int(id))]
        let file = note.file ?? defaultFile
        if !file.isEmpty, let physical = location(file: file, range: note.range)["physicalLocation"] {
            members.append(.init("physicalLocation", physical))
        }
        members.append(.init("message", .object([.init("text", .string(ReportText.clean(note.message)))])))
        return .object(members)
    }

    private static func location(file: String, range: SourceRange?) -> JSONValue {
        var physical: [JSONValue.Member] = [
            .init("artifactLocation", .object([.init("uri", .string(uri(forPath: file)))])),
        ]
        if let position = ReportPosition(range) {
            physical.append(.init("region", .object([
                .init("startLine", .int(position.line)),
                .init("startColumn", .int(position.column)),
                .init("endLine", .int(position.endLine)),
                .init("endColumn", .int(position.endColumn)),
            ])))
        }
        return .object([.init("physicalLocation", .object(physical))])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference (RFC 3986): relative paths stay relative (code scanning resolves
    /// them against the checkout), without a leading `./`; absolute ones become `file://` URIs.
    /// Every byte outside the unreserved set and `/` is percent-encoded.
    public static func uri(forPath path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let absolute = trimmed.hasPrefix("/")
        var out = absolute ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hex(byte)
            }
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
