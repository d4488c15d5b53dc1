import FormcGenerate
import FormcSpec
import FormcSwiftGen

extension Renderers {
    /// The real generators: result schema, mockups (unicode frame), spec-language schema.
    public static let standard = Renderers(
        resultSchema: { screen, draft in ResultSchema.bytes(screen, draft: draft) },
        // Drawing by drawing, so the review pages can fold and arrange them; joined by
        // `mockupFile`, they are the same bytes as `MockupRenderer.renderAll`.
        mockups: { screen, sheets in MockupRenderer.frames(screen, sheets: sheets, charset: .unicode) },
        specSchema: { SpecLanguageSchema.bytes() }
    )
}

extension Renderers {
    /// These renderers with the Swift written at `access` (`swift-access`).
    public func swiftAccess(_ access: SwiftAccess) -> Renderers {
        guard access != .internal else { return self }
        var renderers = self
        renderers.swiftScreen = { SwiftGenerator.screenFileBytes($0, stems: $1, access: access) }
        renderers.swiftSupport = { Array(SwiftGenerator.supportFile(access: access).utf8) }
        renderers.identity += "swift-access " + access.rawValue
        return renderers
    }
}
