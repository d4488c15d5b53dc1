import FormcGeometry
import FormcGenerate
import FormcSpec
import FormcSwiftGen

/// The generators a build calls for each screen, as values so that tests can replace one.
public struct Renderers: Sendable {
    /// `<screen>.schema.json`: the result schema (spec-language.md §8).
    public var resultSchema: @Sendable (_ screen: Screen, _ draft: ResultSchema.Draft) -> String
    /// The drawings of `<screen>.mockup.txt` and the review pages: every detent on every
    /// device, one frame each.
    public var mockups: @Sendable (_ screen: Screen, _ devices: [Device]) -> [MockupFrame]
    /// `formc-spec.schema.json`: the spec language's own schema.
    public var specSchema: @Sendable () -> String
    /// `<screen>.swift`, given the Swift names of the build's screens (`ScreenNames.stems`).
    public var swiftScreen: @Sendable (_ screen: Screen, _ stems: [String: String]) -> String
    /// `FormcSupport.swift`.
    public var swiftSupport: @Sendable () -> String

    public init(
        resultSchema: @escaping @Sendable (Screen, ResultSchema.Draft) -> String,
        mockups: @escaping @Sendable (Screen, [Device]) -> [MockupFrame],
        specSchema: @escaping @Sendable () -> String,
        swiftScreen: @escaping @Sendable (Screen, [String: String]) -> String = { SwiftGenerator.screenFile($0, stems: $1) },
        swiftSupport: @escaping @Sendable () -> String = { SwiftGenerator.supportFile() }
    ) {
        self.resultSchema = resultSchema
        self.mockups = mockups
        self.specSchema = specSchema
        self.swiftScreen = swiftScreen
        self.swiftSupport = swiftSupport
    }

    /// The text of a mockup file: the drawings one after another, a blank line between.
    public static func mockupFile(_ drawings: [MockupFrame]) -> String {
        drawings.map(\.text).joined(separator: "\n")
    }
}
