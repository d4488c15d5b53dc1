import Foundation
import FormcTestSupport

/// The Swift compiler of the toolchain that runs the tests, to type-check and build generated
/// sources. Found as `swiftc` on `PATH` (where `swift test` found `swift`).
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The path of `swiftc`, or nil when there is none on `PATH`.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return directories.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The flags every check uses: Swift 6 language mode (complete concurrency checking) with
    /// warnings as errors, so a warning in generated code fails the test too.
    static let strictFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// Runs `swiftc` with `arguments`; its exit status and its combined output.
    static func run(_ arguments: [String]) throws -> Result {
        guard let path else { return Result(status: -1, output: "no swiftc on PATH") }
        return try run(tool: path, arguments)
    }

    /// Runs the executable at `tool` with `arguments`; its exit status and combined output.
    /// The tool gets a temporary folder of its own (`TMPDIR`), removed when it ends: the driver
    /// of `swiftc -typecheck` leaves a `TemporaryDirectory.*` folder behind in the one it is given.
    static func run(tool: String, _ arguments: [String]) throws -> Result {
        let temporary = try SwiftTestSupport.temporaryDirectory("tmp")
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `Tests/FormcSwiftGenTests/Stubs`: the UIKit and SwiftUI stubs.
    static let stubsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Stubs"

    /// Builds the stub modules `UIKit` and `SwiftUI` into `directory` (Swift 6 mode, warnings as
    /// errors), so that `-I directory` makes `canImport(UIKit)` true; the compiler's output on failure.
    static func buildStubs(into directory: String) throws -> Result {
        for module in ["UIKit", "SwiftUI"] {
            let result = try run(["-emit-module", "-parse-as-library", "-module-name", module] + strictFlags
                + ["-emit-module-path", directory + "/" + module + ".swiftmodule", stubsDirectory + "/" + module + "/" + module + ".swift"])
            if result.status != 0 { return result }
        }
        return Result(status: 0, output: "")
    }

    /// Type-checks `files` as one module in Swift 6 mode; `searchPaths` hold stub modules.
    static func typecheck(_ files: [String], searchPaths: [String] = []) throws -> Result {
        try run(["-typecheck", "-parse-as-library", "-module-name", "App"] + strictFlags
            + searchPaths.flatMap { ["-I", $0] } + files)
    }
}
