import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// E407, W500 and W502 from the geometry, at the exact place in the spec.
@Suite("Device rules")
struct DeviceRulesTests {
    /// The device-rule diagnostics of a marked spec, and the markers' places.
    func check(_ marked: String) throws -> (diagnostics: [Diagnostic], text: MarkedText) {
        let text = MarkedText(marked)
        let screen = try #require(Spec.screen(text.text), "\(Spec.problems(text.text))")
        return (DeviceRules.diagnostics(for: screen), text)
    }

    @Test("E407: medium listed after large is shorter on every portrait device; compact height skips it")
    func detentsDescending() throws {
        let (diagnostics, text) = try check("""
            formc: 1
            screen: order
            sheet:
              detents: [large, 1️⃣medium]
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(diagnostics.map(\.code) == [.E407])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"])
        #expect(diagnostic.pointer == "/sheet/detents/1")
        #expect(diagnostic.message == "detent 'medium' (333.5 pt) is shorter than 'large' (637 pt) listed before it,"
            + " on iphone-se (also iphone-15, iphone-15-pro-max)")
    }

    @Test("E407 on one device only: 0.53 × large passes medium on the SE alone")
    func detentsDescendingOnOneDevice() throws {
        // SE: 0.53 × 637 = 337.6 > 333.5; iphone-15: 415.0 < 426; Pro Max: 457.4 < 466.
        let (diagnostics, text) = try check("""
            formc: 1
            screen: order
            sheet:
              detents:
                - { id: most, fraction: 0.53 }
                - 1️⃣medium
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(diagnostics.map(\.code) == [.E407])
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
        #expect(diagnostics.first?.message == "detent 'medium' (333.5 pt) is shorter than 'most' (337.6 pt) listed before it,"
            + " on iphone-se")
        // Ascending everywhere: nothing.
        let (fine, _) = try check("""
            formc: 1
            screen: order
            sheet:
              detents: [{ id: peek, height: 140 }, medium, large]
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(fine.isEmpty)
    }

    @Test("W500: a grid title that fits on wide phones is cut on narrow ones")
    func gridTitleCut() throws {
        // 3 columns: cells (343 − 2 × 10) / 3 = 107.7 pt wide on the SE, less 2 × 12 pt padding: 83.7 pt
        // for a title at 17 pt; (361 − 20) / 3 − 24 = 89.7 pt on the iPhone 15.
        let (diagnostics, text) = try check("""
            formc: 1
            screen: cells
            fields:
              - id: f
                type: choice
                layout: grid
                columns: 3
                options:
                  - { id: ten, title: 1️⃣abcdefghij }
                  - { id: twelve, title: 2️⃣abcdefghijkl }
                  - { id: short, title: abc }
            """)
        // One W500 for the field (as W507 groups a list), each cut title a note at its place.
        #expect(diagnostics.map(\.code) == [.W500])
        #expect(diagnostics.map(\.range?.start) == [text["1️⃣"]])
        #expect(diagnostics.map(\.pointer) == ["/fields/0/options/0/title"])
        let ten = TextMeasure.width("abcdefghij", size: 17, weight: .regular)
        let twelve = TextMeasure.width("abcdefghijkl", size: 17, weight: .regular)
        #expect(ten > 83.67 && ten < 89.67 && twelve > 89.67)
        #expect(diagnostics[0].message == "the titles of 2 options of field 'f' do not fit their place; the first: title of option"
            + " 'ten' needs \(DetentHeights.describe(ten)) pt but its grid cell has 83.7 pt on iphone-se; iOS cuts it with '…'")
        #expect(diagnostics[0].notes.map(\.range?.start) == [text["1️⃣"], text["2️⃣"]])
        #expect(diagnostics[0].notes.map(\.message) == [
            "title of option 'ten' needs \(DetentHeights.describe(ten)) pt but its grid cell has 83.7 pt on iphone-se; iOS cuts it with '…'",
            "title of option 'twelve' needs \(DetentHeights.describe(twelve)) pt but its grid cell has 83.7 pt on iphone-se (also iphone-15);"
                + " iOS cuts it with '…'",
        ])
    }

    @Test("W500: a chip wider than a whole line")
    func chipTitleCut() throws {
        let long = String(repeating: "x", count: 60)
        let (diagnostics, text) = try check("""
            formc: 1
            screen: chips
            fields:
              - id: f
                type: choice
                options: [1️⃣\(long), short]
            """)
        #expect(diagnostics.map(\.code) == [.W500])
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
        // A line of chips is 343 pt on the SE, less the chip's 2 × 12 pt padding: 319 pt for the title.
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("title of option '\(long.prefix(39))…' needs \(DetentHeights.describe(TextMeasure.width(long, size: 17, weight: .regular))) pt"))
        #expect(message.contains(" but a line of chips has 319 pt on iphone-se (also iphone-15, iphone-15-pro-max)"), "\(message)")
    }

    /// A list of `count` options under no header, then a submit button, starting at medium.
    func listThenSubmit(_ count: Int) -> String {
        """
        formc: 1
        screen: fold
        sheet: { detents: [medium, large], initial-detent: medium }
        fields:
          - { id: f, type: choice, layout: list, options: [\((1...count).map { "o\($0)" }.joined(separator: ", "))] }
        actions:
          - 1️⃣{ id: go, title: Go, role: submit }
        """
    }

    @Test("W502: the submit button below the fold at the initial detent, in points")
    func submitBelowFold() throws {
        // k rows of 44 pt from 20 pt, the 50 pt button 10 pt under them: its bottom at 80 + 44 k pt.
        // At medium the content shows to 333.5 pt on the SE (no bottom safe area), 426 − 34 = 392 pt
        // on the iPhone 15, 466 − 34 = 432 pt on the Pro Max; in landscape the sheet, not
        // edge-attached, is the whole screen: 393 − 21 = 372 pt.
        let (five, _) = try check(listThenSubmit(5))
        #expect(five.isEmpty)
        let (six, text) = try check(listThenSubmit(6))
        #expect(six.map(\.code) == [.W502])
        #expect(six.first?.range?.start == text["1️⃣"])
        #expect(six.first?.pointer == "/actions/0")
        // 80 + 264 = 344 pt of content, 10.5 pt of it below 333.5 pt.
        #expect(six.first?.message == "submit action 'go' is below the fold at the initial detent 'medium' (333.5 pt,"
            + " 10.5 pt of content below the fold) on iphone-se")
        let (eight, _) = try check(listThenSubmit(8))
        #expect(eight.first?.message.hasSuffix("on iphone-se (also iphone-15, iphone-15-landscape)") == true)
        let (nine, _) = try check(listThenSubmit(9))
        #expect(nine.first?.message.hasSuffix("on iphone-se (also iphone-15, iphone-15-pro-max, iphone-15-landscape)") == true)
    }

    @Test("the rules and the drawing agree: a W502 device draws the button cut, the others whole")
    func rulesMatchDrawing() throws {
        let screen = try #require(Spec.screen(MarkedText(listThenSubmit(8)).text))
        for device in Device.all {
            let geometry = SheetGeometry(screen: screen, device: device)
            let viewport = try #require(geometry.initialViewport)
            let button = try #require(geometry.layout.element(action: 0))
            let warned = DeviceRules.diagnostics(for: screen, devices: [device]).contains { $0.code == .W502 }
            #expect(warned == !viewport.shows(button), "\(device.name)")
            // The drawing shows the button's title exactly when the rule finds it above the fold.
            let drawing = MockupRenderer.render(screen, detent: "medium", device: device, charset: .unicode)
            #expect(drawing.contains(" Go ") == !warned, "\(device.name)")
        }
    }

    /// Four lines of 49 pt chips (16 pt bold, 10 pt padding, 5 pt margin) under an 18 pt title,
    /// a 50 pt button pinned 10 pt above the bottom safe area.
    static let travelCategory = """
        formc: 1
        screen: travel-category
        title: 여행로그의 카테고리를 선택해주세요 😀
        sheet: { detents: [medium, large] }
        style:
          title-font: { size: 18, weight: semibold }
          title-spacing: 20
          option-font: { size: 16, weight: bold }
          option-padding: 10
          option-margin: 5
          item-spacing: 5
          content-inset: { left: 10, right: 10 }
        fields:
          - id: category
            type: choice
            options: [반려동물 🐶, 애인 💑, 가족 👫, 아이 👶, 여행 🛫, 커피 ☕️, 차 🫖, 알코올 🚰, 드라이브 🚗, 맛집 🥘, 산책 🌲, 뷰맛집 🌇]
        actions:
          - 1️⃣{ id: apply, title: 선택 완료, role: submit }
        action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20 }
        """

    @Test("W512: the pinned button covers the last line of chips on the iPhone SE at medium, not on the iPhone 15")
    func pinnedButtonCoversChips() throws {
        let (diagnostics, text) = try check(Self.travelCategory)
        #expect(diagnostics.map(\.code) == [.W512])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"] && diagnostic.pointer == "/actions/0")
        // The chips end at 20 + 21.48 + 20 + 4 × 49.09 + 3 × 10 = 287.85 pt, the button starts at
        // 333.5 − 10 − 50 = 273.5 pt: 14.35 pt covered, on the SE alone.
        #expect(diagnostic.message == "pinned action 'apply' covers option '산책 🌲' of field 'category' by 14.4 pt"
            + " at the initial detent 'medium' of screen 'travel-category' on iphone-se")
        let screen = try #require(Spec.screen(text.text))
        #expect(DeviceRules.diagnostics(for: screen, devices: [.iphone15]).isEmpty)
        #expect(DeviceRules.diagnostics(for: screen, devices: [.iphoneSE]).map(\.code) == [.W512])
        // The frames agree: the last line's bottom is below the button's top on the SE only.
        for (device, covers) in [(Device.iphoneSE, true), (.iphone15, false)] {
            let layout = PointLayout(screen: screen, device: device)
            let medium = try #require(layout.detents(of: screen.sheet).first)
            let placed = layout.placed(at: medium)
            let button = try #require(placed.first { $0.kind == .action })
            let lowest = placed.filter { $0.kind == .option }.map(\.frame.maxY).max() ?? 0
            #expect((lowest > button.frame.y) == covers, "\(device.name)")
        }
    }

    @Test("W512: content under the tab bar at the initial detent, named with the points covered")
    func tabBarCoversRows() throws {
        let spec = """
            formc: 1
            screen: places
            sheet: { detents: [{ id: peek, height: 200 }, large] }
            fields:
              - { id: f, type: choice, layout: list, commit: on-select, options: [a, b, c, d] }
            tab-bar:
              1️⃣items: [{ id: home, title: Home }, { id: me, title: Me }]
            """
        let (diagnostics, _) = try check(spec)
        #expect(diagnostics.map(\.code) == [.W512])
        #expect(diagnostics.first?.pointer == "/tab-bar")
        #expect(diagnostics.first?.message.hasPrefix("the tab bar covers option ") == true)
    }

    @Test("the example specs raise no device diagnostics but the one their code has: the button over the chips on the SE")
    func examplesAreClean() {
        #expect(!Spec.exampleScreens.isEmpty)
        for screen in Spec.exampleScreens {
            let diagnostics = DeviceRules.diagnostics(for: screen, devices: Device.all)
            if screen.id.value == "travel-category" {
                #expect(diagnostics.map(\.code) == [.W512])
                #expect(diagnostics.first?.message.hasSuffix("of screen 'travel-category' on iphone-se") == true, "\(diagnostics)")
            } else {
                #expect(diagnostics.isEmpty, "\(screen.id.value): \(diagnostics.map(\.message))")
            }
        }
    }
}
