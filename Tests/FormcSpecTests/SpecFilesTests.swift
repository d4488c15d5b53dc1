import FormcCore
import FormcLoad
import FormcPipelineTestSupport
import FormcSpec
import FormcValidate
import Foundation
import Testing

/// The five example specs in `specs/` are real, clean specs.
@Suite("specs/")
struct SpecFilesTests {
    static let files = [
        "000-travel-category.yaml", "001-popup-pickers.yaml", "002-floating-panels.yaml",
        "003-interests.yaml", "004-my-place.yaml",
    ]

    static func load(_ name: String) -> LoadedFile {
        Loader.load(path: Spec.repositoryRoot + "/specs/" + name)
    }

    @Test("decodes and validates without errors or warnings (but the W512 000 silences)", arguments: files)
    func clean(_ name: String) {
        let loaded = Self.load(name)
        #expect(loaded.diagnostics.isEmpty)
        let documents = SpecDecoder.decode(loaded)
        #expect(!documents.isEmpty)
        for document in documents {
            #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map { "\($0.code) \($0.message)" })")
            guard let screen = document.screen else {
                Issue.record("\(name): no screen")
                continue
            }
            // The rules alone, before ignore comments: the one finding the example keeps (and
            // silences, with its reason) is the travel category's W512, its code's own defect.
            let problems = Validator.validate(screen).filter { !(screen.id.value == "travel-category" && $0.code.id == "W512") }
            #expect(problems.isEmpty, "\(problems.map { "\($0.code) \($0.message)" })")
        }
    }
}

/// The example screens' constants survive decoding.
@Suite("specs/ content")
struct SpecFilesContentTests {
    static func screens(_ name: String) -> [Screen] {
        SpecDecoder.decode(SpecFilesTests.load(name)).compactMap(\.screen)
    }

    @Test func travelCategory() throws {
        let screen = try #require(Self.screens("000-travel-category.yaml").first)
        #expect(screen.id.value == "travel-category")
        #expect(screen.title?.value == "여행로그의 카테고리를 선택해주세요 😀")
        // Only medium, as `sheet.detents = [.medium()]`; no initial selection.
        #expect(screen.sheet.detents.map(\.id.value) == ["medium"])
        #expect(screen.sheet.initialDetent.value == "medium")
        #expect(screen.sheet.grabber.value)
        #expect(screen.sheet.presentation.value == .sheet)
        // UIKit's page sheet: a tap on the dimmed area dismisses it.
        #expect(screen.sheet.backdrop.tap.value == .dismiss && !screen.sheet.backdrop.tap.isExplicit)
        #expect(screen.sheet.backdropTapDismisses && screen.sheet.swipeDismisses)
        #expect(screen.sheet.backdrop.dim.value == 0.4)
        let field = try #require(screen.fields.first)
        #expect(field.kind.value == .choice && !field.required.value && field.commit.value == .onApply)
        #expect(field.layout.value == .flow && field.flowAlignment == .spread)
        #expect(field.options.count == 12)
        #expect(field.options[5].title.value == "커피 ☕️")
        #expect(field.initial == nil)
        #expect(screen.submitAction?.title.value == "선택 완료")
    }

    @Test func popupPickers() throws {
        let screens = Self.screens("001-popup-pickers.yaml")
        #expect(screens.map(\.id.value) == ["vehicle-picker", "animal-picker"])
        #expect(screens.map(\.documentIndex) == [0, 1])
        for screen in screens {
            #expect(screen.sheet.presentation.value == .popup)
            #expect(screen.sheet.detents.map(\.kind) == [.fit])
            #expect(screen.sheet.backdrop.dim.value == 0.5)
            #expect(screen.sheet.cornerRadius.value == 10)
            #expect(screen.sheet.dismiss.closeButton.value)
            #expect(screen.sheet.backdrop.tap.value == .dismiss && screen.sheet.backdropTapDismisses)
            #expect(!screen.sheet.swipeDismisses)
            #expect(screen.fields.first?.layout.value == .grid)
            #expect(screen.fields.first?.columns?.value == 2)
            #expect(screen.fields.first?.commit.value == .onSelect)
        }
        #expect(screens.first?.title?.value == "🚀뭐에 타실래요?")
    }

