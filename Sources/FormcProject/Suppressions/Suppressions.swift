import FormcCore

/// The ignore comments of one file applied to its findings, in one place after every stage:
/// a warning on a line an ignore targets, whose code the ignore names, is dropped. What an
/// ignore got wrong is then reported: an error code named, or a warning the project config
/// raised to an error (W508), or nothing silenced (W509).
public struct Suppressions: Sendable {
    private let source: SourceFile
    private let ignores: [IgnoreComment]
    /// The ignores targeting each 0-based line.
    private let byLine: [Int: [Int]]
    /// For each ignore, which of its codes silenced something.
    private var used: [[Bool]]
    /// For each ignore, which of its codes met a warning the project config raised to an error,
    /// which no comment silences.
    private var raised: [[Bool]]

    public init(source: SourceFile) {
        self.source = source
        ignores = IgnoreComment.all(in: source)
        var byLine: [Int: [Int]] = [:]
        for (index, ignore) in ignores.enumerated() { byLine[ignore.targetLine, default: []].append(index) }
        self.byLine = byLine
        used = ignores.map { Array(repeating: false, count: $0.codes.count) }
        raised = used
    }

    /// `diagnostics` without the warnings an ignore silences.
    public mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !ignores.isEmpty else { return diagnostics }
        return diagnostics.filter { !silences($0) }
    }

    /// Whether an ignore silences `diagnostic`: a warning as reported — one that `rules` raised
    /// to an error is an error, and is only noted for the ignore's own finding (W508).
    private mutating func silences(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.code.severity == .warning, let range = diagnostic.range,
              let candidates = byLine[range.start.line - 1] else { return false }
        let isWarning = diagnostic.severity == .warning
        var silenced = false
        for index in candidates where ignores[index].wellFormed {
            for (codeIndex, code) in ignores[index].codes.enumerated() where code.id == diagnostic.code.id {
                if isWarning {
                    used[index][codeIndex] = true
                    silenced = true
                } else {
                    raised[index][codeIndex] = true
                }
            }
        }
        return silenced
    }

    /// What the ignores themselves got wrong, once every finding of the file went through
    /// `filter`. An ignore naming one of the `unchecked` codes (which this run never reports)
    /// is not stale for silencing nothing.
    public func findings(unchecked: Set<String> = []) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, ignore) in ignores.enumerated() {
            guard ignore.wellFormed else {
                found.append(diagnostic(.malformedIgnore, from: ignore.start, to: ignore.end))
                continue
            }
            for (codeIndex, code) in ignore.codes.enumerated() {
                let isCode = code.id.count == 4 && code.id.dropFirst().allSatisfy(\.isASCII) && code.id.dropFirst().allSatisfy(\.isNumber)
                if isCode, code.id.hasPrefix("E") {
                    found.append(diagnostic(.ignoresError(code.id), from: code.start, to: code.end))
                } else if raised[index][codeIndex], !used[index][codeIndex] {
                    found.append(diagnostic(.ignoresRaisedWarning(code.id), from: code.start, to: code.end))
                } else if !used[index][codeIndex], !unchecked.contains(code.id) {
                    let message: DiagnosticMessage = isCode && code.id.hasPrefix("W") ? .ignoreSilencesNothing(code.id) : .ignoreNamesNoCode(code.id)
                    found.append(diagnostic(message, from: code.start, to: code.end))
                }
            }
        }
        return found
    }

    private func diagnostic(_ message: DiagnosticMessage, from start: Int, to end: Int) -> Diagnostic {
        let range = SourceRange(start: source.location(ofByteOffset: start), end: source.location(ofByteOffset: end))
        return Diagnostic(message.code, message.text, file: source.path, range: range, help: message.help)
    }
}
