import FormcSpec
import FormcSwiftGen
import Foundation
import Testing

/// Every generated file of a build type-checks as one module with the toolchain's `swiftc`, in
/// Swift 6 mode with warnings as errors: the examples, and screens whose ids are keywords,
/// digits, Unicode, or collide once turned into names.
@Suite("Swift: generated code type-checks", .serialized)
struct SwiftTypeCheckTests {
    @Test func theToolchainHasSwiftc() {
        #expect(SwiftCompiler.path != nil)
    }

    @Test func exampleScreensTypeCheckTogether() throws {
        try expectTypeChecks(SwiftGenerator.files(SwiftTestSupport.exampleScreens()), label: "examples")
    }

    @Test func hostileNamesTypeCheck() throws {
        let screens = SwiftHostileScreens.screens()
        #expect(screens.count == 3)
        try expectTypeChecks(SwiftGenerator.files(screens), label: "hostile")
    }

    /// A deliberately broken file fails: the check can fail.
    @Test func aBrokenFileFails() throws {
        var files = SwiftGenerator.files(SwiftTestSupport.exampleScreens())
        files.append(SwiftGenerator.GeneratedFile(name: "Broken.swift", text: "let x: Int = TravelCategoryResult.Category.pet\n"))
        let directory = try SwiftTestSupport.temporaryDirectory("broken")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try SwiftCompiler.typecheck(try SwiftTestSupport.write(files, to: directory))
        #expect(result.status != 0)
        #expect(result.output.contains("Broken.swift"))
    }

    private func expectTypeChecks(_ files: [SwiftGenerator.GeneratedFile], label: String) throws {
        let directory = try SwiftTestSupport.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try SwiftCompiler.typecheck(try SwiftTestSupport.write(files, to: directory))
        #expect(result.status == 0, "\(result.output)")
    }
}
