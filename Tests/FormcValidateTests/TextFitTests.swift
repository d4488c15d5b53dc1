import FormcCore
import Foundation
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// W500 for every text the mockup cuts, at the spec text it shows, and one verdict for every
/// option of a grid whatever its selection mark.
@Suite("W500: texts that do not fit")
struct TextFitTests {
    func check(_ marked: String) throws -> (diagnostics: [Diagnostic], text: MarkedText) {
        let text = MarkedText(marked)
        let screen = try #require(Spec.screen(text.text), "\(Spec.problems(text.text))")
        return (DeviceRules.diagnostics(for: screen).filter { $0.code == .W500 }, text)
    }

    @Test("a sheet's title wider than its header")
    func sheetTitle() throws {
        let long = String(repeating: "window ", count: 21) + "end"
        let (diagnostics, text) = try check("""
            formc: 1
            screen: s
            title: 1️⃣\(long)
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"] && diagnostic.pointer == "/title")
        // SE: 375 pt less the 16 pt content insets, no close button: the header has all 343 pt.
        let message = diagnostic.message
        #expect(message.hasPrefix("the screen's title needs ") && message.contains(" pt but the header has 343 pt on iphone-se"
            + " (also iphone-15, iphone-15-pro-max, iphone-15-landscape); iOS cuts it with '…'"), "\(message)")
        #expect(diagnostic.help == "shorten the title")
    }

    @Test("a popup's title, with the room its close button leaves")
    func popupTitle() throws {
        let (diagnostics, text) = try check("""
            formc: 1
            screen: p
            title: 1️⃣\(String(repeating: "가", count: 30))
            sheet: { presentation: popup, dismiss: { close-button: true } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"])
        // 30 Hangul syllables at the title's 17 pt: 1 em each.
        #expect(diagnostic.message.hasPrefix("the popup's title needs 510 pt but the header has "), "\(diagnostic.message)")
    }

    @Test("a tab's title wider than its item of the tab bar, in points at 10 pt; a tab's icon name is never a warning")
    func tabTitle() throws {
        let spec = """
            formc: 1
            screen: t
            sheet: { detents: [large] }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items:
                - { id: home, title: 1️⃣"The home screen of the application, with every one of its settings", icon: house }
                - { id: me, title: Me, icon: magnifyingglass.circle.fill }
              selected: me
            """
        let (diagnostics, text) = try check(spec)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"] && diagnostic.pointer == "/tab-bar/items/0/title")
        // SE: two items of 187.5 pt, the title 4 pt from either side: 179.5 pt.
        let width = DetentHeights.describe(TabBarLayout.titleWidth("The home screen of the application, with every one of its settings"))
        #expect(diagnostic.message == "the title of tab 'home' needs \(width) pt at the tab bar's 10 pt but its tab has 179.5 pt"
            + " on iphone-se (also iphone-15, iphone-15-pro-max); iOS cuts it with '…'")
        #expect(diagnostic.help == "shorten the tab's title")
        // A popup's cover hides the tab bar: nothing drawn, nothing cut.
        let popup = try check(spec.replacingOccurrences(of: "{ detents: [large] }", with: "{ presentation: popup }"))
        #expect(popup.diagnostics.isEmpty)
    }

    @Test("the Phone app's five tabs fit at 10 pt on every device")
    func phoneTabsFit() throws {
        let (diagnostics, _) = try check("""
            formc: 1
            screen: phone
            sheet: { detents: [large] }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items:
                - { id: favorites, title: Favorites, icon: star.fill }
                - { id: recents, title: Recents, icon: clock.fill }
                - { id: contacts, title: Contacts, icon: person.crop.circle }
                - { id: keypad, title: Keypad, icon: circle.grid.3x3.fill }
                - { id: voicemail, title: Voicemail, icon: recordingtape }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        // Voicemail, the widest, against an SE's 75 pt items.
        #expect(TabBarLayout.titleWidth("Voicemail") < TabBarLayout.titleRoom(sheetWidth: 375, slots: 5))
    }

    @Test("the option titles of a field cut on some device are one W500, every title a note")
    func optionCutsGrouped() throws {
        let long = (1...4).map { "  - \"Option number \($0) whose title is far too long to fit any chip on a phone screen at all\"" }
        let (diagnostics, _) = try check("formc: 1\nscreen: g\nfields:\n- id: f\n  type: choice\n  commit: on-select\n  options:\n"
            + long.map { "  " + $0 }.joined(separator: "\n") + "\n")
        #expect(diagnostics.map(\.code) == [.W500], "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("the titles of 4 options of field 'f' do not fit their place; the first: title of option"))
        #expect(diagnostic.notes.count == 4 && Set(diagnostic.notes.compactMap { $0.range?.start.line }).count == 4)
    }

    /// With more than five tabs the bar shows the first four and More: a cut title among the
    /// four is W500, a long title behind More is not drawn and gives nothing.
    @Test("more than five tabs: only the titles shown are checked")
    func tabTitlesBehindMore() throws {
        let (diagnostics, text) = try check("""
            formc: 1
            screen: t
            sheet: { detents: [large] }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items:
                - { id: t1, title: One }
                - { id: t2, title: 1️⃣"Photographs and videos of the trip" }
                - { id: t3, title: Three }
                - { id: t4, title: Four }
                - { id: t5, title: "A title far too long for any slot" }
                - { id: t6, title: Six }
              selected: t1
            """)
        #expect(diagnostics.map(\.pointer) == ["/tab-bar/items/1/title"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
    }

    @Test("a title that fits gives nothing")
    func fits() throws {
        let (diagnostics, _) = try check("""
            formc: 1
            screen: s
            title: 여행로그의 카테고리를 선택해주세요 😀
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test("the selection mark does not count: a selected and an unselected title of one width get one verdict")
    func markDoesNotCount() throws {
        // SE, 3 columns: cells (343 − 2 × 10) / 3 = 107.67 pt wide, less 2 × 12 pt padding: 83.67 pt
        // for every title, marked or not. Hangul is 1 em: 4 syllables at 17 pt fit (68), 5 do not (85).
        let (diagnostics, text) = try check("""
            formc: 1
            screen: cells
            fields:
              - id: f
                type: choice
                commit: on-select
                layout: grid
                columns: 3
                initial: four
                options:
                  - { id: four, title: 가나다라 }
                  - { id: other, title: 마바사아 }
                  - { id: five, title: 1️⃣가나다라마 }
                  - { id: chosen-five, title: 바사아자차 }
            """)
        // Neither 4-syllable title is cut; both 5-syllable ones are — the selected one is not singled out.
        // One W500 for the field, at the first cut title, each cut title a note.
        #expect(diagnostics.map(\.pointer) == ["/fields/0/options/2/title"])
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
        let notes = diagnostics.first?.notes ?? []
        #expect(notes.count == 2 && notes.allSatisfy { $0.message.contains("needs 85 pt but its grid cell has 83.7 pt on iphone-se") })
        #expect(notes.map { $0.message.contains("'five'") } == [true, false] && notes[1].message.contains("'chosen-five'"))
        // The drawing cuts exactly the titles the points cut, whatever its cells would hold.
        let screen = try #require(Spec.screen(text.text))
        let cells = SheetGeometry(screen: screen, device: .iphoneSE).layout.elements.filter { $0.option != nil }
        #expect(cells.map(\.isTruncated) == [false, false, true, true])
        #expect(cells[0].mark == .selected && cells[0].text == "가나다라")
    }

    @Test("a list row, a section's title, a field's label, a content row and a button")
    func otherTexts() throws {
        let wide = String(repeating: "가", count: 60)
        let (diagnostics, text) = try check("""
            formc: 1
            screen: s
            fields:
              - id: f
                label: 1️⃣\(wide)
                type: choice
                layout: list
                sections:
                  - title: 2️⃣\(wide)
                    options:
                      - { id: a, title: 3️⃣\(wide) }
              - { id: g, type: choice, options: [b, c] }
            content:
              - rows: [4️⃣\(wide)]
            actions:
              - { id: go, title: 5️⃣\(wide), role: submit }
            """)
        #expect(diagnostics.map(\.range?.start) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { text[$0] })
        // 60 Hangul syllables at 17 pt, 1 em each, in every place.
        #expect(diagnostics.map { $0.message.components(separatedBy: " but ").first ?? "" } == [
            "the label of field 'f' needs 1020 pt", "the title of section 1 of field 'f' needs 1020 pt",
            "title of option 'a' needs 1020 pt", "row 1 of content block 1 needs 1020 pt",
            "the title of button 'go' needs 1020 pt",
        ])
        #expect(diagnostics[2].message.contains("but its list row has 343 pt on iphone-se"))
    }
}
