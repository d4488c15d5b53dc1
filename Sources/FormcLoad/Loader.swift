import FormcCore

/// A file as the loader saw it: its documents (those without a load error) and the problems.
public struct LoadedFile: Sendable {
    public var source: SourceFile
    public var documents: [Document]
    public var diagnostics: [Diagnostic]

    public init(source: SourceFile, documents: [Document], diagnostics: [Diagnostic]) {
        self.source = source
        self.documents = documents
        self.diagnostics = diagnostics
    }
}

/// libyaml events → located nodes (contract §1).
public enum Loader {
    /// Reads and loads a file; an unreadable file is an E100.
    public static func load(path: String, limits: LoadLimits = .standard) -> LoadedFile {
        switch FileReader.read(path: path, maxBytes: limits.maxFileBytes) {
        case .success(let bytes):
            return load(SourceFile(path: path, bytes: bytes), limits: limits)
        case .failure(.tooLarge(let size)):
            let source = SourceFile(path: path, bytes: [])
            let diagnostic = Diagnostic(
                .E104, "file is \(size) bytes, over the limit of \(limits.maxFileBytes) bytes (4 MiB)", file: path,
                range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)),
                help: "split the screens over several files")
            return LoadedFile(source: source, documents: [], diagnostics: [diagnostic])
        case .failure(let error):
            // A file with no text still gets a place (1:1), so every consumer can attach it.
            let diagnostic = Diagnostic(.E100, "cannot read '\(SafeText.escaped(path))': \(error.reason)", file: path,
                                        range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)), help: error.help)
            return LoadedFile(source: SourceFile(path: path, bytes: []), documents: [], diagnostics: [diagnostic])
        }
    }

    /// Loads text already in memory.
    public static func load(_ source: SourceFile, limits: LoadLimits = .standard) -> LoadedFile {
        var builder = TreeBuilder(source: source, limits: limits)
        if source.bytes.count > limits.maxFileBytes {
            builder.report(.E104, "file is \(source.bytes.count) bytes, over the limit of \(limits.maxFileBytes) bytes",
                           SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)), help: "split the screens over several files")
            return LoadedFile(source: source, documents: [], diagnostics: builder.diagnostics)
        }
        source.bytes.withUnsafeBufferPointer { all in
            if let bad = UTF8Check.firstInvalidOffset(all) {
                let at = source.location(ofByteOffset: bad)
                builder.report(.E102, "input is not UTF-8: \(UTF8Check.describeByte(source.bytes, at: bad)) at line \(at.line), column \(at.column)",
                               SourceRange(start: at, end: SourceLocation(line: at.line, column: at.column + 1, offset: bad + 1)),
                               help: "save the file as UTF-8 (a BOM is accepted); formc reads no other encoding")
                return
            }
            let text = UnsafeBufferPointer(rebasing: all[source.textStart...])
            let reader = EventReader(source: source, text: text)
            defer { reader.close() }
            do {
                while true {
                    switch reader.next() {
                    case .success(let (event, range)):
                        try builder.handle(event, range)
                        if case .streamEnd = event { return }
                    case .failure(let error):
                        builder.reportSyntaxError(error, source: source)
                        return
                    }
                }
            } catch {
                return
            }
        }
        return LoadedFile(source: source, documents: builder.documents, diagnostics: builder.diagnostics)
    }
}
