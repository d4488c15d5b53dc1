import FormcCore
import FormcSpec

/// What the checks across screens read of a screen: its file, document, place and id. Kept
/// instead of the whole screen (by `lint`, and by `build` until it renders the screen), since a
/// screen costs kilobytes.
public struct ScreenIdentity: Hashable, Sendable {
    public var file: String
    public var documentIndex: Int
    public var range: SourceRange
    public var version: Located<Int>
    public var id: Located<String>

    public init(_ screen: Screen) {
        file = screen.file
        documentIndex = screen.documentIndex
        range = screen.range
        version = screen.version
        id = screen.id
    }

    public init(file: String, documentIndex: Int, range: SourceRange, version: Located<Int>, id: Located<String>) {
        self.file = file
        self.documentIndex = documentIndex
        self.range = range
        self.version = version
        self.id = id
    }

    /// A screen with this identity, no fields, actions or tab bar, and one shared placeholder
    /// sheet: what `Stages.validateBuild` is given for screens that were not kept.
    public var screen: Screen {
        Screen(file: file, documentIndex: documentIndex, range: range, version: version, id: id, title: nil,
               description: nil, sheet: Self.placeholderSheet, fields: [], actions: [], tabBar: nil)
    }

    /// One sheet value for every identity, so they share its storage.
    private static let placeholderSheet: Sheet = {
        let nowhere = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
        func value<T>(_ value: T) -> Located<T> { Located(value, range: nowhere, pointer: .root, isExplicit: false) }
        let large = Detent(id: value("large"), kind: .large, range: nowhere, pointer: .root)
        return Sheet(
            presentation: value(.sheet), detents: [large], detentsPlace: Place(range: nowhere, pointer: .root),
            initialDetent: value("large"), maxHeight: value(1), grabber: value(false), cornerRadius: value(10),
            backdrop: Backdrop(dim: value(0.4), undimmedThrough: value(.none), tap: value(.none)),
            dismiss: Dismiss(swipe: value(true), closeButton: value(false)), scrollingExpands: value(true),
            edgeAttachedInCompactHeight: value(false), widthFollowsPreferredContentSize: value(false))
    }()
}
