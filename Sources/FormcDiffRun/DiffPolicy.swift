import FormcCore
import FormcDiff

/// Which changes fail `formc diff` (exit 1): a change in a class of `failOn` (by default the
/// two breaking classes; `.formc.yaml`'s `diff.fail-on` chooses), or any change under
/// `--strict`, unless an `allow-breaking` comment accepts it.
public struct DiffPolicy: Hashable, Sendable {
    public var failOn: Set<ChangeClass>
    public var strict: Bool

    public static let defaultFailOn: Set<ChangeClass> = [.results, .code]

    public init(failOn: Set<ChangeClass> = DiffPolicy.defaultFailOn, strict: Bool = false) {
        self.failOn = failOn
        self.strict = strict
    }

    public func fails(_ change: Change, accepted: Bool) -> Bool {
        !accepted && (strict || change.classes.contains { failOn.contains($0) })
    }
}

/// One change of a run as the reports show it.
public struct DiffEntry: Sendable {
    public var screen: SpecDiff.ScreenChanges
    public var change: Change
    public var acceptedBy: AllowBreaking?
    public var fails: Bool
}

extension DiffRun {
    /// Every change with its verdict, screen by screen.
    public func entries(_ policy: DiffPolicy) -> [DiffEntry] {
        var index = 0
        var out: [DiffEntry] = []
        for screen in diff.screens {
            for change in screen.changes {
                let allowance = accepted[index]
                out.append(DiffEntry(screen: screen, change: change, acceptedBy: allowance,
                                     fails: policy.fails(change, accepted: allowance != nil)))
                index += 1
            }
        }
        return out
    }

    /// Whether the run fails: spec errors in either version, or a failing change.
    public func fails(_ policy: DiffPolicy) -> Bool {
        !errors.diagnostics.isEmpty || entries(policy).contains(where: \.fails)
    }

    /// `3 changes in 2 screens · 1 breaks stored results · 1 breaks generated code · 2 presentation only · 1 accepted · 1 fails`.
    public func summary(_ policy: DiffPolicy) -> String {
        let entries = entries(policy)
        guard !entries.isEmpty else {
            return "no changes (\(Plural.count(baseScreens, "screen")) before, \(Plural.count(headScreens, "screen")) after)"
        }
        var parts = ["\(Plural.count(entries.count, "change")) in \(Plural.count(diff.screens.count, "screen"))"]
        for changeClass in ChangeClass.allCases {
            let count = entries.filter { $0.change.classes.contains(changeClass) }.count
            if count > 0 { parts.append("\(count) \(changeClass.title)") }
        }
        let accepted = entries.filter { $0.acceptedBy != nil }.count
        if accepted > 0 { parts.append("\(accepted) accepted") }
        let failing = entries.filter(\.fails).count
        parts.append(failing == 0 ? "nothing fails" : "\(failing) \(failing == 1 ? "fails" : "fail")")
        return parts.joined(separator: " · ")
    }
}
