/// The limits the loader enforces while it reads events (spec-language.md §1). libyaml enforces none
/// of them and its cost for nested flow collections is quadratic, so they are counted here.
public struct LoadLimits: Sendable, Hashable {
    /// Largest file read, in bytes.
    public var maxFileBytes: Int
    /// Deepest nesting of collections.
    public var maxDepth: Int
    /// Most nodes that alias expansion may produce in one document.
    public var maxAliasExpansion: Int

    public init(maxFileBytes: Int = 4 * 1024 * 1024, maxDepth: Int = 64, maxAliasExpansion: Int = 10_000) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let standard = LoadLimits()
}
