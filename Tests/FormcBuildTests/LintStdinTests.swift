@testable import FormcCLI
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// `formc lint -`: one spec from standard input, named by `--stdin-filename`.
@Suite("Lint from stdin")
struct LintStdinTests {
    static func run(_ arguments: [String], input: String) -> (code: ExitCode, stdout: String, stderr: String) {
        let out = Mutex(""), err = Mutex("")
        let terminal = Terminal(writeOut: { text in out.withLock { $0 += text } }, writeErr: { text in err.withLock { $0 += text } },
                                readInput: { _ in Array(input.utf8) })
        let code = FormcCLI.run(arguments, terminal: terminal)
        return (code, out.withLock { $0 }, err.withLock { $0 })
    }

    static let single = "formc: 1\nscreen: x\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [q]\n"

    @Test("Diagnostics are placed in the named file; its project config applies; nothing is read from that path")
    func named() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let name = tmp.url("specs/new.yaml")
        let plain = Self.run(["lint", "-", "--stdin-filename", name], input: Self.single)
        #expect(plain.code == .success)
        #expect(plain.stdout.hasPrefix("\(name):7:14: warning[W506]: field 'a' is a choice with a single option"))
        #expect(plain.stderr == "checked 1 screen in 1 file · 1 warning\n")

        try tmp.write(".formc.yaml", "strict: true\n")
        let strict = Self.run(["lint", "-", "--stdin-filename", name, "--format", "json"], input: Self.single)
        #expect(strict.code == .specErrors)
        #expect(strict.stdout.contains("\"file\": \"\(name)\""))
        try tmp.write(".formc.yaml", "rules:\n  W506: off\n")
        #expect(Self.run(["lint", "-", "--stdin-filename", name], input: Self.single).stdout.isEmpty)
    }

    @Test("Unnamed input is <stdin>; errors exit 1; '-' with other paths is a usage error")
    func unnamed() {
        let broken = Self.run(["lint", "-"], input: "formc: 1\nscreen: x\nfields: 3\n")
        #expect(broken.code == .specErrors)
        #expect(broken.stdout.hasPrefix("<stdin>:3:9: error[E202]"))
        #expect(Self.run(["lint", "-", "specs"], input: "").code == .usage)
    }

    /// A pipe offered three times the size limit of `a: b` lines by a writer that blocks while
    /// it is full; `drain()` reads what the reader left, so the writer always ends.
    final class EndlessPipe: Sendable {
        static let limit = 4 * 1024 * 1024, offered = 3 * limit
        let readEnd: Int32
        private let written = DispatchSemaphore(value: 0)

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            readEnd = ends[0]
            let writeEnd = ends[1], written = self.written
            Thread.detachNewThread {
                let chunk = [UInt8](String(repeating: "a: b\n", count: 65_536 / 5).utf8)
                var sent = 0
                while sent < Self.offered {
                    let n = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress, min($0.count, Self.offered - sent)) }
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { break }
                    sent += n
                }
                close(writeEnd)
                written.signal()
            }
        }

        /// The bytes left unread, once the writer is done.
        func drain() -> Int {
            var drained = 0
            var sink = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = sink.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                drained += n
            }
            close(readEnd)
            #expect(written.wait(timeout: SafetyBound.dispatchDeadline) == .success, "\(SafetyBound.message)")
            return drained
        }
    }

    static let overLimit = "error[E104]: file is more than 4194304 bytes (reading stopped there), over the limit of 4 MiB\n"

    @Test("Input over 4 MiB through a pipe is E104 at once: no more than the limit and one byte is read")
    func endlessInput() {
        let feed = EndlessPipe()
        let taken = Mutex(0), out = Mutex("")
        let terminal = Terminal(writeOut: { text in out.withLock { $0 += text } }, writeErr: { _ in },
                                readInput: { maxBytes in
                                    let bytes = Terminal.read(feed.readEnd, upTo: maxBytes)
                                    taken.withLock { $0 += bytes.count }
                                    return bytes
                                })
        let code = FormcCLI.run(["lint", "-"], terminal: terminal)
        #expect(feed.drain() == EndlessPipe.offered - EndlessPipe.limit - 1)
        #expect(code == .specErrors)
        #expect(taken.withLock { $0 } == EndlessPipe.limit + 1)
        #expect(out.withLock { $0 }.hasPrefix("<stdin>:1:1: " + Self.overLimit))
    }

    @Test("A config named by --config that is a pipe over 4 MiB is E104, read no further than the limit and one byte")
    func endlessConfig() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("s.yaml", Self.single)
        let feed = EndlessPipe()
        let config = "/dev/fd/\(feed.readEnd)"
        let result = CapturingTerminal.run(["lint", spec, "--config", config])
        #expect(feed.drain() == EndlessPipe.offered - EndlessPipe.limit - 1)
        #expect(result.code == .usage)
        #expect(result.stderr.hasPrefix(config + ":1:1: " + Self.overLimit))
    }
}
