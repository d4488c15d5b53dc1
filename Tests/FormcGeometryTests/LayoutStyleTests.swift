import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// A field's resolved metrics: the screen's resolved style with the field's keys over it
/// (`LayoutStyle.overridden(by:)`, what the layout reads) is the field's style merged over the
/// screen's and then resolved, key by key, side by side and part by part.
@Suite("Geometry: a field's style over its screen's")
struct LayoutStyleTests {
    /// Style mappings a screen or a field may write: none, each layout key alone, insets and fonts
    /// in part, several keys at once, and keys the layout does not read (colours).
    static let styles = [
        "{}", "{ content-inset: { left: 4 } }", "{ content-inset: { top: 12, bottom: 3 } }", "{ title-font: { size: 22 } }",
        "{ title-font: { weight: bold } }", "{ title-spacing: 3 }", "{ option-font: { size: 14, weight: medium } }",
        "{ option-font: { weight: heavy } }", "{ option-padding: { top: 3, right: 9 } }", "{ option-padding: 6 }",
        "{ option-margin: 2 }", "{ item-spacing: 5 }", "{ line-spacing: 7 }", "{ row-height: 52 }", "{ cell-height: 61 }",
        "{ section-header-height: 33 }", "{ section-inset: { left: 16, right: 50 } }", "{ height: 240 }", "{ tint: systemIndigo }",
        "{ option-font: { size: 16 }, item-spacing: 3, section-inset: { bottom: 9 }, row-height: 40, height: 120 }",
    ]

    @Test("the screen's metrics overridden by a field's style are the two styles merged, then resolved")
    func overriddenIsMergedThenResolved() throws {
        var compared = 0
        for screenStyle in Self.styles {
            for fieldStyle in Self.styles {
                let text = """
                formc: 1
                screen: s
                style: \(screenStyle)
                fields:
                  - { id: f, type: choice, commit: on-select, style: \(fieldStyle), options: [a, b] }
                """
                let screen = try #require(Spec.screen(text), "\(Spec.problems(text))")
                let field = try #require(screen.fields.first)
                let merged = LayoutStyle(field.style.over(screen.style))
                #expect(LayoutStyle(screen.style).overridden(by: field.style) == merged, "\(screenStyle) / \(fieldStyle)")
                compared += 1
            }
        }
        #expect(compared == Self.styles.count * Self.styles.count)
        // The comparisons are not all of equal metrics: the styles resolve to many different ones.
        let distinct = try Set(Self.styles.map { style in
            let text = "formc: 1\nscreen: s\nstyle: \(style)\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"
            return try LayoutStyle(#require(Spec.screen(text), "\(Spec.problems(text))").style)
        })
        #expect(distinct.count >= Self.styles.count - 2)
    }
}
