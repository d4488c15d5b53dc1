import FormcGenerate
import FormcSpec

extension Renderers {
    /// The real generators: result schema, mockups (unicode frame), spec-language schema.
    public static let standard = Renderers(
        resultSchema: { screen, draft in ResultSchema.bytes(screen, draft: draft) },
        // Drawing by drawing, so the review pages can fold and arrange them; joined by
        // `mockupFile`, they are the same bytes as `MockupRenderer.renderAll`.
        mockups: { screen, devices in MockupRenderer.frames(screen, devices: devices, charset: .unicode) },
        specSchema: { SpecLanguageSchema.bytes() }
    )
}
