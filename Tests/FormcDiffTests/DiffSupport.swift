import FormcCore
import FormcDiff
import FormcGenerate
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// Two versions of a spec through the real stages, and their diff.
struct DiffCase {
    var base: [Screen]
    var head: [Screen]
    var diff: SpecDiff

    /// Both texts must lint without errors: `formc diff` compares only such specs.
    init(base: String, head: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        self.base = try Self.screens(base, path: "base.yaml", sourceLocation: sourceLocation)
        self.head = try Self.screens(head, path: "head.yaml", sourceLocation: sourceLocation)
        // Both versions are "the same file" for rename detection, as `formc diff` makes them.
        diff = SpecDiff.compare(base: self.base, head: self.head, baseDocument: { "#\($0.documentIndex)" },
                                headDocument: { "#\($0.documentIndex)" })
    }

    static func screens(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Screen] {
        let checked = Spec.check(text, path: path)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(path): \(errors.map { "\($0.code.id) \($0.message)" })", sourceLocation: sourceLocation)
        return checked.screens.map(\.screen)
    }

    func changes(_ rule: String) -> [Change] { diff.changes.filter { $0.rule.id == rule } }
}

/// Checks a witness against the result schemas formc generates, in both drafts: the old
/// screen's schema must accept it, the new one's (when the screen still exists) reject it.
enum Witnesses {
    static func schemas(_ screen: Screen) -> [SchemaChecker] {
        ResultSchema.Draft.allCases.map { SchemaChecker(schema: ResultSchema.generate(screen, draft: $0)) }
    }

    /// Problems with `change`'s witness, none when it shows what it must.
    static func problems(_ change: Change, of screen: SpecDiff.ScreenChanges) -> [String] {
        guard let witness = change.witness?.result else { return ["\(change.rule.id): no witness"] }
        guard let old = screen.base else { return ["\(change.rule.id): a witness for a screen that is new"] }
        let shown = JSONWriter.compact(witness)
        var problems: [String] = []
        for checker in schemas(old) where !checker.errors(witness).isEmpty {
            problems.append("\(change.rule.id): old schema rejects \(shown): \(checker.errors(witness))")
        }
        // A removed screen has no new schema: nothing accepts the witness.
        for checker in screen.head.map(schemas) ?? [] where checker.isValid(witness) {
            problems.append("\(change.rule.id): new schema accepts \(shown)")
        }
        return problems
    }

    /// Problems with every witness of `diff`, and every change that breaks results without one.
    static func problems(_ diff: SpecDiff) -> [String] {
        diff.screens.flatMap { screen in
            screen.changes.filter { $0.rule.classes.contains(.results) }.flatMap { problems($0, of: screen) }
        }
    }
}
