import FormcCore

extension TreeBuilder {
    /// Turns libyaml's error into an E101 with its problem, its context as a note, and a hint
    /// for the mistakes people make most.
    mutating func reportSyntaxError(_ error: YAMLSyntaxError, source: SourceFile) {
        var message = error.problem
        if let context = error.context { message = "\(message) \(context)" }
        var notes: [Diagnostic.Note] = []
        if let context = error.context, let mark = error.contextMark {
            notes.append(Diagnostic.Note("\(context) that started here", file: source.path, range: SourceRange(at: Self.withinText(mark, source))))
        }
        let at = Self.withinText(error.problemMark, source)
        let range = SourceRange(start: at, end: SourceLocation(line: at.line, column: at.column + 1, offset: at.offset + 1))
        report(.E101, "YAML syntax error: \(message)", range, help: Self.hint(for: error, source: source), notes: notes)
    }

    /// `mark`, or, when libyaml placed it at the end of the input past the last character that
    /// is not a space or a line break (a line past the end of a file without a final newline,
    /// the empty line after a final one), the place just after that character: where the text
    /// stopped, on a line the file has.
    static func withinText(_ mark: SourceLocation, _ source: SourceFile) -> SourceLocation {
        var end = source.bytes.count
        while end > source.textStart, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[end - 1]) { end -= 1 }
        guard mark.offset >= end, end > source.textStart else { return mark }
        let moved = source.location(ofByteOffset: end)
        return moved == mark ? mark : moved
    }

    static func hint(for error: YAMLSyntaxError, source: SourceFile) -> String {
        let p = error.problem
        let offset = error.problemMark.offset
        let char: UInt8? = offset < source.bytes.count ? source.bytes[offset] : nil
        if p.contains("cannot start any token"), char == 0x09 {
            return "YAML does not allow tabs for indentation; indent with spaces"
        }
        if p.contains("cannot start any token"), char == 0x40 || char == 0x60 {
            return "'@' and '`' are reserved in YAML; quote the value"
        }
        if p.contains("control characters are not allowed") {
            return "remove the control character (a NUL byte or similar) or write it escaped in a double-quoted string"
        }
        if p.contains("mapping values are not allowed") {
            return "a plain value cannot contain ': '; quote the value, or check the indentation of this line"
        }
        if p.contains("did not find expected key") || p.contains("did not find expected '-' indicator") {
            return "check the indentation: items of one mapping or list must start in the same column"
        }
        if p.contains("found undefined tag handle") { return "declare the tag handle with %TAG, or remove the tag" }
        if p.contains("found unexpected end of stream") { return "close the quote or bracket that is still open" }
        if p.contains("did not find expected ',' or ']'") || p.contains("did not find expected ',' or '}'") {
            return "a flow collection needs ',' between items and its closing bracket"
        }
        if p.contains("found incompatible YAML document") { return "formc reads YAML 1.2: write '%YAML 1.2', or remove the %YAML line" }
        if p.contains("found unknown escape character") {
            return "write a backslash in a double-quoted string as '\\\\', or use single quotes, in which '\\' is an ordinary character"
        }
        if p.contains("did not find expected node content") {
            return "a value is missing here: write it, or close the bracket that is still open"
        }
        return "the mistake is often just before this point: an unclosed quote or bracket, or a line indented unlike its neighbours"
    }
}
