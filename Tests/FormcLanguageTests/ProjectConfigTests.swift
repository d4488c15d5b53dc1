import FormcLanguage
import FormcProject
import Testing

/// `.formc.yaml` in the editor: its settings applied to diagnostics, completion inside it.
struct ProjectConfigTests {
    func labels(_ text: String) -> [String] {
        var workspace = MarkedWorkspace(text, uri: "file:///work/.formc.yaml")
        return workspace.service.completion(workspace.uri, at: workspace.position("1️⃣")).map(\.label)
    }

    @Test func theConfigsKeysDevicesCodesAndLevelsAreCompleted() {
        #expect(Set(labels("strict: true\n1️⃣\n")) == Set(ProjectConfig.keys.map(\.name)).subtracting(["strict"]))
        #expect(labels("devices:\n  - 1️⃣\n") == ["iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-15-landscape", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max"])
        let codes = labels("rules:\n  W501: off\n  1️⃣\n")
        #expect(codes.contains("W507") && !codes.contains("W501") && !codes.contains { $0.hasPrefix("E") })
        #expect(labels("rules:\n  W507: 1️⃣\n") == ["off", "warning", "error"])
        // An error code can only be set to error.
        #expect(labels("rules:\n  E300: 1️⃣\n") == ["error"])
        #expect(labels("rules:\n  E300: e1️⃣\n") == ["error"])
        #expect(labels("swift-access: 1️⃣\n") == ["internal", "public"])
        #expect(labels("strict: 1️⃣\n").isEmpty)
    }

    @Test func theConfigIsNotLintedAsASpec() {
        var workspace = MarkedWorkspace("rules:\n  W507: off\n", uri: "file:///work/.formc.yaml")
        #expect(workspace.service.diagnostics(workspace.uri).isEmpty)
    }

    @Test func ruleLevelsApplyToTheDiagnostics() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: a\nfields:\n  - { id: x, type: choice, commit: on-select, options: [yes, b] }\n")
        #expect(workspace.service.diagnostics(workspace.uri).map(\.code) == ["W507"])
        var config = ProjectConfig()
        config.rules = ["W507": .error]
        workspace.service.config = config
        #expect(workspace.service.diagnostics(workspace.uri).map(\.severity) == [.error])
        config.rules = ["W507": .off]
        workspace.service.config = config
        #expect(workspace.service.diagnostics(workspace.uri).isEmpty)
    }
}
