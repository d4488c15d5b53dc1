import FormcSwiftGen
import Foundation
import Testing

/// `swift-access: public`: the generated Swift builds as a library module whose types another
/// module (the app) uses — the results, their option enums, the presentation, `configure` and the
/// SwiftUI modifier — against the UIKit and SwiftUI stubs, in Swift 6 mode with warnings as errors.
@Suite("Swift: public access exports the types", .serialized)
struct SwiftPublicAccessTests {
    /// An app file that uses what a library of screens exports.
    static let client = """
        import Foundation
        import Screens

        func pick(_ json: Data) throws -> TravelCategoryResult.Category? {
          let result = try JSONDecoder().decode(TravelCategoryResult.self, from: json)
          _ = TravelCategoryResult(category: .pet)
          _ = TravelCategoryScreen.id
          _ = TravelCategoryResult.Category.allCases.map(\\.title)
          return result.category
        }

        #if canImport(UIKit)
        import UIKit
        @MainActor func present(_ controller: UIViewController) {
          TravelCategoryScreen.presentation.configure(controller)
        }
        #endif

        #if canImport(SwiftUI)
        import SwiftUI
        @available(iOS 16.0, *)
        struct Picker: View {
          @State var detent = PresentationDetent.medium
          var body: some View {
            Text("x").formcPresentation(TravelCategoryScreen.presentation, selection: $detent)
          }
        }
        #endif

        """

    @Test func anAppUsesAPublicLibraryOfScreens() throws {
        let result = try build(access: .public)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The check can fail: with the default, internal access, the same app cannot see the types.
    @Test func internalTypesAreNotSeenByTheApp() throws {
        let result = try build(access: .internal)
        #expect(result.status != 0)
        #expect(result.output.contains("TravelCategoryResult"), "\(result.output)")
    }

    /// Each declaration, and nothing inside a body, gets the modifier; an extension none.
    @Test func theModifierIsOnDeclarationsOnly() {
        let text = SwiftGenerator.supportFile(access: .public)
        #expect(!text.contains("public extension"))
        #expect(!text.contains("public let container"))
        #expect(text.contains("public struct FormcPresentation"))
        #expect(SwiftGenerator.supportFile(access: .internal) == SwiftGenerator.supportFile())
        #expect(!SwiftGenerator.supportFile().contains("public "))
    }

    /// Emits the example screens as the module `Screens` at `access`, then type-checks the app.
    private func build(access: SwiftAccess) throws -> SwiftCompiler.Result {
        let directory = try SwiftTestSupport.temporaryDirectory("public-\(access.rawValue)")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stubs = try SwiftCompiler.buildStubs(into: directory)
        guard stubs.status == 0 else { return stubs }
        let library = try SwiftTestSupport.write(SwiftGenerator.files(SwiftTestSupport.exampleScreens(), access: access), to: directory)
        let module = try SwiftCompiler.run(["-emit-module", "-parse-as-library", "-module-name", "Screens"] + SwiftCompiler.strictFlags
            + ["-I", directory, "-emit-module-path", directory + "/Screens.swiftmodule"] + library)
        guard module.status == 0 else { return module }
        let app = directory + "/App.swift"
        try Self.client.write(toFile: app, atomically: true, encoding: .utf8)
        return try SwiftCompiler.typecheck([app], searchPaths: [directory])
    }
}
