import FormcCore
import FormcLanguage

/// The requests that ask the language service something: each reads its params, asks, and
/// writes the answer as the protocol's JSON.
enum FeatureRequests {
    static func answer(_ method: String, _ params: JSONValue, service: inout LanguageService,
                       client: ClientFeatures) -> Result<JSONValue, ResponseError> {
        let uri = params.at("textDocument", "uri")?.stringValue
        let position = LSP.position(params["position"])
        switch method {
        case "textDocument/completion":
            guard let uri, let position else { return invalid(method) }
            let items = service.completion(uri, at: position).map { completionItem($0, markdown: client.completionMarkdown) }
            return .success(.object(["isIncomplete": .bool(false), "items": .array(items)]))
        case "textDocument/hover":
            guard let uri, let position else { return invalid(method) }
            guard let hover = service.hover(uri, at: position) else { return .success(.null) }
            return .success(.object([
                "contents": .object(["kind": .string("markdown"), "value": .string(hover.markdown)]),
                "range": hover.range.map(LSP.json),
            ]))
        case "textDocument/definition":
            guard let uri, let position else { return invalid(method) }
            return .success(.array(service.definition(uri, at: position).map(LSP.json)))
        case "textDocument/references":
            guard let uri, let position else { return invalid(method) }
            let include = params.at("context", "includeDeclaration")?.boolValue ?? false
            return .success(.array(service.references(uri, at: position, includeDeclaration: include).map(LSP.json)))
        case "textDocument/codeAction":
            guard let uri, let range = LSP.range(params["range"]) else { return invalid(method) }
            return .success(.array(service.codeActions(uri, in: range).map { codeAction($0.fix, $0.diagnostic, uri: uri, client: client) }))
        case "textDocument/codeLens":
            guard let uri else { return invalid(method) }
            return .success(.array(service.codeLenses(uri).map(codeLens)))
        case "textDocument/formatting", "textDocument/rangeFormatting":
            guard let uri else { return invalid(method) }
            return .success(.array(service.formatting(uri).map(LSP.json)))
        case "workspace/executeCommand":
            return executeCommand(params, service: &service)
        default:
            return .failure(ResponseError(.methodNotFound, "formc lsp does not handle \(method)"))
        }
    }

    private static func invalid(_ method: String) -> Result<JSONValue, ResponseError> {
        .failure(ResponseError(.invalidParams, "\(method) needs a textDocument and a position or range"))
    }

    static func completionItem(_ item: CompletionItem, markdown: Bool) -> JSONValue {
        let documentation: JSONValue? = item.documentation.map {
            markdown ? .object(["kind": .string("markdown"), "value": .string($0)]) : .string($0)
        }
        return .object([
            "label": .string(item.label),
            "kind": .int(item.kind.rawValue),
            "detail": item.detail.map(JSONValue.string),
            "documentation": documentation,
            "sortText": .string(item.sortText),
            "filterText": .string(item.label),
            "textEdit": LSP.json(item.edit),
        ])
    }

    static func codeAction(_ fix: Fix, _ diagnostic: LanguageDiagnostic, uri: String, client: ClientFeatures) -> JSONValue {
        .object([
            "title": .string(fix.title),
            "kind": .string("quickfix"),
            "diagnostics": .array([LSP.json(diagnostic, for: client)]),
            "isPreferred": .bool(fix.isPreferred),
            "edit": .object(["changes": .object([JSONValue.Member(uri, .array(fix.edits.map(LSP.json)))])]),
        ])
    }

    static func codeLens(_ lens: CodeLens) -> JSONValue {
        .object([
            "range": LSP.json(lens.range),
            "command": .object([
                "title": .string(lens.title), "command": .string(lens.command),
                "arguments": .array(lens.arguments.map(JSONValue.string)),
            ]),
        ])
    }

    /// `formc.mockup`: arguments `[uri, screen?, detent?, device?]`; the answer is the drawing.
    private static func executeCommand(_ params: JSONValue, service: inout LanguageService) -> Result<JSONValue, ResponseError> {
        guard params["command"]?.stringValue == LanguageService.mockupCommand else {
            return .failure(ResponseError(.invalidParams, "unknown command; formc lsp runs \(LanguageService.mockupCommand)"))
        }
        let arguments = params["arguments"]?.arrayValue ?? []
        guard let uri = arguments.first?.stringValue else {
            return .failure(ResponseError(.invalidParams, "\(LanguageService.mockupCommand) needs the document's URI first"))
        }
        func argument(_ index: Int) -> String? { arguments.indices.contains(index) ? arguments[index].stringValue : nil }
        switch service.mockup(uri, screen: argument(1), detent: argument(2), device: argument(3)) {
        case .success(let text): return .success(.string(text))
        case .failure(let refusal): return .failure(ResponseError(.invalidParams, refusal.message))
        }
    }
}
