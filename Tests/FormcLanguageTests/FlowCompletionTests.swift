import FormcLanguage
import FormcSpec
import Testing

/// Completion inside flow collections (`[a, |]`, `{ |}`), on one line or several, closed or
/// still being typed.
struct FlowCompletionTests {
    func labels(_ text: String, uri: String = "file:///work/specs/test.yaml") -> [String] {
        var workspace = MarkedWorkspace(text, uri: uri)
        return workspace.service.completion(workspace.uri, at: workspace.position("1️⃣")).map(\.label)
    }

    static func field(_ line: String) -> String {
        "formc: 1\nscreen: a\nfields:\n  - id: pick\n    type: choice\n    commit: on-select\n    options: [관광, { id: food, title: 맛집 }]\n\(line)\n"
    }

    @Test func optionIDsAreOfferedAsItemsOfAFlowList() {
        #expect(labels(Self.field("    initial: [관광, 1️⃣]")) == ["관광", "food"])
    }

    @Test func anUnclosedListWhileTypingOffersTheIdsOfTheLastTextThatParsed() {
        var workspace = MarkedWorkspace(Self.field("    initial: 관광"))
        _ = workspace.service.completion(workspace.uri, at: Position(line: 0, character: 0))
        let typed = Self.field("    initial: [")
        workspace.service.change(uri: workspace.uri, version: 2, changes: [TextChange(range: nil, text: typed)])
        let end = Position(line: 7, character: "    initial: [".utf16.count)
        #expect(workspace.service.completion(workspace.uri, at: end).map(\.label) == ["관광", "food"])
    }

    @Test func aWholeFieldWrittenAsAFlowMappingGetsItsOptionsAndWords() {
        let second = "  - { id: x, type: choice, commit: on-select, options: [a, b], initial: 1️⃣ }"
        #expect(labels(Self.field(second)) == ["a", "b"])
        let type = labels(Self.field("  - { id: x, type: 1️⃣ }"))
        #expect(Set(type) == Set((SpecLanguage.mapping(.field).key("type")?.value.words ?? []).map(\.word)))
        #expect(!type.isEmpty)
    }

    @Test func theKeysOfAFlowMappingSkipThoseWrittenBeforeAndAfterTheCaret() {
        let all = SpecLanguage.mapping(.sheet).keyNames
        #expect(Set(labels("formc: 1\nscreen: a\nsheet: {1️⃣}\n")) == Set(all))
        let offered = labels("formc: 1\nscreen: a\nsheet: { grabber: true, 1️⃣, presentation: sheet }\n")
        #expect(Set(offered) == Set(all).subtracting(["grabber", "presentation"]))
    }

    @Test func theKeysOfAnOptionMappingInsideAFlowList() {
        let offered = labels(Self.field("    sections: [{ title: A, options: [{ id: b, 1️⃣ }] }]"))
        #expect(Set(offered) == Set(SpecLanguage.mapping(.option).keyNames).subtracting(["id"]))
    }

    @Test func theKeyBeingTypedIsReplacedAndStillOffered() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: a\nsheet: { 2️⃣pres1️⃣entation: sheet }\n")
        let items = workspace.service.completion(workspace.uri, at: workspace.position("1️⃣"))
        let item = items.first { $0.label == "presentation" }
        #expect(item?.edit == TextEdit(range: workspace.range("2️⃣", "1️⃣"), newText: "presentation: "))
    }

    @Test func aBlockListsLaterItemIsAnItemOfTheListNotOfTheItemAbove() {
        #expect(labels(Self.field("    initial:\n      - 관광\n      - 1️⃣")) == ["관광", "food"])
    }

    @Test func detentsAreOfferedInFlowLists() {
        #expect(labels("formc: 1\nscreen: a\nsheet:\n  detents: [medium, 1️⃣]\n") == ["medium", "large", "fit"])
        // As a block list, an item is a system detent's word or a custom detent's keys.
        #expect(labels("formc: 1\nscreen: a\nsheet:\n  detents:\n    - medium\n    - 1️⃣\n") == ["medium", "large", "fit", "id", "height", "fraction"])
        let initial = "formc: 1\nscreen: a\nsheet: { detents: [medium, { id: peek, height: 140 }], initial-detent: 1️⃣ }\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(labels(initial) == ["medium", "peek"])
    }

    @Test func aFlowListOverSeveralLines() {
        #expect(labels(Self.field("    initial: [\n      관광,\n      1️⃣\n    ]")) == ["관광", "food"])
        let keys = labels("formc: 1\nscreen: a\nsheet: {\n  grabber: true,\n  1️⃣\n}\n")
        #expect(keys.contains("presentation") && !keys.contains("grabber"))
    }

    @Test func anUnclosedMappingDoesNotTakeTheBlockKeysBelowItAsItsOwn() {
        let offered = labels("formc: 1\nscreen: a\nsheet: { presentation: sheet, gr1️⃣\nfields:\n  - id: x\n    grabber: 1\n")
        #expect(offered.contains("grabber"))
        #expect(!offered.contains("presentation"))
    }

    @Test func bracketsInQuotedPlainAndBlockScalarsOpenNothing() {
        let sheetKeys = Set(SpecLanguage.mapping(.sheet).keyNames)
        #expect(Set(labels("formc: 1\nscreen: a\ntitle: \"a [b {c\"\nsheet: {1️⃣}\n")) == sheetKeys)
        #expect(Set(labels("formc: 1\nscreen: a\ntitle: see [docs\nsheet:\n  1️⃣\n")) == sheetKeys)
        #expect(Set(labels("formc: 1\nscreen: a\ndescription: |\n  { not [a flow\nsheet:\n  1️⃣\n")) == sheetKeys)
        #expect(Set(labels("formc: 1\nscreen: a\ndescription: |\n  { not [a flow\n  1️⃣\nsheet: {}\n")).isEmpty)
    }

    @Test func tabIDsInAFlowTabBar() {
        let text = "formc: 1\nscreen: a\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\ntab-bar: { items: [{ id: home, title: Home }, { id: map, title: Map }], selected: 1️⃣ }\n"
        #expect(labels(text) == ["home", "map"])
    }

    @Test func theProjectConfigsFlowCollections() {
        let config = "file:///work/.formc.yaml"
        let codes = labels("rules: { W507: off, 1️⃣ }\n", uri: config)
        #expect(codes.contains("W506") && !codes.contains("W507") && !codes.contains { $0.hasPrefix("E") })
        #expect(labels("rules: { W507: 1️⃣ }\n", uri: config) == ["off", "warning", "error"])
        #expect(labels("devices: [iphone-se, 1️⃣]\n", uri: config) == ["iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-15-landscape", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max"])
    }
}
