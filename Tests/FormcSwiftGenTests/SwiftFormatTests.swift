import FormcSwiftGen
import Foundation
import Testing

/// The generated Swift passes `swift-format lint` (default configuration) from the toolchain,
/// when the toolchain has it.
@Suite("Swift: swift-format lint")
struct SwiftFormatTests {
    /// `swift-format` beside `swiftc`.
    static let path: String? = SwiftCompiler.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/swift-format" }
        .flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

    @Test(.enabled(if: path != nil, "no swift-format beside swiftc"))
    func generatedSourcesAreLintClean() throws {
        let files = SwiftGenerator.files(SwiftTestSupport.exampleScreens() + SwiftHostileScreens.screens())
        let directory = try SwiftTestSupport.temporaryDirectory("format")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try SwiftTestSupport.write(files, to: directory)
        let result = try lint(paths)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// The check can fail: a badly indented file is reported.
    @Test(.enabled(if: path != nil, "no swift-format beside swiftc"))
    func aBadlyFormattedFileIsReported() throws {
        let directory = try SwiftTestSupport.temporaryDirectory("format-bad")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try SwiftTestSupport.write([SwiftGenerator.GeneratedFile(name: "Bad.swift", text: "let x   = 1\n")], to: directory)
        #expect(try lint(paths).output.contains("Bad.swift"))
    }

    private func lint(_ paths: [String]) throws -> SwiftCompiler.Result {
        try SwiftCompiler.run(tool: Self.path ?? "/nonexistent", ["lint", "--strict"] + paths)
    }
}
