import FormcPipelineTestSupport
import FormcSpec
import FormcSwiftGen
import Foundation
import Testing

/// `FormcPresentation.configure(_:card:)` run against the UIKit stand-ins of `Stubs/UIKit`,
/// which keep what is set: each sheet key of the reference's key table (spec-language.md §3a)
/// is asserted as its UIKit cell says — applied through the API it names, or left to the
/// system where the cell names the diagnostic that says so.
@Suite("UIKit: configure(_:card:) against recording stand-ins")
struct UIKitConfigureTests {
    /// One screen per way of presenting, covering every sheet key.
    static let specs = [
        // A page sheet with every key written that a page sheet applies.
        """
        formc: 1
        screen: every-sheet-key
        sheet:
          detents: [{ id: peek, height: 140 }, medium, large]
          initial-detent: medium
          grabber: true
          corner-radius: 20
          backdrop: { undimmed-through: peek }
          dismiss: { swipe: false, close-button: true }
          scrolling-expands: false
          edge-attached-in-compact-height: true
          width-follows-preferred-content-size: true
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        actions:
          - { id: ok, title: OK, role: submit }
        action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20, height: 44 }
        """,
        // A page sheet with the defaults: it swipes, so a backdrop tap dismisses it too.
        """
        formc: 1
        screen: plain-sheet
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        """
        formc: 1
        screen: popup-tap
        sheet:
          presentation: popup
          corner-radius: 12
          backdrop: { dim: 0.5, tap: dismiss }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        """
        formc: 1
        screen: popup-still
        sheet:
          presentation: popup
          backdrop: { tap: none }
          dismiss: { close-button: true }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        """
        formc: 1
        screen: whole
        sheet: { presentation: full-screen }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
    ]

    static let driver = """
        import UIKit

        @MainActor func report(_ name: String, _ presentation: FormcPresentation) {
            let controller = UIViewController()
            let card = UIView(frame: .zero)
            presentation.configure(controller, card: card)
            var lines: [String] = []
            lines.append("style=\\(controller.modalPresentationStyle) transition=\\(controller.modalTransitionStyle) modal=\\(controller.isModalInPresentation)")
            if let sheet = controller.sheetPresentationController {
                lines.append("detents=" + sheet.detents.map(\\.recordedKind).joined(separator: ","))
                lines.append("selected=\\(sheet.selectedDetentIdentifier?.rawValue ?? "nil") undimmed=\\(sheet.largestUndimmedDetentIdentifier?.rawValue ?? "nil")")
                lines.append("grabber=\\(sheet.prefersGrabberVisible) radius=\\(sheet.preferredCornerRadius) scrolls=\\(sheet.prefersScrollingExpandsWhenScrolledToEdge) edge=\\(sheet.prefersEdgeAttachedInCompactHeight) width=\\(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)")
            } else {
                lines.append("no sheet controller")
            }
            lines.append("dim=\\(controller.view.backgroundColor.map { "\\($0.recordedAlpha)" } ?? "none")")
            let buttons = controller.view.recordedSubviews.compactMap { $0 as? UIButton }
            if let action = buttons.first?.recordedPrimaryAction {
                action.recordedHandler?(action)
                lines.append("backdrop button: a tap dismisses \\(controller.recordedDismissals) time(s)")
            } else {
                lines.append("no backdrop button")
            }
            lines.append("card radius=\\(card.layer.cornerRadius) curve=\\(card.layer.cornerCurve.rawValue) clips=\\(card.clipsToBounds)")
            let layout = presentation.actionLayout
            lines.append("actions=\\(layout.placement) bottom=\\(layout.bottomInset) side=\\(layout.sideInset.map { "\\($0)" } ?? "nil") height=\\(layout.height)")
            lines.append("closeButton=\\(presentation.dismissal.closeButton) swipe=\\(presentation.dismissal.swipe) tap=\\(presentation.backdrop.tap)")
            print("# " + name)
            for line in lines { print(line) }
        }

        """

