import FormcGenerate
import FormcGeometry
import FormcSpec

extension Renderers {
    /// The real generators: result schema, mockups (unicode frame), spec-language schema.
    public static let standard = Renderers(
        resultSchema: { screen, draft in ResultSchema.text(screen, draft: draft) },
        mockups: { screen, devices in
            // Drawing by drawing (not `renderAll`), so the printout can fence each one; joined
            // by `mockupFile`, they are the same bytes as `MockupRenderer.renderAll`.
            let text = PreparedText(screen)
            var drawings: [String] = []
            for device in devices {
                let geometry = SheetGeometry(screen: screen, device: device, text: text)
                for index in geometry.detents.indices {
                    let lines = MockupRenderer.drawing(screen, text: text, geometry: geometry, detentIndex: index, charset: .unicode)
                    drawings.append(lines.joined(separator: "\n") + "\n")
                }
            }
            return drawings
        },
        specSchema: { SpecLanguageSchema.text() }
    )
}
