import FormcCore
import FormcLanguage

/// Between the protocol's JSON and the language service's values.
enum LSP {
    static func position(_ json: JSONValue?) -> Position? {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        return Position(line: line, character: character)
    }

    static func range(_ json: JSONValue?) -> TextRange? {
        guard let start = position(json?["start"]), let end = position(json?["end"]) else { return nil }
        return TextRange(start: start, end: end)
    }

    static func json(_ position: Position) -> JSONValue {
        .object(["line": .int(position.line), "character": .int(position.character)])
    }

    static func json(_ range: TextRange) -> JSONValue {
        .object(["start": json(range.start), "end": json(range.end)])
    }

    static func json(_ location: Location) -> JSONValue {
        .object(["uri": .string(location.uri), "range": json(location.range)])
    }

    static func json(_ edit: TextEdit) -> JSONValue {
        .object(["range": json(edit.range), "newText": .string(edit.newText)])
    }

    /// A `Diagnostic`: code and a link to its explanation, notes as related information, and
    /// the fixes in `data` — each part only for a client that declared it takes it.
    static func json(_ diagnostic: LanguageDiagnostic, for client: ClientFeatures) -> JSONValue {
        let severity: Int = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        let related: JSONValue? = diagnostic.related.isEmpty || !client.relatedInformation ? nil : .array(diagnostic.related.map {
            .object(["location": json($0.location), "message": .string($0.message)])
        })
        let fixes: JSONValue? = diagnostic.fixes.isEmpty || !client.diagnosticData ? nil : .object(["fixes": .array(diagnostic.fixes.map(json))])
        // Left out while the reference is not published at an address.
        let description: JSONValue? = client.codeDescription
            ? LanguageDiagnostic.explanationURL(diagnostic.code).map { .object(["href": .string($0)]) } : nil
        return .object([
            "range": json(diagnostic.range),
            "severity": .int(severity),
            "code": .string(diagnostic.code),
            "codeDescription": description,
            "source": .string("formc"),
            "message": .string(diagnostic.fullMessage),
            "relatedInformation": related,
            "data": fixes,
        ])
    }

    static func json(_ fix: Fix) -> JSONValue {
        .object(["title": .string(fix.title), "isPreferred": .bool(fix.isPreferred), "edits": .array(fix.edits.map(json))])
    }

    static func fix(_ json: JSONValue) -> Fix? {
        guard let title = json["title"]?.stringValue, let edits = json["edits"]?.arrayValue else { return nil }
        let parsed = edits.compactMap { edit -> TextEdit? in
            guard let range = range(edit["range"]), let text = edit["newText"]?.stringValue else { return nil }
            return TextEdit(range: range, newText: text)
        }
        guard parsed.count == edits.count else { return nil }
        return Fix(title: title, edits: parsed, isPreferred: json["isPreferred"]?.boolValue ?? false)
    }

    static func changes(_ json: JSONValue?) -> [TextChange]? {
        guard let items = json?.arrayValue else { return nil }
        var changes: [TextChange] = []
        for item in items {
            guard let text = item["text"]?.stringValue else { return nil }
            if item["range"] != nil {
                guard let range = range(item["range"]) else { return nil }
                changes.append(TextChange(range: range, text: text))
            } else {
                changes.append(TextChange(range: nil, text: text))
            }
        }
        return changes
    }
}
