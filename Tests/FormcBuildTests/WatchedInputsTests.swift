import FormcBuild
import Foundation
import Testing

/// What `build --watch` watches for configs: every `.formc.yaml` that applies or could come to
/// apply to a spec — present or not — and nothing above the nearest one.
@Suite struct WatchedInputsTests {
    /// A project `root/.formc.yaml` with specs in `root/specs` and `root/specs/nested`.
    static func project() throws -> String {
        let root = NSTemporaryDirectory() + "formc-watched-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/specs/nested", withIntermediateDirectories: true)
        try "rules: {}\n".write(toFile: root + "/.formc.yaml", atomically: false, encoding: .utf8)
        try "formc: 1\n".write(toFile: root + "/specs/a.yaml", atomically: false, encoding: .utf8)
        try "formc: 1\n".write(toFile: root + "/specs/nested/b.yaml", atomically: false, encoding: .utf8)
        return root
    }

    @Test func configsOfEveryWatchedFolderAndUpToTheNearestOne() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = WatchedInputs(paths: [root + "/specs"])
        let configs = inputs.configFiles()
        #expect(Set(configs) == [root + "/.formc.yaml", root + "/specs/.formc.yaml", root + "/specs/nested/.formc.yaml"], "\(configs)")
        // The folder holding the nearest config is watched; none above it.
        let parent = (root as NSString).deletingLastPathComponent
        #expect(inputs.directories().contains(root))
        #expect(!inputs.directories().contains(parent))
        #expect(!configs.contains(parent + "/.formc.yaml"))
        // The snapshot covers them, so writing a nested config is a change.
        let before = WatchSnapshot.take(inputs.files())
        try "rules: {}\n".write(toFile: root + "/specs/nested/.formc.yaml", atomically: false, encoding: .utf8)
        #expect(WatchSnapshot.take(inputs.files()) != before)
    }

    @Test func nearestConfigMovesDownWhenOneIsWrittenBelow() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "rules: {}\n".write(toFile: root + "/specs/.formc.yaml", atomically: false, encoding: .utf8)
        let inputs = WatchedInputs(paths: [root + "/specs/nested/b.yaml"])
        // From the file's folder up to `specs`, which now holds the nearest config.
        #expect(Set(inputs.configFiles()) == [root + "/specs/nested/.formc.yaml", root + "/specs/.formc.yaml"])
    }

    @Test func anExplicitConfigIsTheOnlyOne() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = WatchedInputs(paths: [root + "/specs"], explicitConfig: root + "/other.yaml")
        #expect(inputs.configFiles() == [root + "/other.yaml"])
        #expect(inputs.directories().contains(root))
        #expect(inputs.files().filter { $0.hasSuffix(".yaml") && !$0.hasSuffix("other.yaml") }.count == 2)
    }
}
