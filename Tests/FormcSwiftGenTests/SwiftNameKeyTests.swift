import FormcPipelineTestSupport
import FormcSpec
import FormcSwiftGen
import Testing

/// `swift-name:` names a field's property (and, in UpperCamelCase, its option enum) and an
/// option's case; without it an id of emoji is named by them (`🙂` → `slightlySmilingFace`), and
/// one with no name at all (`+`) falls back to `option`, numbered, which W513 reports.
@Suite("Swift: swift-name")
struct SwiftNameKeyTests {
    @Test func swiftNameNamesThePropertyTheEnumAndTheCases() throws {
        let named = try #require(Spec.screen("""
            formc: 1
            screen: s
            fields:
              - id: feeling_now
                type: choice
                swift-name: mood
                commit: on-select
                options: [{ id: "🙂", swift-name: happy }, { id: "🙁", swift-name: sad }]
            """))
        let names = ScreenNames(named, stem: "S")
        #expect(names.fields.first?.property == "mood" && names.fields.first?.optionType == "Mood")
        #expect(names.fields.first?.cases == ["happy", "sad"])
        #expect(Spec.diagnostics("formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [{ id: \"🙂\", swift-name: happy }, { id: \"🙁\", swift-name: sad }] }\n").isEmpty)

        let emoji = try #require(Spec.screen("formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [\"🙂\", \"🙁\"] }\n"))
        #expect(ScreenNames(emoji, stem: "S").fields.first?.cases == ["slightlySmilingFace", "slightlyFrowningFace"])
        #expect(SwiftNameFallback.diagnostics(for: emoji).isEmpty)
        let unnamed = try #require(Spec.screen("formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [\"+\", \"-\"] }\n"))
        #expect(ScreenNames(unnamed, stem: "S").fields.first?.cases == ["option", "option2"])
        #expect(SwiftNameFallback.diagnostics(for: unnamed).map(\.pointer) == ["/fields/0/options/0", "/fields/0/options/1"])
    }

    /// A repeated id is E301's or E302's (its numbered name is that error's echo), and only the
    /// names that fell back are judged: a name of its own is none of W513's business.
    @Test func aRepeatedIdIsNotReportedAgainAndOnlyFallbacksAre() throws {
        let screen = try #require(Spec.decode("""
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [plain, "+", other, "+", "-"] }
              - { id: f, type: choice, commit: on-select, options: ["+"] }
              - { id: g, type: choice, commit: on-select, options: [a, b, c] }
            """).documents.first?.screen)
        #expect(SwiftNameFallback.diagnostics(for: screen).map(\.pointer) == ["/fields/0/options/1", "/fields/0/options/4"])
    }

    /// A by-section field's type is `<Enum>BySection`; its sections' properties come from their
    /// `swift-name`, else their ids (Hangul romanized), and never take `all`, its own member.
    @Test func sectionsNameTheirPropertiesInTheBySectionType() throws {
        let screen = try #require(Spec.screen("""
            formc: 1
            screen: s
            fields:
              - id: tags
                type: multi-choice
                result: by-section
                sections:
                  - { id: 일, title: Work, options: [a] }
                  - { id: all, title: All, options: [b] }
                  - { id: fun, title: Fun, swift-name: hobbies, options: [c] }
            action-layout: { placement: bottom }
            actions:
              - { id: done, title: Done, role: submit }
            """))
        let names = try #require(ScreenNames(screen, stem: "S").fields.first)
        #expect(names.sectionsType == "TagsBySection")
        #expect(names.sectionProperties == ["il", "all2", "hobbies"])
        let text = SwiftGenerator.screenFile(screen, stems: ["s": "S"])
        #expect(text.contains("struct TagsBySection: Codable, Hashable, Sendable"))
        #expect(text.contains("try container.formcRejectUnknownKeys([\"일\", \"all\", \"fun\"])"))
        #expect(text.contains("var tags: TagsBySection"))
    }
}
