import FormcGeometry
import FormcGenerate
import FormcSpec

/// The generators a build calls for each screen, as values so that tests can replace one.
public struct Renderers: Sendable {
    /// `<screen>.schema.json`: the result schema (contract §8).
    public var resultSchema: @Sendable (_ screen: Screen, _ draft: ResultSchema.Draft) -> String
    /// The drawings of `<screen>.mockup.txt` and the review pages: every detent on every
    /// device, one frame each.
    public var mockups: @Sendable (_ screen: Screen, _ devices: [Device]) -> [MockupFrame]
    /// `formc-spec.schema.json`: the spec language's own schema.
    public var specSchema: @Sendable () -> String

    public init(
        resultSchema: @escaping @Sendable (Screen, ResultSchema.Draft) -> String,
        mockups: @escaping @Sendable (Screen, [Device]) -> [MockupFrame],
        specSchema: @escaping @Sendable () -> String
    ) {
        self.resultSchema = resultSchema
        self.mockups = mockups
        self.specSchema = specSchema
    }

    /// The text of a mockup file: the drawings one after another, a blank line between.
    public static func mockupFile(_ drawings: [MockupFrame]) -> String {
        drawings.map { $0.textLines.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }
}
