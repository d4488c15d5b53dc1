import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcSwiftGen
import FormcTestSupport
import Foundation
import Testing

/// `.formc.yaml`'s `emit` and `ios-target`: read and checked like the other keys (E601 at the
/// value, did-you-mean), and applied by `formc build` with the flags winning (CLI > config > default).
@Suite("Project config: emit and ios-target")
struct ProjectConfigBuildKeysTests {
    /// A screen with a custom detent (iOS 16) and an explicit corner radius (SwiftUI, iOS 16.4).
    static let spec = "formc: 1\nscreen: s-a\nsheet:\n  detents: [{ id: peek, height: 140 }, large]\n  corner-radius: 20\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n"

    static func load(_ text: String) throws -> ConfigLoad {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write(".formc.yaml", text)
        return ConfigLoader.load(tmp.url(".formc.yaml"))
    }

    @Test("Good values: a list of kinds, a version quoted or plain")
    func goodValues() throws {
        let loaded = try Self.load("emit: [swift, schema, swift]\nios-target: \"16.4\"\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.config.emit == [.swift, .schema])
        #expect(loaded.config.iosTarget == IOSVersion(16, 4))
        #expect(try Self.load("ios-target: 15\n").config.iosTarget == IOSVersion(15))
        #expect(try Self.load("ios-target: 16.0\n").config.iosTarget == IOSVersion(16))
        let none = try Self.load("strict: true\n").config
        #expect(none.emit == nil && none.iosTarget == nil)
    }

    @Test("An unknown kind is E601 at the item with a did-you-mean; a scalar or empty list is E601")
    func badEmit() throws {
        let loaded = try Self.load("emit: [schema, swfit, pdf]\n")
        #expect(loaded.diagnostics.map(\.code) == [.E601, .E601])
        #expect(loaded.diagnostics.map(\.message) == ["unknown output kind 'swfit'", "unknown output kind 'pdf'"])
        #expect(loaded.diagnostics[0].range?.start.line == 1 && loaded.diagnostics[0].range?.start.column == 16)
        #expect(loaded.diagnostics[0].range?.end.column == 21)
        #expect(loaded.diagnostics[0].pointer == "/emit/1")
        #expect(loaded.diagnostics[0].help == "did you mean 'swift'?")
        #expect(loaded.diagnostics[1].help == "the kinds are schema, mockup, review, swift")
        #expect(loaded.config == ProjectConfig())
        let scalar = try Self.load("strict: true\nemit: swift\n")
        #expect(scalar.diagnostics.map(\.message) == ["emit must be a list, not a scalar"])
        #expect(scalar.diagnostics.first?.range?.start.line == 2 && scalar.diagnostics.first?.range?.start.column == 7)
        #expect(scalar.diagnostics.first?.help == "write it as a list: [swift]")
        let empty = try Self.load("emit: []\n")
        #expect(empty.diagnostics.map(\.message) == ["emit must name at least one kind"])
    }

    @Test("A version below 15.0 or not a version is E601 at the value, with a hint")
    func badTarget() throws {
        let low = try Self.load("out: gen\nios-target: \"14.5\"\n")
        #expect(low.diagnostics.map(\.code) == [.E601])
        let diagnostic = try #require(low.diagnostics.first)
        #expect(diagnostic.message == "ios-target 14.5 is below iOS 15.0, the lowest the generated Swift supports")
        #expect(diagnostic.range?.start.line == 2 && diagnostic.range?.start.column == 13 && diagnostic.range?.end.column == 19)
        #expect(diagnostic.pointer == "/ios-target")
        #expect(diagnostic.help?.contains("write \"15.0\" or later") == true)
        for bad in ["sixteen", "16.", "16.4.1", "-16"] {
            let loaded = try Self.load("ios-target: \"\(bad)\"\n")
            #expect(loaded.diagnostics.map(\.code) == [.E601], "\(bad)")
            #expect(loaded.diagnostics.first?.message == "ios-target must be an iOS version such as \"16.0\", not '\(bad)'")
        }
        #expect(try Self.load("ios-target: [16]\n").diagnostics.first?.message == "ios-target must be a non-empty string, not a list")
    }

    @Test("build writes the config's emit and warns for its ios-target; the flags win")
    func appliedByBuild() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", Self.spec)
        try tmp.write(".formc.yaml", "emit: [swift]\nios-target: \"15.0\"\nout: gen\n")
        let configured = CapturingTerminal.run(["build", tmp.url("specs")])
        #expect(configured.code == .success, Comment(rawValue: configured.stderr))
        #expect(tmp.list("gen").sorted() == [".formc-manifest", "FormcSupport.swift", "formc-spec.schema.json", "s-a.swift"])
        #expect(configured.stdout.contains("W510") && configured.stdout.contains("custom detent 'peek' needs iOS 16"))
        #expect(configured.stdout.contains("the deployment target is iOS 15.0"))

        // --emit and --ios-target win over the file.
        let flagged = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("flags"), "--emit", "schema,swift", "--ios-target", "16"])
        #expect(flagged.code == .success)
        #expect(tmp.list("flags").sorted() == [".formc-manifest", "FormcSupport.swift", "formc-spec.schema.json", "s-a.schema.json", "s-a.swift"])
        #expect(!flagged.stdout.contains("custom detent") && flagged.stdout.contains("corner-radius needs iOS 16.4"))

        // A config without Swift in emit checks no target; without the keys, everything is written.
        try tmp.write(".formc.yaml", "emit: [mockup]\nios-target: \"15\"\nout: mock\n")
        let mockups = CapturingTerminal.run(["build", tmp.url("specs")])
        #expect(mockups.code == .success && !mockups.stdout.contains("W510"))
        #expect(tmp.list("mock").sorted() == [".formc-manifest", "formc-spec.schema.json", "s-a.mockup.txt"])
        try tmp.write(".formc.yaml", "out: all\n")
        #expect(CapturingTerminal.run(["build", tmp.url("specs")]).code == .success)
        #expect(Set(tmp.list("all")).isSuperset(of: ["s-a.swift", "s-a.schema.json", "s-a.mockup.txt", "s-a.review.md", "index.md"]))

        // A bad value stops the build before any spec is read: exit 2, the position on stderr.
        try tmp.write(".formc.yaml", "emit: [swfit]\n")
        let bad = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("bad")])
        #expect(bad.code == .usage)
        #expect(bad.stderr.contains(".formc.yaml:1:8: error[E601]: unknown output kind 'swfit'"))
        #expect(tmp.list("bad").isEmpty)
    }
}
