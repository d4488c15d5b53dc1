import FormcCore
import FormcProject
import FormcServer
import Synchronization

/// A client in the test process: writes messages into a `ServerRuntime` and reads back what
/// the server wrote, message by message.
final class TestClient: Sendable {
    /// What the server wrote to stdout and stderr.
    final class Sink: Sendable {
        let written = Mutex<[UInt8]>([])
        let logged = Mutex<[String]>([])
    }

    private let sink = Sink()
    let runtime: ServerRuntime

    convenience init(files: [String: String] = [:]) {
        self.init(fileSystem: MemoryFileSystem(files))
    }

    init(fileSystem: any FileSystem) {
        let sink = self.sink
        let reader = WorkspaceReader(fileSystem: fileSystem, log: { line in sink.logged.withLock { $0.append(line) } })
        runtime = ServerRuntime(workspace: reader, debounce: .milliseconds(1)) { bytes in sink.written.withLock { $0 += bytes } }
    }

    static func frame(_ json: String) -> [UInt8] { Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }

    /// Sends messages in one read.
    @discardableResult
    func send(_ messages: String...) async -> Int32? {
        await runtime.receive(messages.flatMap(Self.frame))
    }

    func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    func notification(_ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#
    }

    /// Capabilities that take every optional part of a diagnostic and Markdown documentation.
    static let fullCapabilities = #"{"general":{"positionEncodings":["utf-16"]},"textDocument":{"publishDiagnostics":{"relatedInformation":true,"codeDescriptionSupport":true,"dataSupport":true},"completion":{"completionItem":{"documentationFormat":["markdown"]}}}}"#

    func initialize(_ capabilities: String = TestClient.fullCapabilities, root: String = "/work") async {
        await send(request(1, "initialize", #"{"capabilities":\#(capabilities),"rootUri":"file://\#(root)"}"#),
                   notification("initialized"))
    }

    /// Everything the server wrote since the last call, as JSON values.
    func received() -> [JSONValue] {
        let bytes = sink.written.withLock { bytes in
            defer { bytes = [] }
            return bytes
        }
        var framer = MessageFramer()
        return framer.feed(bytes).compactMap { frame in
            guard case .body(let body) = frame else { return nil }
            return try? JSONParser.parse(body)
        }
    }

    var logs: [String] { sink.logged.withLock { $0 } }

    /// The answer to request `id` among `messages`.
    static func answer(_ id: Int, in messages: [JSONValue]) -> JSONValue? {
        messages.first { $0["id"] == .number(String(id)) && $0["method"] == nil }
    }

    static func notifications(_ method: String, in messages: [JSONValue]) -> [JSONValue] {
        messages.filter { $0["method"] == .string(method) }
    }
}

/// Files in memory, for the workspace a test server reads; a test changes them as an editor
/// or a checkout would on disk (`write`, `remove`) and tells the server with a notification.
struct MemoryFileSystem: FileSystem {
    private final class Store: Sendable {
        let files: Mutex<[String: String]>
        init(_ files: [String: String]) { self.files = Mutex(files) }
    }

    private let store: Store

    var files: [String: String] { store.files.withLock { $0 } }

    init(_ files: [String: String]) { store = Store(files) }

    func write(_ path: String, _ text: String) { store.files.withLock { $0[path] = text } }

    func remove(_ path: String) { store.files.withLock { $0[path] = nil } }

    private func directories() -> Set<String> {
        var result = Set<String>()
        for path in files.keys {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                result.insert("/" + parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return result
    }

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        let inode = UInt64(truncatingIfNeeded: path.hashValue)
        if files[path] != nil { return FileStatus(kind: .regular, device: 1, inode: inode) }
        if directories().contains(path) { return FileStatus(kind: .directory, device: 1, inode: inode) }
        throw FileSystemError(code: 2, reason: "not found")
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = (Array(files.keys) + Array(directories())).filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }.filter { !$0.contains("/") }
        return Array(Set(names))
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let text = files[path] else { throw FileSystemError(code: 2, reason: "not found") }
        return Array(text.utf8)
    }

    func createDirectory(_ path: String) throws(FileSystemError) { throw FileSystemError(code: 30, reason: "read-only") }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { throw FileSystemError(code: 30, reason: "read-only") }
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream { throw FileSystemError(code: 30, reason: "read-only") }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { throw FileSystemError(code: 30, reason: "read-only") }
    func removeFile(_ path: String) throws(FileSystemError) { throw FileSystemError(code: 30, reason: "read-only") }
}