    @Test func floatingPanels() throws {
        let screens = Self.screens("002-floating-panels.yaml")
        #expect(screens.count == 2)
        let pass = try #require(screens.first), block = try #require(screens.last)
        for screen in screens {
            #expect(screen.sheet.detents.map(\.kind) == [.fit])
            // `UIScreen.main.bounds.height * 0.7` caps the table.
            #expect(screen.sheet.maxHeight.value == 0.7 && screen.sheet.maxHeightReference == .screen)
            #expect(screen.sheet.cornerRadius.value == 16)
            #expect(screen.sheet.grabber.value && screen.sheet.swipeDismisses)
            #expect(screen.title == nil && screen.fields.isEmpty && screen.actions.isEmpty)
            // A display-only table: 20 rows, no separators.
            #expect(screen.content.count == 1)
            #expect(screen.content.first?.rows.map(\.value) == (0..<20).map { "cell\($0)" })
            #expect(screen.content.first?.separators.value == false)
        }
        // A page sheet: the system dims it (no backdrop.dim written, W511 otherwise).
        #expect(!block.sheet.backdrop.dim.isExplicit && block.sheet.shownDim == Backdrop.systemDim)
        #expect(pass.sheet.backdrop.undimmedThrough.value == .all && pass.sheet.passesTouchesAtEveryDetent)
        #expect(block.sheet.backdrop.undimmedThrough.value == .none)
        #expect(block.sheet.backdrop.tap.value == .dismiss && block.sheet.backdropTapDismisses)
    }

    @Test func interests() throws {
        let screen = try #require(Self.screens("003-interests.yaml").first)
        #expect(screen.sheet.presentation.value == .fullScreen && screen.title == nil)
        #expect(!screen.sheet.swipeDismisses && !screen.sheet.backdropTapDismisses)
        let field = try #require(screen.fields.first)
        #expect(field.kind.value == .multiChoice && !field.required.value && !field.isRequiredInResult)
        #expect(field.flowAlignment == .leading)
        #expect(field.sections.map(\.title.value) == ["💼직장인 공감", "🌈관심분야"])
        #expect(field.sections.map(\.optionIndexes) == [0..<4, 4..<11])
        #expect(field.options.map(\.id.value) == ["커리어고민", "취업/이직", "회사 생활", "인간관계",
                                                "개발", "데이터", "HR", "서비스기획", "마케팅", "디자인", "경영/전략"])
        #expect(field.options.map(\.sectionIndex) == Array(repeating: 0, count: 4) + Array(repeating: 1, count: 7))
        #expect(field.initial == nil && field.min == nil)
        #expect(screen.submitAction?.title.value == "시작하기")
    }

    @Test func myPlace() throws {
        let screen = try #require(Self.screens("004-my-place.yaml").first)
        let sheet = screen.sheet
        #expect(sheet.detents.map(\.kind) == [.height(140), .medium, .large])
        #expect(sheet.detents.map(\.id.value) == ["peek", "medium", "large"])
        #expect(sheet.initialDetent.value == "peek" && !sheet.initialDetent.isExplicit)
        #expect(sheet.backdrop.undimmedThrough.value == .detent("medium"))
        #expect(!sheet.dismiss.swipe.value && !sheet.scrollingExpands.value)
        #expect(sheet.edgeAttachedInCompactHeight.value && sheet.widthFollowsPreferredContentSize.value)
        #expect(sheet.grabber.value)
        // Modal in presentation: neither a swipe nor a tap on the backdrop dismisses it.
        #expect(!sheet.swipeDismisses && !sheet.backdropTapDismisses)
        #expect(screen.title == nil && screen.fields.isEmpty)
        if case .placeholder(let name, let height)? = screen.content.first?.kind {
            #expect(name.value == "MyPlaceScrollableViewController" && height == nil)
        } else {
            Issue.record("my-place has no placeholder")
        }
        let tabBar = try #require(screen.tabBar)
        #expect(tabBar.items.map(\.id.value) == ["tab-1", "tab-2", "place", "tab-4"])
        #expect(tabBar.selected.value == "place" && tabBar.selectedIndex == 2)
        #expect(tabBar.items[2].title.value == "플레이스" && tabBar.items[2].icon?.value == "star")
    }
}
