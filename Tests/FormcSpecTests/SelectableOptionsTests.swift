import FormcPipelineTestSupport
import FormcSpec
import Testing

/// What a result can hold: the options that are not disabled, asked of `Option.isSelectable`
/// by every member of `Field` that names them.
@Suite("Field: selectable options")
struct SelectableOptionsTests {
    @Test("The selectable options, their places and their count agree, in option order")
    func membersAgree() throws {
        let text = """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            options:
              - { id: a, title: A, disabled: true }
              - b
              - { id: c, title: C, disabled: false }
              - { id: d, title: D, disabled: true }
              - e
        actions:
          - { id: ok, title: OK, role: submit }
        """
        let screen = try #require(Spec.decode(text).documents.first?.screen)
        let field = try #require(screen.fields.first)
        #expect(field.options.map(\.isSelectable) == [false, true, true, false, true])
        #expect(field.selectableIndices == [1, 2, 4])
        #expect(field.selectableOptions.map(\.id.value) == ["b", "c", "e"])
        #expect(field.selectableCount == 3)
    }
}
