import FormcCore

/// A file as the loader saw it: its documents (those without a load error; none from a load
/// that handed each on as it ended, `load(_:each:)`) and the problems.
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

/// libyaml events → located nodes (spec-language.md §1).
public enum Loader {
    /// Reads and loads a file; an unreadable file is an E100.
    public static func load(path: String, limits: LoadLimits = .standard) -> LoadedFile {
        collecting { each in load(path: path, limits: limits) { _, document in each(document) } }
    }

    /// Loads text already in memory.
    public static func load(_ source: SourceFile, limits: LoadLimits = .standard) -> LoadedFile {
        collecting { each in load(source, limits: limits, each: each) }
    }

    /// `load(path:limits:)`, handing each document to `each`, with the file's text, as soon as
    /// it ends: the file comes back without documents, so a file of thousands of documents is
    /// never held whole as nodes.
    public static func load(path: String, limits: LoadLimits = .standard, each: (SourceFile, Document) -> Void) -> LoadedFile {
        switch FileReader.read(path: path, maxBytes: limits.maxFileBytes) {
        case .success(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            return load(source, limits: limits) { each(source, $0) }
        case .failure(.tooLarge(let size)):
            return LoadedFile(source: SourceFile(path: path, bytes: []), documents: [], diagnostics: [tooLarge(size, path: path, limits: limits)])
        case .failure(let error):
            // A file with no text still gets a place (1:1), so every consumer can attach it.
            let diagnostic = Diagnostic(.E100, "cannot read '\(SafeText.escaped(path))': \(error.reason)", file: path,
                                        range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)), help: error.help)
            return LoadedFile(source: SourceFile(path: path, bytes: []), documents: [], diagnostics: [diagnostic])
        }
    }

    /// Loads what `read` hands over when asked for at most one byte more than the size limit: a
    /// stream whose size is not known before it is read (standard input, a pipe) is never read
    /// further than that, so an endless one is E104 at once (§1), without its size.
    public static func load(reading read: (_ maxBytes: Int) -> [UInt8], path: String, limits: LoadLimits = .standard) -> LoadedFile {
        let bytes = read(limits.maxFileBytes + 1)
        guard bytes.count <= limits.maxFileBytes else {
            return LoadedFile(source: SourceFile(path: path, bytes: []), documents: [], diagnostics: [tooLarge(nil, path: path, limits: limits)])
        }
        return load(SourceFile(path: path, bytes: bytes), limits: limits)
    }

    /// `load(_:limits:)`, handing each document to `each` as soon as it ends; the file comes
    /// back without documents.
    public static func load(_ source: SourceFile, limits: LoadLimits = .standard, each: (Document) -> Void) -> LoadedFile {
        if source.bytes.count > limits.maxFileBytes {
            return LoadedFile(source: source, documents: [], diagnostics: [tooLarge(source.bytes.count, path: source.path, limits: limits)])
        }
        var builder = TreeBuilder(source: source, limits: limits)
        source.bytes.withUnsafeBufferPointer { all in
            if let bad = UTF8Check.firstInvalidOffset(all) {
                let at = source.location(ofByteOffset: bad)
                builder.report(.E102, "input is not UTF-8: \(UTF8Check.describeByte(source.bytes, at: bad)) at line \(at.line), column \(at.column)",
                               SourceRange(start: at, end: SourceLocation(line: at.line, column: at.column + 1, offset: bad + 1)),
                               help: "save the file as UTF-8 (a BOM is accepted); formc reads no other encoding")
                return
            }
            let text = UnsafeBufferPointer(rebasing: all[source.textStart...])
            var reader = EventReader(source: source, text: text)
            do {
                while true {
                    switch reader.next() {
                    case .success(let (event, range)):
                        var isEnd = false
                        if case .streamEnd = event { isEnd = true }
                        try builder.handle(event, range)
                        if let document = builder.takeEnded() { each(document) }
                        if isEnd { return }
                    case .failure(let error):
                        builder.reportSyntaxError(error, source: source)
                        return
                    }
                }
            } catch {
                return
            }
        }
        return LoadedFile(source: source, documents: [], diagnostics: builder.diagnostics)
    }

    /// A streaming load's documents collected into its file.
    private static func collecting(_ load: ((Document) -> Void) -> LoadedFile) -> LoadedFile {
        var documents: [Document] = []
        var file = load { documents.append($0) }
        file.documents = documents
        return file
    }

    /// E104 for a file over the size limit, at 1:1: with its size when it is known, else (a
    /// stream, or a file that grew while it was read, whose reading stopped past the limit)
    /// only that it is larger.
    private static func tooLarge(_ size: Int?, path: String, limits: LoadLimits) -> Diagnostic {
        let limit = limits.maxFileBytes % (1024 * 1024) == 0 ? "\(limits.maxFileBytes / (1024 * 1024)) MiB" : "\(limits.maxFileBytes) bytes"
        let measure = size.map { "\($0) bytes" } ?? "more than \(limits.maxFileBytes) bytes (reading stopped there)"
        return Diagnostic(.E104, "file is \(measure), over the limit of \(limit)", file: path,
                          range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)), help: "split the screens over several files")
    }
}
