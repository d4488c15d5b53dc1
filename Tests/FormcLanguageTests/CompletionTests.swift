import FormcLanguage
import FormcSpec
import Testing

/// Completion at a caret (`1️⃣`): keys valid there from the language description, allowed
/// words, and the ids the screen declares.
struct CompletionTests {
    func labels(_ text: String, at marker: String = "1️⃣") -> [String] {
        var workspace = MarkedWorkspace(text)
        return workspace.service.completion(workspace.uri, at: workspace.position(marker)).map(\.label)
    }

    static let screen = """
        formc: 1
        screen: pick
        sheet:
          detents: [medium, { id: peek, height: 140 }]
          initial-detent: 2️⃣
          backdrop:
            undimmed-through: 3️⃣
        fields:
          - id: category
            type: choice
            options:
              - 관광
              - { id: food, title: 맛집 }
            initial: 4️⃣
          - id: other
            type: multi-choice
            options: [x, y]
            initial:
              - 5️⃣
        tab-bar:
          items:
            - { id: home, title: Home }
            - { id: map, title: Map }
          selected: 6️⃣

        """

    @Test func theKeysOfTheSheetAreEveryKeyTheLanguageGivesIt() {
        let offered = labels("formc: 1\nscreen: a\nsheet:\n  grabber: true\n  1️⃣\n")
        let expected = SpecLanguage.mapping(.sheet).keyNames.filter { $0 != "grabber" }
        #expect(Set(offered) == Set(expected))
    }

    @Test func keysAreOfferedWhileTheTextDoesNotParse() {
        // `pres` alone is no mapping entry: the line cannot parse, the indentation still says sheet.
        let offered = labels("formc: 1\nscreen: a\nsheet:\n  pres1️⃣\nfields: []\n")
        #expect(offered.contains("presentation"))
        #expect(!offered.contains("fields"))
    }

    @Test func theKeysOfAFieldItemSkipThoseWritten() {
        let offered = labels("formc: 1\nscreen: a\nfields:\n  - id: x\n    type: choice\n    1️⃣\n    options: [a]\n")
        let expected = SpecLanguage.mapping(.field).keyNames.filter { !["id", "type", "options"].contains($0) }
        #expect(Set(offered) == Set(expected))
    }

    @Test func theKeysOfANestedItemAfterOtherItems() {
        let text = "formc: 1\nscreen: a\nfields:\n  - id: x\n    type: choice\n    options:\n      - a\n      - id: b\n        1️⃣\n"
        #expect(Set(labels(text)) == Set(SpecLanguage.mapping(.option).keyNames.filter { $0 != "id" }))
    }

    @Test func theRootKeysOnTheFirstLineOfAnItem() {
        #expect(Set(labels("1️⃣\n")) == Set(SpecLanguage.mapping(.screen).keyNames))
        #expect(Set(labels("formc: 1\nscreen: a\nfields:\n  - 1️⃣\n")) == Set(SpecLanguage.mapping(.field).keyNames))
    }

    @Test func wordsOfAWordKey() {
        #expect(labels("formc: 1\nscreen: a\nsheet:\n  presentation: 1️⃣\n") == ["sheet", "popup", "full-screen"])
        #expect(labels("formc: 1\nscreen: a\nsheet:\n  grabber: 1️⃣\n") == ["true", "false"])
        #expect(labels("formc: 1️⃣\n") == SpecLanguage.supportedVersions.map(String.init))
    }

    @Test func detentIDsInInitialDetentAndUndimmedThrough() {
        #expect(labels(Self.screen, at: "2️⃣") == ["medium", "peek"])
        #expect(labels(Self.screen, at: "3️⃣") == ["none", "all", "medium", "peek"])
    }

    @Test func optionIDsOfTheFieldInInitial() {
        #expect(labels(Self.screen, at: "4️⃣") == ["관광", "food"])
        #expect(labels(Self.screen, at: "5️⃣") == ["x", "y"])
    }

    @Test func tabIDsInSelected() {
        #expect(labels(Self.screen, at: "6️⃣") == ["home", "map"])
    }

    @Test(arguments: PositionEncoding.allCases)
    func theCompletionReplacesTheWordTypedSoFar(encoding: PositionEncoding) {
        var workspace = MarkedWorkspace("formc: 1\nscreen: a\ntitle: \"한국어 😀\"\nsheet:\n  2️⃣initial-d1️⃣\n", encoding: encoding)
        let item = workspace.service.completion(workspace.uri, at: workspace.position("1️⃣")).first { $0.label == "initial-detent" }
        #expect(item?.edit == TextEdit(range: workspace.range("2️⃣", "1️⃣"), newText: "initial-detent: "))
        #expect(item?.documentation?.contains("The detent the sheet opens at") == true)
        #expect(item?.detail == "a detent id")
    }

    @Test func requiredKeysSortFirst() {
        var workspace = MarkedWorkspace("1️⃣\n")
        let items = workspace.service.completion(workspace.uri, at: workspace.position("1️⃣")).sorted { $0.sortText < $1.sortText }
        let required = SpecLanguage.mapping(.screen).requiredKeys
        #expect(Array(items.prefix(required.count).map(\.label)) == required)
    }
}
