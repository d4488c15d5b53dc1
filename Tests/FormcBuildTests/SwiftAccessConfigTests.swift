import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcSwiftGen
import FormcTestSupport
import Foundation
import Testing

/// `.formc.yaml`'s `swift-access`: read and checked like the other keys (E601 at the value with a
/// did-you-mean, the config schema agreeing), and applied by `formc build` and `formc generate`:
/// a change of it writes the Swift again, even where the specs did not change.
@Suite("Project config: swift-access")
struct SwiftAccessConfigTests {
    static func load(_ text: String) throws -> ConfigLoad {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write(".formc.yaml", text)
        return ConfigLoader.load(tmp.url(".formc.yaml"))
    }

    @Test func valuesAreReadAndCheckedAsTheSchemaSays() throws {
        #expect(try Self.load("swift-access: public\n").config.swiftAccess == .public)
        #expect(try Self.load("swift-access: internal\n").config.swiftAccess == .internal)
        #expect(try Self.load("strict: true\n").config.swiftAccess == .internal)
        let typo = try Self.load("swift-access: publik\n")
        #expect(typo.diagnostics.map(\.code) == [.E601])
        #expect(typo.diagnostics.first?.message == "swift-access must be internal or public, not 'publik'")
        #expect(typo.diagnostics.first?.help == "did you mean 'public'?")
        #expect(typo.diagnostics.first?.range?.start.column == 15)
        #expect(try Self.load("swift-access: open\n").diagnostics.first?.help == "write internal (the default) or public")
        let schema = SchemaChecker(schema: ConfigSchema.value)
        for (text, valid) in [("public", true), ("internal", true), ("publik", false), ("open", false)] {
            #expect(schema.isValid(.object([.init("swift-access", .string(text))])) == valid, "\(text)")
            #expect(try Self.load("swift-access: \(text)\n").diagnostics.isEmpty == valid, "\(text)")
        }
    }

    @Test func buildAndGenerateWriteTheAccessAndAChangeRebuilds() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", ProjectConfigBuildKeysTests.spec)
        try tmp.write(".formc.yaml", "emit: [swift]\nout: gen\nswift-access: public\n")
        #expect(CapturingTerminal.run(["build", tmp.url("specs")]).code == .success)
        let screen = tmp.read("gen/s-a.swift") ?? ""
        #expect(screen.contains("\npublic enum SA") && screen.contains("\npublic struct SAResult"))
        #expect(tmp.read("gen/FormcSupport.swift")?.contains("\npublic struct FormcPresentation") == true)

        // The specs are unchanged: the config alone makes the next build write internal Swift.
        try tmp.write(".formc.yaml", "emit: [swift]\nout: gen\n")
        #expect(CapturingTerminal.run(["build", tmp.url("specs")]).code == .success)
        #expect(tmp.read("gen/s-a.swift")?.contains("public ") == false)
        #expect(tmp.read("gen/FormcSupport.swift")?.contains("public ") == false)

        try tmp.write(".formc.yaml", "swift-access: public\n")
        let generated = CapturingTerminal.run(["generate", tmp.url("specs/a.yaml"), "--out", tmp.url("plugin"), "--relative-to", tmp.url("specs")])
        #expect(generated.code == .success, Comment(rawValue: generated.stderr))
        #expect(tmp.read("plugin/a.swift")?.contains("\npublic struct SAResult") == true)
        #expect(tmp.read("plugin/FormcSupport.swift")?.contains("\npublic struct FormcPresentation") == true)
    }
}
