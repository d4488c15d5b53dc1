/// A message as a rule, the decoder or the loader declares it: code, text and help, next to
/// the code that reports it (swift-format's `Finding.Message` style). Placing it makes a
/// `Diagnostic`.
public struct DiagnosticMessage: Hashable, Sendable {
    public var code: DiagnosticCode
    public var text: String
    public var help: String?

    public init(_ code: DiagnosticCode, _ text: String, help: String? = nil) {
        self.code = code
        self.text = text
        self.help = help
    }

    /// The diagnostic at `range` of `file`, pointing at `pointer`.
    public func diagnostic(file: String, range: SourceRange, pointer: JSONPointer, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(code, text, file: file, range: range, pointer: pointer.description, help: help, notes: notes)
    }
}
