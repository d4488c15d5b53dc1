import FormcPipelineTestSupport
import FormcSpec
import FormcSwiftGen
import Foundation
import Testing

/// Every generated file of a build type-checks as one module with the toolchain's `swiftc`, in
/// Swift 6 mode with warnings as errors, against the UIKit and SwiftUI stubs in `Stubs/` (written
/// from Apple's declarations), so the `#if canImport(UIKit)` and `#if canImport(SwiftUI)` code is
/// checked too: the examples, and screens whose ids are keywords, digits, Unicode, or collide once
/// turned into names.
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
        #expect(screens.count == 4)
        try expectTypeChecks(SwiftGenerator.files(screens), label: "hostile")
    }

    /// The complete example of docs/spec-language.md §12 (a UIKit file and a SwiftUI file, each
    /// starting with its import) type-checks with the example screens' generated Swift.
    @Test func theDocumentedExampleTypeChecks() throws {
        let docs = try String(contentsOfFile: SchemaSupport.packageRoot + "/docs/spec-language.md", encoding: .utf8)
        let examples = Self.swiftBlocks(in: docs).filter { $0.hasPrefix("import UIKit\n") || $0.hasPrefix("import SwiftUI\n") }
        #expect(examples.count == 2, "the docs hold one UIKit and one SwiftUI example")
        var files = SwiftGenerator.files(SwiftTestSupport.exampleScreens())
        for (index, text) in examples.enumerated() {
            files.append(SwiftGenerator.GeneratedFile(name: "DocumentedExample\(index).swift", text: text))
        }
        try expectTypeChecks(files, label: "documented")
    }

    /// The text of each fenced ```swift block of a Markdown document.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A deliberately broken file fails: the check can fail.
    @Test func aBrokenFileFails() throws {
        var files = SwiftGenerator.files(SwiftTestSupport.exampleScreens())
        files.append(SwiftGenerator.GeneratedFile(name: "Broken.swift", text: "let x: Int = TravelCategoryResult.Category.pet\n"))
        let result = try typecheck(files, label: "broken")
        #expect(result.status != 0)
        #expect(result.output.contains("Broken.swift"))
    }

    /// The stubs are modules the check really reads: code under `#if canImport(UIKit)` that does
    /// not type-check fails.
    @Test func codeUnderCanImportIsChecked() throws {
        for module in ["UIKit", "SwiftUI"] {
            let bad = SwiftGenerator.GeneratedFile(
                name: "Bad\(module).swift", text: "#if canImport(\(module))\nimport \(module)\nlet x: Int = \"text\"\n#endif\n")
            let result = try typecheck([bad], label: "bad-" + module)
            #expect(result.status != 0 && result.output.contains("Bad\(module).swift"), "\(result.output)")
        }
    }

    /// Generated code that calls an API the stubs do not declare fails: UIKit below is Apple's.
    @Test func anUndeclaredUIKitAPIFails() throws {
        let bad = SwiftGenerator.GeneratedFile(
            name: "Undeclared.swift",
            text: "#if canImport(UIKit)\nimport UIKit\n@MainActor func f(_ c: UIViewController) { c.sheetPresentationController?.prefersPageSizing = true }\n#endif\n")
        #expect(try typecheck([bad], label: "undeclared").status != 0)
    }

    private func expectTypeChecks(_ files: [SwiftGenerator.GeneratedFile], label: String) throws {
        let result = try typecheck(files, label: label)
        #expect(result.status == 0, "\(result.output)")
    }

    private func typecheck(_ files: [SwiftGenerator.GeneratedFile], label: String) throws -> SwiftCompiler.Result {
        let directory = try SwiftTestSupport.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stubs = try SwiftCompiler.buildStubs(into: directory)
        guard stubs.status == 0 else { return stubs }
        return try SwiftCompiler.typecheck(try SwiftTestSupport.write(files, to: directory), searchPaths: [directory])
    }
}