    /// The stand-ins' record of each screen, as the driver prints it: `# id` then its lines.
    static func records() throws -> [String: [String]] {
        let directory = try SwiftTestSupport.temporaryDirectory("configure")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let screens = try specs.map { text in try #require(Spec.check(text).screens.first?.screen, "\(text)") }
        let stems = ScreenNames.stems(of: screens.map(\.id.value))
        let calls = screens.map { screen in
            "report(\"\(screen.id.value)\", \(SwiftGenerator.names(of: screen, stems: stems).screenType).presentation)"
        }
        var paths = try SwiftTestSupport.write(SwiftGenerator.files(screens), to: directory)
        let main = directory + "/main.swift"
        try Data((driver + calls.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: main))
        paths.append(main)
        // The stand-ins as a module with its code, linked into the program.
        let stub = SwiftCompiler.stubsDirectory + "/UIKit/UIKit.swift"
        let module = try SwiftCompiler.run(["-parse-as-library", "-module-name", "UIKit"] + SwiftCompiler.strictFlags
            + ["-wmo", "-c", "-emit-module", "-emit-module-path", directory + "/UIKit.swiftmodule", "-o", directory + "/UIKit.o", stub])
        try #require(module.status == 0, "\(module.output)")
        let binary = directory + "/configure"
        let built = try SwiftCompiler.run(["-module-name", "Configure"] + SwiftCompiler.strictFlags
            + ["-I", directory, "-o", binary, directory + "/UIKit.o"] + paths)
        try #require(built.status == 0, "\(built.output)")
        let run = try SwiftCompiler.run(tool: binary, [])
        try #require(run.status == 0, "\(run.output)")
        var records: [String: [String]] = [:], current = ""
        for line in run.output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("# ") { current = String(line.dropFirst(2)) } else { records[current, default: []].append(line) }
        }
        return records
    }

    @Test("Each sheet key is set through the API its UIKit cell names, or left to the system as its cell says")
    func everyCellAsTheTableSays() throws {
        try #require(SwiftCompiler.path != nil, "no swiftc on PATH")
        let records = try Self.records()
        // A page sheet: detents (custom on iOS 16, by their spec ids), initial detent, undimmed
        // detent, grabber, corner radius, scrolling, edge attachment, width; no swipe = modal
        // (a backdrop tap cannot dismiss either); no dim view of formc's (the system dims it).
        #expect(records["every-sheet-key"] == [
            "style=pageSheet transition=coverVertical modal=true",
            "detents=custom peek,medium,large",
            "selected=com.apple.UIKit.medium undimmed=peek",
            "grabber=true radius=20.0 scrolls=false edge=true width=true",
            "dim=none",
            "no backdrop button",
            "card radius=0.0 curve=circular clips=false",
            "actions=bottom bottom=10.0 side=20.0 height=44.0",
            "closeButton=true swipe=false tap=none",
        ])
        // The defaults: it swipes, and so a tap on the backdrop dismisses it (UIKit's own).
        #expect(records["plain-sheet"] == [
            "style=pageSheet transition=coverVertical modal=false",
            "detents=large",
            "selected=com.apple.UIKit.large undimmed=nil",
            "grabber=false radius=0.0 scrolls=true edge=false width=false",
            "dim=none",
            "no backdrop button",
            "card radius=0.0 curve=circular clips=false",
            "actions=afterContent bottom=0.0 side=nil height=50.0",
            "closeButton=false swipe=true tap=dismiss",
        ])
        // A popup: over the full screen, its own dim view at backdrop.dim, a clear button that
        // dismisses on a tap, and the card's corner radius.
        #expect(records["popup-tap"] == [
            "style=overFullScreen transition=crossDissolve modal=false",
            "no sheet controller",
            "dim=0.5",
            "backdrop button: a tap dismisses 1 time(s)",
            "card radius=12.0 curve=continuous clips=true",
            "actions=afterContent bottom=0.0 side=nil height=50.0",
            "closeButton=false swipe=false tap=dismiss",
        ])
        #expect(records["popup-still"] == [
            "style=overFullScreen transition=crossDissolve modal=false",
            "no sheet controller",
            "dim=0.4",
            "no backdrop button",
            "card radius=10.0 curve=continuous clips=true",
            "actions=afterContent bottom=0.0 side=nil height=50.0",
            "closeButton=true swipe=false tap=none",
        ])
        #expect(records["whole"] == [
            "style=fullScreen transition=coverVertical modal=false",
            "no sheet controller",
            "dim=none",
            "no backdrop button",
            "card radius=0.0 curve=circular clips=false",
            "actions=afterContent bottom=0.0 side=nil height=50.0",
            "closeButton=false swipe=false tap=none",
        ])
    }
}
