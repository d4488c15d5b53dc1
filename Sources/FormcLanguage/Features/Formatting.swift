import FormcCore
import FormcFormat

/// `textDocument/formatting` and `textDocument/rangeFormatting`: the document as `formc fmt`
/// writes it, as one edit of the whole text (none when it is formatted already, or when it does
/// not load or uses YAML `fmt` leaves as written). A range asks for the same edit: the layout of
/// a node depends on its siblings' order and its parents' style, so the whole document is
/// formatted, as `formc fmt` would, whatever the range.
extension LanguageService {
    public func formatting(_ uri: String) -> [TextEdit] {
        guard let document = document(uri), DocumentAnalysis.isSpec(DocumentURI.path(of: uri)) else { return [] }
        guard case .formatted(let bytes) = SpecFormatter.format(SourceFile(path: DocumentURI.path(of: uri), bytes: document.bytes)),
              bytes != document.bytes else { return [] }
        return [TextEdit(range: document.range(0, document.bytes.count, encoding: encoding), newText: String(decoding: bytes, as: UTF8.self))]
    }
}
