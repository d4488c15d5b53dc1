import FormcCore
import FormcDiff

/// `formc diff --format json`: one object, every key always present (null when empty), places
/// as in lint's JSON (1-based lines and columns in Unicode scalars, ends exclusive).
///
///     {"base": "…", "head": "…", "changes": [{"rule", "classes", "screen", "field", "option",
///      "message", "fails", "accepted", "head", "base", "witness", "witnessPatch"}],
///      "minimalResults": {...}, "unusedAllowances": [...],
///      "summary": {"screens", "changes", "results", "code", "presentation", "accepted", "failing"}}
///
/// `witness` is the whole result while the screen's minimal result is small; past
/// `Witness.smallSize` fields it is null, and `witnessPatch` applied to the screen's entry of
/// `minimalResults` (given once per screen) gives it, so the report stays linear in the specs.
public enum DiffJSONReport {
    public static func render(_ run: DiffRun, policy: DiffPolicy) -> String {
        let entries = run.entries(policy)
        let changes = entries.map { entry -> JSONValue in
            let change = entry.change
            return .object([
                "rule": .string(change.rule.id),
                "classes": .array(change.classes.map { .string($0.rawValue) }),
                "screen": .string(change.screen),
                "field": (change.headField ?? change.baseField).map(JSONValue.string) ?? .null,
                "option": change.option.map(JSONValue.string) ?? .null,
                "message": .string(SafeText.escaped(change.message)),
                "fails": .bool(entry.fails),
                "accepted": entry.acceptedBy.map { .object(["file": .string($0.file), "line": .int($0.line),
                                                            "reason": .string($0.reason ?? "")]) } ?? .null,
                "head": site(change.head),
                "base": site(change.base),
                "witness": change.witness.flatMap { $0.isSmall ? $0.result : nil } ?? .null,
                "witnessPatch": change.witness?.patch ?? .null,
            ])
        }
        var summary: [JSONValue.Member] = [
            .init("screens", .int(run.diff.screens.count)), .init("changes", .int(entries.count)),
        ]
        for changeClass in ChangeClass.allCases {
            summary.append(.init(changeClass.rawValue, .int(entries.filter { $0.change.classes.contains(changeClass) }.count)))
        }
        summary += [
            .init("accepted", .int(entries.filter { $0.acceptedBy != nil }.count)),
            .init("failing", .int(entries.filter(\.fails).count)),
        ]
        let unused = run.unusedAllowances.map { comment, problem in
            JSONValue.object(["file": .string(comment.file), "line": .int(comment.line), "problem": .string(problem)])
        }
        var minimal: [JSONValue.Member] = []
        var listed = Set<[UInt8]>()
        for entry in entries {
            guard let witness = entry.change.witness, !witness.isSmall, listed.insert(Array(entry.change.screen.utf8)).inserted else { continue }
            minimal.append(.init(entry.change.screen, .object(witness.minimal)))
        }
        return JSONWriter.pretty(.object([
            "base": .string(run.base.name), "head": .string(run.head.name), "changes": .array(changes),
            "minimalResults": .object(minimal),
            "unusedAllowances": .array(unused), "summary": .object(summary),
        ]))
    }

    static func site(_ site: Change.Site?) -> JSONValue {
        guard let site, let position = ReportPosition(site.range) else { return .null }
        return .object([
            "file": .string(site.file), "line": .int(position.line), "column": .int(position.column),
            "endLine": .int(position.endLine), "endColumn": .int(position.endColumn), "pointer": .string(site.pointer.description),
        ])
    }
}
