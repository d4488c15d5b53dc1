import FormcCore
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The declarative description of the language is complete and drives the decoder.
@Suite("SpecLanguage")
struct LanguageTests {
    /// Every key of every mapping, with a value; decoded with no diagnostics at all.
    static let everyKey = """
    formc: 1
    screen: every-key
    title: 제목
    description: Every key of the language.
    sheet:
      presentation: sheet
      detents: [{ id: low, height: 140 }, { id: mid, fraction: 0.6 }, large]
      initial-detent: large
      max-height: 0.9
      grabber: true
      corner-radius: 12
      backdrop: { dim: 0.3, undimmed-through: low, tap: none }
      dismiss: { swipe: false, close-button: true }
      scrolling-expands: false
      edge-attached-in-compact-height: true
      width-follows-preferred-content-size: true
    fields:
      - id: pick
        type: choice
        label: 라벨
        placeholder: 골라주세요
        layout: grid
        columns: 3
        required: false
        commit: on-apply
        result: title
        swift-name: picked
        options: [{ id: a, title: 가, disabled: false, swift-name: first }, b, c]
        initial: a
      - id: many
        type: multi-choice
        layout: list
        min: 1
        max: 2
        sections: [{ title: 하나, options: [p, q] }, { title: 둘, options: [r] }]
        initial: [p]
      - id: chips
        type: multi-choice
        layout: flow
        align: spread
        options: [x, z]
        style: { option-padding: 8, row-height: 60, option-font: { weight: heavy } }
    content:
      - { rows: [첫째, 둘째], separators: false }
      - { placeholder: 지도, height: 120 }
    actions:
      - { id: apply, title: 적용, role: submit }
    action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20, height: 56 }
    tab-bar:
      items: [{ id: home, title: 홈, icon: house }, { id: place, title: 플레이스, icon: star }]
      selected: place
    style:
      content-inset: { top: 20, left: 10, bottom: 10, right: 10 }
      title-font: { size: 18, weight: semibold }
      title-spacing: 20
      option-font: { size: 16, weight: bold }
      option-padding: { top: 10, left: 12, bottom: 10, right: 12 }
      option-margin: 5
      item-spacing: 5
      line-spacing: 10
      row-height: 48
      cell-height: 40
      section-header-height: 40
      section-inset: { top: 50, left: 16, bottom: 50, right: 50 }
      height: 250
      tint: systemIndigo
      selected: { fill: "#111111", text: white, border: { light: clear, dark: "#FFFFFF80" } }
      unselected: { fill: tertiarySystemFill, text: label, border: separator }
      border-width: 1
      corner-radius: 16
      button: { fill: "#111111", text: white, corner-radius: 10 }
      background: { light: systemBackground, dark: "#000000" }
    """

