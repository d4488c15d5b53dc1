import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcSwiftGen
import Foundation
import Testing

/// `formc build --ios-target`: W510 for what a screen's Swift needs above the app's lowest iOS.
@Suite("Swift: deployment target (W510)")
struct SwiftDeploymentTargetTests {
    @Test func customDetentsBelowIOS16() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let result = fixture.build(["--ios-target", "15", "--format", "json"])
        #expect(result.code == .success, Comment(rawValue: result.stderr))
        // 004's { id: peek, height: 140 } is a custom detent: iOS 16, and it falls back to medium.
        let code = DiagnosticCode.W510
        #expect(result.stdout.contains("\"code\": \"\(code.id)\""), "\(result.stdout)")
        #expect(result.stdout.contains("custom detent 'peek' needs iOS 16 (UISheetPresentationController.Detent.custom(identifier:resolver:))"))
        #expect(result.stdout.contains("the sheet rests at .medium() there"))
        // 002's fit detent, and the corner radius of 001 and 002 (SwiftUI, iOS 16.4).
        #expect(result.stdout.contains("custom detent 'fit' needs iOS 16"))
        #expect(result.stdout.contains("corner-radius needs iOS 16.4 (SwiftUI's presentationCornerRadius(_:))"))
        #expect(result.stdout.contains("backdrop.undimmed-through needs iOS 16.4 (SwiftUI's presentationBackgroundInteraction(_:))"))
        // The hint names both places the target is set: the project config and the flag.
        #expect(result.stdout.contains("raise ios-target in .formc.yaml (or --ios-target) to 16.4 if the app allows it"))
    }

    @Test func aTargetThatHasEverythingWarnsOfNothing() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        for target in ["16.4", "17"] {
            let result = fixture.build(["--ios-target", target])
            #expect(result.code == .success)
            #expect(!result.stdout.contains("W510"), "\(target): \(result.stdout)")
        }
        let between = fixture.build(["--ios-target", "16.0"])
        #expect(!between.stdout.contains("custom detent") && between.stdout.contains("corner-radius needs iOS 16.4"))
    }

    @Test func withoutATargetOrWithoutSwiftNothingIsChecked() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(!fixture.build().stdout.contains("W510"))
        #expect(!fixture.build(["--ios-target", "15", "--emit", "schema"]).stdout.contains("W510"))
    }

    /// A popup's card is UIKit's (iOS 15): its corner radius cites no SwiftUI API, since the
    /// SwiftUI modifier presents page sheets only; the same radius on a page sheet does.
    @Test func aPopupCitesNoSwiftUIAPI() throws {
        let popup = try #require(Spec.screen("formc: 1\nscreen: p\nsheet: { presentation: popup, corner-radius: 12 }\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"))
        #expect(DeploymentTarget.diagnostics(for: popup, target: IOSVersion(15)).isEmpty)
        let sheet = try #require(Spec.screen("formc: 1\nscreen: p\nsheet: { corner-radius: 12 }\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"))
        #expect(DeploymentTarget.diagnostics(for: sheet, target: IOSVersion(15)).map(\.message)
                    == ["corner-radius needs iOS 16.4 (SwiftUI's presentationCornerRadius(_:)); the deployment target is iOS 15.0: SwiftUI keeps the system radius there (UIKit has it from iOS 15)"])
    }

    @Test func underStrictTheWarningFailsTheBuild() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build(["--ios-target", "15", "--strict"]).code == .specErrors)
    }

    @Test func aTargetBelowIOS15OrNotAVersionIsAUsageError() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        for bad in ["14", "14.9", "fifteen", "16.", "", "16.4.1"] {
            let result = fixture.build(["--ios-target", bad])
            #expect(result.code == .usage, "\(bad)")
            #expect(result.stderr.contains("--ios-target"), "\(bad)")
        }
    }
}
