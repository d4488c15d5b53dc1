import Foundation
import PackagePlugin

/// The build tool plugin: the formc specs in a target's folder, compiled into Swift in the
/// plugin's work folder, which the target then compiles. One build command runs
/// `formc generate` on all the target's specs (so that screens of different files get distinct
/// type names); its inputs are the specs and the configs that govern them, and its outputs, one
/// Swift file per spec and the support file, are named before formc runs. SwiftPM runs it again
/// only when an input changed (or formc itself was rebuilt).
@main
struct FormcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try Self.commands(
            files: files, root: target.directoryURL, packageRoot: context.package.directoryURL,
            tool: context.tool(named: "formc").url, work: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    /// The command for the specs among `files` (none when there are none).
    static func commands(files: [URL], root: URL, packageRoot: URL, tool: URL, work: URL, targetName: String) -> [Command] {
        let inputs = SpecInputs(files: files, packageRoot: packageRoot)
        guard !inputs.specs.isEmpty else { return [] }
        let out = work.appendingPathComponent("Generated")
        let outputs = inputs.specs.map { out.appendingPathComponent(SpecInputs.outputName(of: $0, relativeTo: root)) }
            + [out.appendingPathComponent(SpecInputs.supportFile)]
        let arguments = ["generate"] + inputs.specs.map(\.path) + ["--out", out.path, "--relative-to", root.path, "--color", "never"]
        return [.buildCommand(
            displayName: "formc: Swift of \(inputs.specs.count) spec\(inputs.specs.count == 1 ? "" : "s") of \(targetName)",
            executable: tool, arguments: arguments, environment: [:],
            inputFiles: inputs.specs + inputs.configs, outputFiles: outputs)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FormcPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its input files are its specs.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let project = context.xcodeProject.directoryURL
        // A target's files may lie outside the project's folder: names are made from the
        // folder that holds all its specs.
        let root = SpecInputs.commonFolder(of: SpecInputs(files: files, packageRoot: project).specs) ?? project
        return try Self.commands(
            files: files, root: root, packageRoot: project,
            tool: context.tool(named: "formc").url, work: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif
