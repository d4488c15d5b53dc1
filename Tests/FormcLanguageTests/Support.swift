import FormcCore
import FormcLanguage
import FormcTestSupport

/// A service with one open document written with markers: `1️⃣`… mark the places a test
/// asks about or expects an answer at.
struct MarkedWorkspace {
    var service: LanguageService
    let marked: MarkedText
    let uri: String

    init(_ text: String, uri: String = "file:///work/specs/test.yaml", encoding: PositionEncoding = .utf16) {
        marked = MarkedText(text)
        self.uri = uri
        service = LanguageService(encoding: encoding)
        service.open(uri: uri, version: 1, text: marked.text)
    }

    /// The position of a marker in the session's encoding.
    func position(_ marker: String) -> Position {
        let document = service.document(uri)
        let offset = marked[marker]?.offset ?? -1
        return document?.position(of: offset, encoding: service.encoding) ?? Position(line: -1, character: -1)
    }

    /// The range between two markers.
    func range(_ start: String, _ end: String) -> TextRange { TextRange(start: position(start), end: position(end)) }
}
