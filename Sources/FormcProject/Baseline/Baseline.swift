import FormcCore
import FormcLoad

/// The findings a project has accepted for now (`formc lint --write-baseline FILE`), so that
/// `--baseline FILE` (or `baseline:` in `.formc.yaml`) reports only new ones, as SwiftLint's
/// baseline does. A finding is known by its file, its screen, its code and its key path in the
/// spec (`BaselineKey`), never by its line: lines added above it, keys moved, a file
/// reformatted leave it matching. Each key has a count, so a file with two findings of one key
/// that gets a third reports the third.
///
/// The file is JSON, one finding per line, sorted, so its diffs read well in review:
///
///     {
///       "formc-baseline": 1,
///       "findings": [
///         {"file": "specs/a.yaml", "screen": "travel", "code": "W507", "path": "/fields/id:answer/options", "count": 1}
///       ]
///     }
///
/// File paths are relative to the baseline's folder, so the baseline does not depend on where
/// lint runs from. `formc schema --baseline` prints its JSON Schema.
public struct Baseline: Sendable, Equatable {
    /// The format's version, the value of `formc-baseline`.
    public static let version = 1

    public var counts: [BaselineKey: Int]

    public init(counts: [BaselineKey: Int] = [:]) {
        self.counts = counts
    }

    /// The findings of a run, each keyed (`keys` gives each diagnostic's key, nil for none).
    public init(keys: [BaselineKey]) {
        var counts: [BaselineKey: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        self.counts = counts
    }

    public var total: Int { counts.values.reduce(0, +) }

    /// The file's text: sorted, one finding per line, a newline at the end.
    public func text() -> String {
        let lines = counts.keys.sorted().map { key -> String in
            let fields = [("file", key.file), ("screen", key.screen), ("code", key.code), ("path", key.path)]
            return "    {" + fields.map { "\"\($0.0)\": " + JSONWriter.compact(.string($0.1)) }.joined(separator: ", ")
                + ", \"count\": \(counts[key] ?? 0)}"
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"formc-baseline\": \(Self.version),\n  \"findings\": \(list)\n}\n"
    }

    /// A problem with a baseline file: what to say on stderr.
    public struct ReadError: Error, Sendable {
        public var message: String
    }

    /// The baseline in `bytes` (JSON, or YAML of the same shape), read from `path`.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<Baseline, ReadError> {
        let loaded = Loader.load(SourceFile(path: path, bytes: bytes))
        if let problem = loaded.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(ReadError(message: "\(path) is not valid JSON or YAML: \(problem.message)"))
        }
        guard loaded.documents.count == 1, let root = loaded.documents.first?.root.mapping else {
            return .failure(ReadError(message: "\(path) is not a baseline: expected one object with 'formc-baseline' and 'findings'"))
        }
        let version = root.first { $0.key.scalar?.value == "formc-baseline" }?.value.scalar?.value
        guard version == String(Self.version) else {
            return .failure(ReadError(message: "\(path) is not a baseline of version \(Self.version) ('formc-baseline: \(Self.version)')"))
        }
        guard let findings = root.first(where: { $0.key.scalar?.value == "findings" })?.value.sequence else {
            return .failure(ReadError(message: "\(path) has no 'findings' list"))
        }
        var counts: [BaselineKey: Int] = [:]
        for (index, item) in findings.enumerated() {
            let fields = Dictionary((item.mapping ?? []).compactMap { entry in
                entry.key.scalar.flatMap { key in entry.value.scalar.map { (key.value, $0.value) } }
            }, uniquingKeysWith: { first, _ in first })
            guard let file = fields["file"], let screen = fields["screen"], let code = fields["code"], let path = fields["path"],
                  let count = Int(fields["count"] ?? "1"), count > 0 else {
                return .failure(ReadError(message: "finding \(index + 1) of the baseline needs file, screen, code, path and a count of 1 or more"))
            }
            counts[BaselineKey(file: file, screen: screen, code: code, path: path), default: 0] += count
        }
        return .success(Baseline(counts: counts))
    }
}

/// What makes two findings one for a baseline: the file (relative to the baseline's folder),
/// the screen's id in it, the code, and the JSON Pointer of the node in the screen's document.
public struct BaselineKey: Hashable, Sendable, Comparable {
    public var file: String
    public var screen: String
    public var code: String
    public var path: String

    public init(file: String, screen: String, code: String, path: String) {
        self.file = file
        self.screen = screen
        self.code = code
        self.path = path
    }

    public static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.file, a.screen, a.code, a.path) < (b.file, b.screen, b.code, b.path)
    }
}
