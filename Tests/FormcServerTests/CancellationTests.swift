import FormcCore
import FormcProject
import FormcServer
import FormcTestSupport
import Foundation
import Testing

/// `$/cancelRequest` for a request that has not had its turn yet — read with it, or read later
/// while it waits behind slower work — answers it RequestCancelled; a request already answered
/// is not touched.
struct CancellationTests {
    static let hover = #"{"textDocument":{"uri":"file:///work/specs/a.yaml"},"position":{"line":0,"character":0}}"#

    @Test func aCancelReadLaterReachesARequestWaitingBehindTheWorkspaceScan() async {
        let gate = Gate()
        let client = TestClient(fileSystem: GatedFileSystem(gate: gate, base: MemoryFileSystem([
            "/work/specs/a.yaml": "formc: 1\nscreen: a\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n",
        ])))
        let runtime = client.runtime
        // `initialized` starts the scan, which waits at the gate: what comes next is queued.
        await runtime.enqueue(TestClient.frame(client.request(1, "initialize", #"{"capabilities":{},"rootUri":"file:///work"}"#))
            + TestClient.frame(client.notification("initialized")))
        await runtime.enqueue(TestClient.frame(client.request(5, "textDocument/hover", Self.hover)))
        await runtime.enqueue(TestClient.frame(client.request(6, "textDocument/hover", Self.hover)))
        // Each in a read of its own, after the requests.
        await runtime.enqueue(TestClient.frame(client.notification("$/cancelRequest", #"{"id":5}"#)))
        await runtime.enqueue(TestClient.frame(client.notification("$/cancelRequest", #"{"id":1}"#)))
        gate.open()
        await runtime.idle()
        #expect(!gate.gaveUp, "\(SafetyBound.message)")
        let messages = client.received()
        #expect(TestClient.answer(5, in: messages)?.at("error", "code") == .int(-32800))
        #expect(TestClient.answer(6, in: messages)?["error"] == nil)
        #expect(TestClient.answer(6, in: messages)?["result"] != nil)
        // initialize was answered before its cancel came: it keeps its answer.
        #expect(TestClient.answer(1, in: messages)?.at("result", "capabilities") != nil)
        #expect(await runtime.requestsCancelled == 1)
        // The scan finished: the workspace's spec was published.
        #expect(TestClient.notifications("textDocument/publishDiagnostics", in: messages).count == 1)
    }

    @Test func aCancelAfterTheAnswerChangesNothingAndIsForgotten() async {
        let client = TestClient()
        await client.initialize()
        await client.send(client.request(2, "textDocument/hover", Self.hover))
        await client.send(client.notification("$/cancelRequest", #"{"id":2}"#))
        // A later request that reuses the id (a client restarting its count) is answered.
        await client.send(client.request(2, "textDocument/hover", Self.hover))
        let answers = client.received().filter { $0["id"] == .int(2) }
        #expect(answers.count == 2)
        #expect(answers.allSatisfy { $0["error"] == nil })
        #expect(await client.runtime.requestsCancelled == 0)
    }
}

/// Opens once, from the test: until then every call of the file system waits. It never opens
/// by itself, so what the test queues while it is shut is queued behind the scan, whatever the
/// load; only if the test never opens it (a broken test) does `SafetyBound` end the wait, and
/// `gaveUp` makes that a failure.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var expired = false

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        defer { condition.unlock() }
        let limit = Date(timeIntervalSinceNow: Double(SafetyBound.seconds))
        while !isOpen && !expired {
            if !condition.wait(until: limit) { expired = true }
        }
    }

    var gaveUp: Bool {
        condition.lock()
        defer { condition.unlock() }
        return expired
    }
}

/// A file system whose every call waits at a gate first.
struct GatedFileSystem: FileSystem {
    let gate: Gate
    let base: MemoryFileSystem

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        gate.wait()
        return try base.status(path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        gate.wait()
        return try base.contentsOfDirectory(path)
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        gate.wait()
        return try base.readFile(path)
    }

    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        gate.wait()
        return try base.openFile(path)
    }

    func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.createNewFile(path, contents: contents) }
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream { try base.createNewFileStream(path) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { try base.rename(source, to: destination) }
    func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
}
