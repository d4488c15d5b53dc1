import Foundation
import PackagePlugin

/// The command plugin (`swift package formc`): lints the specs of the package's targets and
/// writes their Swift into the package, for teams that commit the generated code instead of
/// generating it in every build (`FormcPlugin`).
///
///     swift package --allow-writing-to-package-directory formc [--target NAME]… [--output FOLDER]
///
/// Each target with specs gets `FOLDER` (default `FormcGenerated`) inside its own folder: one
/// Swift file per spec and `FormcSupport.swift`, and no file of specs that are gone.
@main
struct FormcCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let wanted = extractor.extractOption(named: "target")
        let folder = extractor.extractOption(named: "output").last ?? "FormcGenerated"
        if let unknown = extractor.remainingArguments.first {
            throw CommandError("unknown argument '\(unknown)'; usage: swift package formc [--target NAME]… [--output FOLDER]")
        }
        let known = Set(context.package.targets.map(\.name))
        if let missing = wanted.first(where: { !known.contains($0) }) {
            throw CommandError("no target '\(missing)' in the package (targets: \(known.sorted().joined(separator: ", ")))")
        }
        let tool = try context.tool(named: "formc").url
        var generated = 0
        for case let target as SourceModuleTarget in context.package.targets where wanted.isEmpty || wanted.contains(target.name) {
            let out = target.directoryURL.appendingPathComponent(folder)
            // The Swift already written there is not a spec's input.
            let files = target.sourceFiles.map(\.url).filter { !$0.standardizedFileURL.path.hasPrefix(out.standardizedFileURL.path + "/") }
            let inputs = SpecInputs(files: files, packageRoot: context.package.directoryURL)
            guard !inputs.specs.isEmpty else { continue }
            let specs = inputs.specs.map(\.path)
            try run(tool, ["lint"] + specs)
            try run(tool, ["generate"] + specs + ["--out", out.path, "--relative-to", target.directoryURL.path])
            print("formc: \(target.name): \(specs.count) spec\(specs.count == 1 ? "" : "s") → \(out.path)")
            generated += 1
        }
        if generated == 0 { print("formc: no target has specs (.yaml or .yml files with a 'formc:' key)") }
    }

    /// Runs formc, its output passed through; a failure stops the command.
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandError("formc \(arguments.first ?? "") failed (exit \(process.terminationStatus))")
        }
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