    @Test("a spec with every key decodes with nothing to report, every value read")
    func everyKeyIsRead() throws {
        let document = try #require(Spec.decode(Self.everyKey).documents.first)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        let screen = try #require(document.screen)
        // The validator finds nothing wrong either (device warnings about this dense sheet aside,
        // and W511 for the backdrop's dim, which a page sheet ignores: the system dims it).
        #expect(Spec.diagnostics(Self.everyKey).filter { $0.severity == .error || !["W500", "W502", "W511", "W512"].contains($0.code.id) }.isEmpty)
        #expect(Spec.diagnostics(Self.everyKey).filter { $0.code.id == "W511" }.map(\.pointer) == ["/sheet/backdrop/dim"])
        let sheet = screen.sheet
        #expect(screen.description?.value == "Every key of the language.")
        #expect(sheet.detents.map(\.kind) == [.height(140), .fraction(0.6), .large])
        #expect(sheet.initialDetent.value == "large" && sheet.maxHeight.value == 0.9 && sheet.cornerRadius.value == 12)
        #expect(sheet.backdrop.dim.value == 0.3 && sheet.backdrop.undimmedThrough.value == .detent("low") && sheet.backdrop.tap.value == .none)
        #expect(!sheet.dismiss.swipe.value && sheet.dismiss.closeButton.value && !sheet.scrollingExpands.value)
        let pick = try #require(screen.fields.first), many = try #require(screen.fields.dropFirst().first)
        #expect(screen.fields.last?.flowAlignment == .spread)
        #expect(screen.content.map(\.rows.count) == [2, 0] && screen.content.first?.separators.value == false)
        if case .placeholder(let name, let height)? = screen.content.last?.kind {
            #expect(name.value == "지도" && height?.value == 120)
        } else {
            Issue.record("the second content item is not a placeholder")
        }
        #expect(pick.label?.value == "라벨" && pick.placeholder?.value == "골라주세요" && pick.columns?.value == 3 && !pick.required.value)
        #expect(pick.options.first?.title.value == "가" && pick.options.first?.disabled.isExplicit == true)
        #expect(pick.swiftName?.value == "picked" && pick.options.first?.swiftName?.value == "first" && pick.options.last?.swiftName == nil)
        #expect(pick.result?.value == .title && pick.resultForm == .title && many.result == nil && many.resultForm == .id)
        #expect(many.min?.value == 1 && many.max?.value == 2 && many.layout.value == .list)
        #expect(screen.actions.first?.role?.value == .submit)
        #expect(screen.actionLayout == ActionLayout(placement: .bottom, bottomInset: 10, sideInset: 20, height: 56))
        #expect(screen.tabBar?.items.first?.icon?.value == "house")
        let style = screen.style
        #expect(style.contentInset?.value == EdgeInsetsSpec(top: 20, left: 10, bottom: 10, right: 10))
        #expect(style.titleFont?.value == FontStyleSpec(size: 18, weight: .semibold) && style.titleSpacing?.value == 20)
        #expect(style.optionFont?.value == FontStyleSpec(size: 16, weight: .bold))
        #expect(style.optionPadding?.value == EdgeInsetsSpec(top: 10, left: 12, bottom: 10, right: 12))
        #expect(style.optionMargin?.value == 5 && style.itemSpacing?.value == 5 && style.lineSpacing?.value == 10)
        #expect(style.rowHeight?.value == 48 && style.cellHeight?.value == 40 && style.sectionHeaderHeight?.value == 40)
        #expect(style.sectionInset?.value == EdgeInsetsSpec(top: 50, left: 16, bottom: 50, right: 50) && style.height?.value == 250)
        #expect(style.tint?.value == ColorSpec(light: "systemIndigo", dark: "systemIndigo"))
        #expect(style.selected?.value == OptionColorsSpec(fill: ColorSpec(light: "#111111", dark: "#111111"), text: ColorSpec(light: "white", dark: "white"),
                                                          border: ColorSpec(light: "clear", dark: "#FFFFFF80")))
        #expect(style.unselected?.value.border == ColorSpec(light: "separator", dark: "separator"))
        #expect(style.borderWidth?.value == 1 && style.cornerRadius?.value == 16)
        #expect(style.button?.value == ButtonStyleSpec(fill: ColorSpec(light: "#111111", dark: "#111111"), text: ColorSpec(light: "white", dark: "white"),
                                                       cornerRadius: 10))
        #expect(style.background?.value == ColorSpec(light: "systemBackground", dark: "#000000"))
        // A field's style overrides the screen's key by key, and a font part by part.
        let chips = try #require(screen.fields.last).style.over(style)
        #expect(chips.optionPadding?.value == EdgeInsetsSpec(all: 8) && chips.rowHeight?.value == 60)
        #expect(chips.optionFont?.value == FontStyleSpec(size: 16, weight: .heavy) && chips.cellHeight?.value == 40)
        // Every key the language defines appears in the spec above.
        for mapping in SpecLanguage.mappings {
            for key in mapping.keys {
                #expect(Self.everyKey.contains("\(key.name):"), "\(mapping.name.rawValue).\(key.name)")
            }
        }
    }

    @Test("every mapping is reachable from the screen, once")
    func reachable() {
        var seen: Set<MappingName> = [SpecLanguage.root]
        var queue = [SpecLanguage.root]
        while let name = queue.popLast() {
            for key in SpecLanguage.mapping(name).keys {
                for child in Self.mappings(in: key.value) where seen.insert(child).inserted { queue.append(child) }
            }
        }
        #expect(seen == Set(MappingName.allCases))
        #expect(SpecLanguage.mappings.map(\.name) == MappingName.allCases)
    }

    static func mappings(in value: ValueSpec) -> [MappingName] {
        switch value {
        case .mapping(let name): [name]
        case .list(let item, _): mappings(in: item)
        case .oneOf(let specs): specs.flatMap(mappings)
        default: []
        }
    }

    @Test("keys are documented kebab-case words", arguments: SpecLanguage.mappings)
    func documented(_ mapping: MappingSpec) {
        #expect(!mapping.summary.isEmpty && mapping.summary.hasSuffix("."))
        #expect(Set(mapping.keyNames).count == mapping.keys.count)
        for key in mapping.keys {
            #expect(key.name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || $0 == 45 }, "\(key.name)")
            #expect(key.summary.hasSuffix(".") || key.summary.hasSuffix(").") || key.summary.hasSuffix("`)."), "\(key.name)")
            #expect(!(key.isRequired && key.defaultText != nil), "a required key has no default: \(key.name)")
            for word in key.value.words { #expect(!word.description.isEmpty) }
        }
        for group in mapping.groups {
            #expect(group.keys.allSatisfy { mapping.key($0) != nil })
        }
    }

    @Test("id formats accept and reject as the contract says")
    func idFormats() {
        #expect(StringFormat.screenID.accepts("travel-category") && !StringFormat.screenID.accepts("Travel") && !StringFormat.screenID.accepts("a_b"))
        #expect(StringFormat.fieldID.accepts("_Field1") && !StringFormat.fieldID.accepts("1field") && !StringFormat.fieldID.accepts("a-b"))
        #expect(StringFormat.nameID.accepts("my_tab-2") && !StringFormat.nameID.accepts("-x") && !StringFormat.nameID.accepts(""))
        #expect(StringFormat.optionID.accepts("취업/이직") && StringFormat.optionID.accepts("회사 생활"))
        #expect(!StringFormat.optionID.accepts(" a") && !StringFormat.optionID.accepts("a\t") && !StringFormat.optionID.accepts(""))
        // Either end ASCII or not: 캠핑65 and 65캠핑 are ids, an ideographic or no-break space at an end is not.
        #expect(StringFormat.optionID.accepts("캠핑65") && StringFormat.optionID.accepts("65캠핑") && StringFormat.optionID.accepts("x"))
        #expect(!StringFormat.optionID.accepts("캠핑\u{3000}") && !StringFormat.optionID.accepts("\u{A0}65") && !StringFormat.optionID.accepts("a "))
    }

    @Test("number bounds in words")
    func bounds() {
        #expect(NumberBounds(minimum: 0, maximum: 1).describe() == "between 0 and 1")
        #expect(NumberBounds(minimum: 0, exclusive: true, maximum: 1).describe() == "greater than 0 and at most 1")
        #expect(NumberBounds(minimum: 1, maximum: 6).describe(integer: true) == "from 1 to 6")
        #expect(NumberBounds(minimum: 0).describe() == "at least 0")
        #expect(!NumberBounds(minimum: 0, exclusive: true).contains(0) && NumberBounds(minimum: 0).contains(0))
        #expect(!NumberBounds.any.contains(.nan))
    }
}
