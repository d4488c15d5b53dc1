import Foundation
import FormcBuild
import FormcCore
import FormcTestSupport
import Testing

/// Golden-file check with the failure message in the test's output.
func expectSnapshot(_ actual: String, named name: String, suite: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let outcome = Snapshot.check(actual, named: name, in: TestPaths.snapshots(suite))
    #expect(outcome.failure == nil, Comment(rawValue: outcome.failure ?? ""), sourceLocation: sourceLocation)
}

/// `text` with every occurrence of `prefix` replaced by `replacement` (machine-specific
/// folders out of golden files).
func replacing(_ prefix: String, with replacement: String, in text: String) -> String {
    guard !prefix.isEmpty else { return text }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
        out += rest[..<range.lowerBound]
        out += replacement
        rest = rest[range.upperBound...]
    }
    return out + rest
}

/// Lints `paths` with the real stages.
func lint(_ paths: [String]) -> LintRun {
    let pipeline = LintPipeline(stages: .standard)
    return BlockingRunner.run { await pipeline.run(paths: paths) }
}

/// The member at a path of keys and indexes (`"runs", 0, "results"`).
func member(_ value: JSONValue?, _ path: Any...) -> JSONValue? {
    var current = value
    for step in path {
        switch (current, step) {
        case (.object?, let key as String): current = current?[key]
        case (.array(let items)?, let index as Int): current = items.indices.contains(index) ? items[index] : nil
        default: return nil
        }
    }
    return current
}

extension JSONValue {
    var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    var intValue: Int? { if case .number(let n) = self { Int(n) } else { nil } }
    var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    var keys: [String] { if case .object(let members) = self { members.map(\.key) } else { [] } }
}
