import FormcCore

/// How the build cache keeps a diagnostic, so that a spec with warnings whose inputs did not
/// change is reported without being checked again, exactly as the check reported it: its
/// code, severity, place, pointer, message, help and notes, every one of them.
///
///     diag W506 warning 7:14:120-7:21:127 =/fields/0/options =a%20choice%20of%20one%20option - =specs/travel.yaml
///     note =the%20option%20is%20here =specs/travel.yaml 7:15:121-7:20:126
///
/// A `diag` line is `diag <code> <severity> <range> <pointer> <message> <help> <file>`; each of
/// its notes follows it as `note <message> <file> <range>`; `-` stands for a range, help or
/// note file that is absent. A code formc does not know makes the line malformed (and the
/// cache untrusted): only files whose codes are all registered are cached (`isCacheable`).
enum CachedDiagnostics {
    /// Whether every diagnostic's code is one the cache can read back.
    static func isCacheable(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.allSatisfy { DiagnosticRegistry.formc.index(of: $0.code) != nil }
    }

    /// Appends the `diag` and `note` lines of `diagnostics`.
    static func write(_ diagnostics: [Diagnostic], into line: inout CacheLine) {
        for diagnostic in diagnostics {
            line.begin("diag")
            line.plain(diagnostic.code.id)
            line.plain(diagnostic.severity.rawValue)
            line.range(diagnostic.range)
            line.field(diagnostic.pointer)
            line.field(diagnostic.message)
            line.field(diagnostic.help)
            line.field(diagnostic.file)
            line.end()
            for note in diagnostic.notes {
                line.begin("note")
                line.field(note.message)
                line.field(note.file)
                line.range(note.range)
                line.end()
            }
        }
    }

    /// The diagnostic of the `diag` line `reader` holds, without notes; nil when malformed.
    static func diagnostic(_ reader: inout CacheReader) -> Diagnostic? {
        guard reader.fields.count == 8, reader.field(0, is: "diag"),
              let id = String(validating: reader.bytes[reader.fields[1]], as: UTF8.self),
              let code = DiagnosticRegistry.formc.code(named: id), code.id == id,
              let severity = String(validating: reader.bytes[reader.fields[2]], as: UTF8.self).flatMap(Severity.init(rawValue:)),
              case .some(let range) = optionalRange(reader, 3), let pointer = reader.text(4), let message = reader.text(5),
              case .some(let help) = optionalText(reader, 6), let file = reader.text(7)
        else { return nil }
        return Diagnostic(code, message, file: file, range: range, pointer: pointer, help: help, severity: severity)
    }

    /// The note of the `note` line `reader` holds; nil when malformed.
    static func note(_ reader: CacheReader) -> Diagnostic.Note? {
        guard reader.fields.count == 4, reader.field(0, is: "note"), let message = reader.text(1),
              case .some(let file) = optionalText(reader, 2), case .some(let range) = optionalRange(reader, 3)
        else { return nil }
        return Diagnostic.Note(message, file: file, range: range)
    }

    /// `-` for none; `.none` when malformed.
    private static func optionalRange(_ reader: CacheReader, _ index: Int) -> SourceRange?? {
        if reader.field(index, is: "-") { return .some(nil) }
        return reader.range(index).map { .some($0) } ?? .none
    }

    /// `-` for none; `.none` when malformed.
    private static func optionalText(_ reader: CacheReader, _ index: Int) -> String?? {
        if reader.field(index, is: "-") { return .some(nil) }
        return reader.text(index).map { .some($0) } ?? .none
    }
}
