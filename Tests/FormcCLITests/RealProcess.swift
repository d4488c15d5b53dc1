import Foundation
import FormcTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `formc` binary run once, to its end: its exit status and its stderr, with its
/// stdout sent where a test says — a pipe read to the end, `/dev/full`, or a pipe whose reader
/// has already gone.
struct RealProcess {
    enum Stdout {
        /// Collected, as a terminal's scrollback would be.
        case collected
        /// `/dev/full`: every write fails with ENOSPC.
        case deviceFull
        /// A pipe whose reading end is closed before formc starts: every write fails with EPIPE
        /// (SIGPIPE, unless formc ignores it).
        case closedPipe
    }

    /// The exit status, or 128 + the signal that ended the process (as a shell reports it).
    var status: Int32
    var stdout: String
    var stderr: String

    static func run(_ arguments: [String], stdout: Stdout = .collected, stdin: String? = nil, directory: String? = nil,
                    environment: [String: String]? = nil, asNonRootUser: Bool = false) throws -> RealProcess {
        let formc = try CountedInstructions.formcExecutable()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: formc)
        process.arguments = arguments
        if asNonRootUser {
            guard let (program, wrapped) = NonRootUser.command(formc, arguments) else { throw CocoaError(.featureUnsupported) }
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = wrapped
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let errPipe = Pipe(), outPipe = Pipe(), inPipe = Pipe()
        process.standardError = errPipe
        switch stdout {
        case .collected: process.standardOutput = outPipe
        case .deviceFull: process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        case .closedPipe:
            try outPipe.fileHandleForReading.close()
            process.standardOutput = outPipe
        }
        process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        // The parent's copies of the child's ends, so each pipe ends when the child does.
        try? errPipe.fileHandleForWriting.close()
        if stdout != .deviceFull { try? outPipe.fileHandleForWriting.close() }
        if let stdin {
            try inPipe.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        // Both pipes are read at once, so a child that fills one while the other is read never waits.
        let collectedOut = OutputBox()
        let reader = Thread {
            if stdout == .collected { collectedOut.data = outPipe.fileHandleForReading.readAllRetryingInterrupts() }
            collectedOut.done.signal()
        }
        reader.start()
        let err = errPipe.fileHandleForReading.readAllRetryingInterrupts()
        collectedOut.done.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return RealProcess(status: status, stdout: String(decoding: collectedOut.data, as: UTF8.self),
                           stderr: String(decoding: err, as: UTF8.self))
    }

    private final class OutputBox: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }
}
