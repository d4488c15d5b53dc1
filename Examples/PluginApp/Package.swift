// swift-tools-version:6.0
// An app package that uses formc's build tool plugin, as a team's app would (README,
// "Generating Swift in the app's build"). CI builds and tests it on Linux
// (scripts/ci/plugin-example.sh). In an app, the dependency is formc's repository at a version:
//   .package(url: "https://…/formc.git", from: "0.1.0")
import PackageDescription

let package = Package(
    name: "PluginApp",
    dependencies: [
        .package(name: "formc", path: "../.."),
    ],
    targets: [
        // Its specs are in Specs/; the plugin compiles them into Swift at each build that needs it.
        .executableTarget(name: "PluginApp", plugins: [.plugin(name: "FormcPlugin", package: "formc")]),
        // A test target with a spec of its own, also compiled by the plugin.
        .testTarget(name: "PluginAppTests", dependencies: ["PluginApp"], plugins: [.plugin(name: "FormcPlugin", package: "formc")]),
    ],
    swiftLanguageModes: [.v6]
)
