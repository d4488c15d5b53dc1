/// The groups of outputs `formc build --emit` chooses from. The default is all of them.
public enum OutputKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `<screen>.schema.json`.
    case schema
    /// `<screen>.mockup.txt`.
    case mockup
    /// `<screen>.review.md`, `<screen>.review.html`, `index.md`, `index.html`.
    case review
    /// `<screen>.swift` and `FormcSupport.swift`.
    case swift

    /// What a build writes when nothing is chosen: everything.
    public static let defaultSet = Set(allCases)

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }

    /// The kinds of a comma-separated list (`schema,swift`), or the first word that is not one.
    public static func parse(_ list: String) -> Result<Set<OutputKind>, UnknownKind> {
        var kinds = Set<OutputKind>()
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = OutputKind(rawValue: String(word)) else { return .failure(UnknownKind(word: String(word))) }
            kinds.insert(kind)
        }
        return .success(kinds)
    }

    /// A word of `--emit` that names no kind.
    public struct UnknownKind: Error, Hashable, Sendable {
        public var word: String
    }
}
