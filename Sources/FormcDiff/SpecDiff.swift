import FormcCore
import FormcSpec
import FormcSwiftGen

/// What changed between two versions of a project's screens (spec-language.md §14): the
/// screens matched by id (a screen that moved to another file is not a change), each change
/// classified by its rule. Pure: screens in, changes out; reading files and reporting belong
/// to `formc diff` in FormcBuild.
public struct SpecDiff: Sendable {
    /// The changes of one screen, and both of its versions (nil where it does not exist).
    public struct ScreenChanges: Sendable {
        /// The id in the new version (the old one for a removed screen).
        public var id: String
        public var base: Screen?
        public var head: Screen?
        public var changes: [Change]
    }

    /// Every screen with at least one change: the new version's screens in their order, then
    /// removed screens in the old version's order.
    public var screens: [ScreenChanges]

    public init(screens: [ScreenChanges] = []) { self.screens = screens }

    /// Every change, screen by screen.
    public var changes: [Change] { screens.flatMap(\.changes) }

    /// Compares `base` (the old version) with `head` (the new one). Both are meant to have
    /// passed `formc lint` without errors: screen ids unique on each side. `baseDocument` and
    /// `headDocument` name a screen's place independently of the folder each version was read
    /// from (a path relative to its root, and the document index): a screen whose id changed
    /// but that stays the same document of the same file is a rename, not a removal and an
    /// addition.
    public static func compare(
        base: [Screen], head: [Screen],
        baseDocument: (Screen) -> String = { "\($0.file)#\($0.documentIndex)" },
        headDocument: (Screen) -> String = { "\($0.file)#\($0.documentIndex)" }
    ) -> SpecDiff {
        let baseByID = base.keyed { $0.id.value }
        let headByID = head.keyed { $0.id.value }
        var renamedFrom: [IDKey: Screen] = [:]
        var renamedTo = Set<IDKey>()
        let unmatchedBase = base.filter { headByID[IDKey($0.id.value)] == nil }.keyed { baseDocument($0) }
        for screen in head where baseByID[IDKey(screen.id.value)] == nil {
            // The same document of the same file, under a new id.
            if let old = unmatchedBase[IDKey(headDocument(screen))], !renamedTo.contains(IDKey(old.id.value)) {
                renamedFrom[IDKey(screen.id.value)] = old
                renamedTo.insert(IDKey(old.id.value))
            }
        }
        let names = SwiftNames(base: base, head: head)
        var screens: [ScreenChanges] = []
        var seen = Set<IDKey>()
        for screen in head where seen.insert(IDKey(screen.id.value)).inserted {
            let old = baseByID[IDKey(screen.id.value)] ?? renamedFrom[IDKey(screen.id.value)]
            let changes = old.map { ScreenComparison.compare(ScreenPair(base: $0, head: screen, names: names)) }
                ?? [ScreenComparison.added(screen)]
            if !changes.isEmpty { screens.append(ScreenChanges(id: screen.id.value, base: old, head: screen, changes: changes)) }
        }
        var seenBase = Set<IDKey>()
        for screen in base where headByID[IDKey(screen.id.value)] == nil && !renamedTo.contains(IDKey(screen.id.value))
            && seenBase.insert(IDKey(screen.id.value)).inserted {
            screens.append(ScreenChanges(id: screen.id.value, base: screen, head: nil, changes: [ScreenComparison.removed(screen)]))
        }
        return SpecDiff(screens: screens)
    }
}

/// The Swift names of each version's screens, as `formc build` would give them: type stems
/// depend on every screen of the build (two ids giving one name are numbered).
struct SwiftNames: Sendable {
    let baseStems: [String: String]
    let headStems: [String: String]

    init(base: [Screen], head: [Screen]) {
        baseStems = ScreenNames.stems(of: base.map(\.id.value))
        headStems = ScreenNames.stems(of: head.map(\.id.value))
    }

    func base(_ screen: Screen) -> ScreenNames { ScreenNames(screen, stem: baseStems[screen.id.value] ?? "Screen") }
    func head(_ screen: Screen) -> ScreenNames { ScreenNames(screen, stem: headStems[screen.id.value] ?? "Screen") }
}
