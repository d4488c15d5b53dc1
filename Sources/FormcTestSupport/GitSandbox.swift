import Foundation

/// Real git repositories in a temporary folder, for the tests that read a revision. git runs
/// with no global or system config, a fixed branch name, author and dates, and none of the
/// caller's `GIT_*` variables, so neither the machine nor CI can change what it does.
public struct GitSandbox {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let tmp: TemporaryDirectory

    public init() throws {
        tmp = try TemporaryDirectory()
    }

    public func remove() { tmp.remove() }

    /// `name` under the sandbox.
    public func url(_ name: String) -> String { tmp.url(name) }

    /// A new repository in the folder `name`.
    @discardableResult
    public func makeRepository(_ name: String) throws -> String {
        try tmp.makeDirectory(name)
        try git(["-c", "init.defaultBranch=main", "init", "-q", "."], in: name)
        return url(name)
    }

    /// Writes a file of the repository `name` (text).
    public func write(_ name: String, _ path: String, _ text: String) throws {
        try tmp.write(name + "/" + path, text)
    }

    /// Everything added and committed; the new commit's name.
    @discardableResult
    public func commitAll(_ name: String, _ message: String) throws -> String {
        try git(["add", "-A"], in: name)
        try git(["commit", "-q", "--allow-empty", "-m", message], in: name)
        return try git(["rev-parse", "HEAD"], in: name)
    }

    /// Runs git in the folder `name`; its output without the last newline. Throws with what
    /// git said when it fails.
    @discardableResult
    public func git(_ arguments: [String], in name: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: url(name))
        process.environment = Self.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The commands used here say little on stderr: it cannot fill its pipe meanwhile.
        let out = output.fileHandleForReading.readAllRetryingInterrupts()
        let said = String(decoding: errors.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(said)")
        }
        var text = String(decoding: out, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    public static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        let fixed = [
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "formc tests", "GIT_AUTHOR_EMAIL": "tests@formc.invalid",
            "GIT_COMMITTER_NAME": "formc tests", "GIT_COMMITTER_EMAIL": "tests@formc.invalid",
            "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z",
        ]
        environment.merge(fixed) { $1 }
        // The folder of the formc under test first, for hooks that run `formc`.
        let folder = (BuiltExecutable.formc as NSString).deletingLastPathComponent
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }()
}

extension GitSandbox {
    /// What a run of the `formc` executable did.
    public struct Run {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs the `formc` SwiftPM built beside the tests in the folder `name`, with git's
    /// environment as fixed here (and `formc` on `PATH`, for hooks).
    public func formc(_ arguments: [String], in name: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltExecutable.formc)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: url(name))
        process.environment = Self.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // formc's stderr is a few lines: it cannot fill its pipe while stdout is read.
        let out = output.fileHandleForReading.readAllRetryingInterrupts()
        let err = errors.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self))
    }
}
