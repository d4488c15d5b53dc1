import Dispatch
import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc lsp` on a process's stdin and stdout: one thread reads stdin in whatever pieces
/// arrive, the runtime queues them and handles them in order, messages go to stdout and logs to
/// stderr only.
public enum StdioServer {
    /// Serves until `exit` or the end of stdin, then ends the process with the status LSP
    /// asks for (0 after `shutdown`, 1 otherwise).
    public static func serve() -> Never {
        let reader = WorkspaceReader(log: { line in writeAll(2, Array((line + "\n").utf8)) })
        let runtime = ServerRuntime(workspace: reader, onExit: { status in exit(status) }, write: { bytes in
            // The client is gone (a closed pipe, EPIPE) or stdout cannot be written: nothing
            // said from here on would reach it, so the server ends, exit 3, with one log line.
            if let failure = writeAll(1, bytes) {
                writeAll(2, Array("formc lsp: cannot write to standard output: \(failure); stopping\n".utf8))
                exit(3)
            }
        })
        let (chunks, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .unbounded)
        DispatchQueue(label: "formc.lsp.stdin").async {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                continuation.yield(Array(buffer[0..<count]))
            }
            continuation.finish()
        }
        // Reading never waits for handling: a cancel read later still reaches a queued request.
        Task {
            for await chunk in chunks { await runtime.enqueue(chunk) }
            exit(await runtime.endOfInput())
        }
        dispatchMain()
    }

    /// Writes every byte (a pipe may take fewer at a time); gives up when the reader is gone or
    /// the write fails, and then says why (`strerror`), nil when every byte was written.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = count < 0 ? errno : EIO
                return strerror(code).map { String(cString: $0) } ?? "errno \(code)"
            }
            written += count
        }
        return nil
    }
}
