/// The access level of the generated declarations (`swift-access` in `.formc.yaml`,
/// docs/spec-language.md §13): `internal` (the default) for an app target that compiles the
/// Swift itself, `public` for a library target that exports the screens' types to the app.
public enum SwiftAccess: String, Hashable, Sendable, CaseIterable {
    case `internal`
    case `public`
}
