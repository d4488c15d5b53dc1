import FormcProject
import FormcCore
import FormcGenerate
import FormcGeometry
import FormcSpec

/// A code lens: a command shown above a range (the mockup of a screen, above its `screen:`).
public struct CodeLens: Hashable, Sendable {
    public var range: TextRange
    public var title: String
    public var command: String
    public var arguments: [String]
}

/// The answers of the language service beyond diagnostics.
extension LanguageService {
    /// The command that returns a screen's mockup; its arguments are the document's URI, then
    /// optionally the screen id, the detent and the device.
    public static let mockupCommand = "formc.mockup"

    public mutating func completion(_ uri: String, at position: Position) -> [CompletionItem] {
        guard let document = document(uri), openURIs.contains(uri) else { return [] }
        let offset = document.offset(of: position, encoding: encoding)
        let path = DocumentURI.path(of: uri)
        if DocumentAnalysis.isProjectConfig(path) {
            return ConfigCompletion(document: document, encoding: encoding).items(at: offset)
        }
        guard DocumentAnalysis.isSpec(path) else { return [] }
        let screens = screens(uri)
        let screen = screens.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset } ?? screens.first
        let yaml = analysis(uri)?.document(at: offset)?.root
        return Completion(document: document, screen: screen, yaml: yaml, encoding: encoding).items(at: offset)
    }

    /// Markdown about what is at `position`: the explanation of a diagnostic there, a key's
    /// documentation, a word's meaning, an option's title.
    public mutating func hover(_ uri: String, at position: Position) -> (markdown: String, range: TextRange?)? {
        let path = DocumentURI.path(of: uri)
        guard let document = document(uri), openURIs.contains(uri),
              DocumentAnalysis.isSpec(path) || DocumentAnalysis.isProjectConfig(path) else { return nil }
        let offset = document.offset(of: position, encoding: encoding)
        var parts: [String] = []
        var range: TextRange?
        for diagnostic in diagnostics(uri) where diagnostic.range.start <= position && position <= diagnostic.range.end {
            guard let code = DiagnosticRegistry.formc.code(named: diagnostic.code) else { continue }
            parts.append("**\(code.id)**: \(code.summary)\n\n```text\n\(code.page)```")
        }
        let context = CursorContext(document, offset: offset)
        let mapping = LanguagePath.spec(at: context.path).flatMap(LanguagePath.mappingName)
        if let key = context.lineKey, let mapping, let spec = SpecLanguage.mapping(mapping).key(key.name) {
            if case .key = context.slot, offset >= key.start, offset <= key.end {
                parts.insert(Hover.markdown(for: spec), at: 0)
                range = document.range(key.start, key.end, encoding: encoding)
            } else if case .value = context.slot {
                let word = Self.word(in: document.bytes, around: offset)
                if let meaning = spec.value.words.first(where: { $0.word == word.text }) {
                    parts.insert("**\(meaning.word)**: \(meaning.description)", at: 0)
                    range = document.range(word.start, word.end, encoding: encoding)
                }
            }
        }
        if let analysis = analysis(uri), case .option(let s, let f, let id)? = Navigation(analysis: analysis).symbol(at: offset),
           let option = analysis.screens[s].fields[f].options.first(where: { $0.id.value == id }) {
            let state = option.disabled.value ? " (disabled)" : ""
            parts.insert("option **\(SafeText.shown(option.id.value))** of field `\(analysis.screens[s].fields[f].id.value)`: \(SafeText.shown(option.title.value))\(state)", at: 0)
        }
        return parts.isEmpty ? nil : (parts.joined(separator: "\n\n---\n\n"), range)
    }

    /// What the name at `position` names: an option, detent or tab of the screen, an alias's
    /// anchor, or for a screen id the other screens with that id (E300).
    public mutating func definition(_ uri: String, at position: Position) -> [Location] {
        guard let document = document(uri), openURIs.contains(uri), let analysis = analysis(uri) else { return [] }
        let offset = document.offset(of: position, encoding: encoding)
        if let anchor = Navigation.anchor(ofAliasAt: offset, in: document.bytes) {
            return [Location(uri: uri, range: document.range(anchor.lowerBound, anchor.upperBound, encoding: encoding))]
        }
        let navigation = Navigation(analysis: analysis)
        guard let symbol = navigation.symbol(at: offset) else { return [] }
        if case .screen(let id) = symbol {
            let here = document.position(of: offset, encoding: encoding)
            return screenIDs(id).filter { !($0.uri == uri && $0.range.start <= here && here <= $0.range.end) }
        }
        return navigation.declarations(of: symbol).map { location(uri, document, $0) }
    }

    /// Every use of the name at `position` (and its declarations, when asked).
    public mutating func references(_ uri: String, at position: Position, includeDeclaration: Bool) -> [Location] {
        guard let document = document(uri), openURIs.contains(uri), let analysis = analysis(uri) else { return [] }
        let offset = document.offset(of: position, encoding: encoding)
        let navigation = Navigation(analysis: analysis)
        guard let symbol = navigation.symbol(at: offset) else { return [] }
        if case .screen(let id) = symbol { return includeDeclaration ? screenIDs(id) : [] }
        let declarations = includeDeclaration ? navigation.declarations(of: symbol) : []
        return (declarations + navigation.uses(of: symbol)).sorted { $0.start < $1.start }.map { location(uri, document, $0) }
    }

    /// The fixes of the diagnostics that touch `range`, each with its diagnostic.
    public mutating func codeActions(_ uri: String, in range: TextRange) -> [(fix: Fix, diagnostic: LanguageDiagnostic)] {
        diagnostics(uri).filter { $0.range.start <= range.end && range.start <= $0.range.end }.flatMap { diagnostic in
            diagnostic.fixes.map { ($0, diagnostic) }
        }
    }

    /// "Show mockup" above each screen's id.
    public mutating func codeLenses(_ uri: String) -> [CodeLens] {
        guard let document = document(uri), openURIs.contains(uri), let analysis = analysis(uri) else { return [] }
        return analysis.screens.filter(\.id.isExplicit).map { screen in
            CodeLens(range: document.range(screen.id.range.start.offset, screen.id.range.end.offset, encoding: encoding),
                     title: "Show mockup", command: Self.mockupCommand, arguments: [uri, screen.id.value])
        }
    }

    /// The ASCII mockup of a screen of an open document (the first when `screen` is nil), as
    /// `formc render` draws it; a message instead when the spec has errors or a name is unknown.
    public mutating func mockup(_ uri: String, screen id: String?, detent: String?, device name: String?) -> Result<String, MockupRefusal> {
        guard let analysis = analysis(uri) else { return .failure(MockupRefusal("\(uri) is not open")) }
        guard analysis.diagnostics.errorCount == 0 else {
            return .failure(MockupRefusal("the spec has \(analysis.diagnostics.errorCount) error(s): fix them to draw its mockup"))
        }
        guard let screen = id.map({ id in analysis.screens.first { $0.id.value == id } }) ?? analysis.screens.first else {
            return .failure(MockupRefusal("no screen '\(SafeText.shown(id ?? ""))' in \(uri)"))
        }
        guard let device = name.map(Device.named) ?? Device.default else {
            return .failure(MockupRefusal("unknown device '\(SafeText.shown(name ?? ""))'; devices: \(Device.all.map(\.name).joined(separator: ", "))"))
        }
        if let detent, detent != "all", screen.sheet.detent(id: detent) == nil {
            return .failure(MockupRefusal("no detent '\(SafeText.shown(detent))' in screen '\(screen.id.value)'"))
        }
        return .success(MockupRenderer.render(screen, detent: detent, device: device, charset: .unicode))
    }

    private func location(_ uri: String, _ document: TextDocument, _ range: SourceRange) -> Location {
        Location(uri: uri, range: document.range(range.start.offset, range.end.offset, encoding: encoding))
    }

    /// The plain word around `offset` (up to spaces, commas, brackets and line ends).
    static func word(in bytes: [UInt8], around offset: Int) -> (text: String, start: Int, end: Int) {
        func isWord(_ b: UInt8) -> Bool { !" ,[]{}\r\n\t:\"'".utf8.contains(b) }
        var start = min(offset, bytes.count), end = start
        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start, end)
    }
}

/// Why no mockup could be drawn.
public struct MockupRefusal: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
