import FormcCore
import FormcLanguage

/// The protocol's state machine, without I/O: messages in, effects out. `ServerRuntime` reads
/// stdin, runs the effects (writes, debounced analyses, reading the workspace) and feeds the
/// session; the tests feed it directly.
public struct ServerSession: Sendable {
    /// What the server asks a client to watch: specs in any case of their extension (a glob
    /// has no case-insensitive flag, so each letter is a class), and the project configs.
    static let watchedFiles = ["**/*.{[yY][aA][mM][lL],[yY][mM][lL]}", "**/.formc.yaml"]

    public enum State: Sendable { case uninitialized, running, shutDown }

    /// What the runtime is to do.
    public enum Effect: Hashable, Sendable {
        /// Write this message.
        case send(JSONValue)
        /// Publish this document's diagnostics after the debounce delay, unless a newer edit
        /// comes first.
        case analyze(uri: String)
        /// Read the specs under these folders into the workspace.
        case scanWorkspace(roots: [String])
        /// Read (or forget, when it is gone) one spec of the workspace.
        case reloadFile(uri: String)
        /// Stop the process with this status.
        case exit(Int32)
        /// A line for stderr.
        case log(String)
    }

    public private(set) var state: State = .uninitialized
    public internal(set) var service = LanguageService()
    /// The client declared `window.workDoneProgress`: only then is progress reported.
    public private(set) var reportsProgress = false
    public private(set) var roots: [String] = []
    /// What the client takes in answers.
    private(set) var client = ClientFeatures()
    /// The client lets the server register file watchers.
    private(set) var watchesFiles = false
    /// Ids of this server's own requests (progress tokens), counted up.
    var nextRequestID = 1

    public init() {}

    /// Handles one message (a request the client cancelled never gets here: `MessageQueue`).
    public mutating func handle(_ message: IncomingMessage) -> [Effect] {
        switch message {
        case .invalid(let id, let error):
            return [.send(Outgoing.error(id: id, error)), .log("formc lsp: dropped a message: \(error.message)")]
        case .response:
            return [] // Answers to progress creation: nothing to do.
        case .notification(let method, let params):
            return notification(method, params)
        case .request(let id, let method, let params):
            switch state {
            case .uninitialized where method != "initialize":
                return [.send(Outgoing.error(id: id, ResponseError(.serverNotInitialized, "initialize first")))]
            case .shutDown:
                return [.send(Outgoing.error(id: id, ResponseError(.invalidRequest, "the server is shut down")))]
            default:
                break
            }
            switch request(method, params ?? .object([])) {
            case .success(let result): return [.send(Outgoing.response(id: id, result: result))]
            case .failure(let error): return [.send(Outgoing.error(id: id, error))]
            }
        }
    }

    private mutating func notification(_ method: String, _ params: JSONValue?) -> [Effect] {
        if method == "exit" { return [.exit(state == .shutDown ? 0 : 1)] }
        guard state == .running else { return [] }
        switch method {
        case "initialized":
            guard !roots.isEmpty else { return [] }
            // Specs changed on disk (a checkout, another editor) reach the workspace only if the
            // client watches them: ask it to, where it lets servers register watchers.
            let watch: [Effect] = watchesFiles ? [.send(Outgoing.request(id: requestID(), "client/registerCapability", .object([
                "registrations": .array([.object([
                    "id": .string("formc-specs"), "method": .string("workspace/didChangeWatchedFiles"),
                    "registerOptions": .object(["watchers": .array(Self.watchedFiles.map {
                        .object(["globPattern": .string($0)])
                    })]),
                ])]),
            ])))] : []
            return watch + [.scanWorkspace(roots: roots)]
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue,
                  let text = item["text"]?.stringValue else { return [.log("formc lsp: didOpen without a document")] }
            service.open(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
            return [.analyze(uri: uri)]
        case "textDocument/didChange":
            guard let uri = params?.at("textDocument", "uri")?.stringValue,
                  let changes = LSP.changes(params?["contentChanges"]) else { return [.log("formc lsp: didChange without changes")] }
            let version = params?.at("textDocument", "version")?.intValue ?? 0
            guard service.change(uri: uri, version: version, changes: changes) else {
                return [.log("formc lsp: didChange of a document that is not open")]
            }
            return [.analyze(uri: uri)]
        case "textDocument/didClose":
            guard let uri = params?.at("textDocument", "uri")?.stringValue else { return [] }
            service.close(uri: uri)
            // A closed spec of the workspace keeps its diagnostics (read again from disk).
            return [.reloadFile(uri: uri)]
        case "workspace/didChangeWatchedFiles":
            let uris = params?["changes"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
            return uris.map { .reloadFile(uri: $0) }
        default:
            return [] // Notifications a server does not know are ignored ($/setTrace, …).
        }
    }

    private mutating func request(_ method: String, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        switch method {
        case "initialize":
            guard state == .uninitialized else { return .failure(ResponseError(.invalidRequest, "initialize was already sent")) }
            return .success(initialize(params))
        case "shutdown":
            state = .shutDown
            return .success(.null)
        default:
            return FeatureRequests.answer(method, params, service: &service, client: client)
        }
    }

    private mutating func initialize(_ params: JSONValue) -> JSONValue {
        state = .running
        let offered = params.at("capabilities", "general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
        service.encoding = PositionEncoding.negotiated(offered: offered)
        reportsProgress = params.at("capabilities", "window", "workDoneProgress")?.boolValue ?? false
        client = ClientFeatures(params["capabilities"])
        watchesFiles = params.at("capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
        var roots = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        if roots.isEmpty, let root = params["rootUri"]?.stringValue { roots = [root] }
        self.roots = roots.map(DocumentURI.path(of:))
        return .object([
            "capabilities": ServerCapabilities.json(encoding: service.encoding),
            "serverInfo": .object(["name": .string("formc"), "version": .string(ToolInfo.formc.version)]),
        ])
    }

    /// A fresh id for a request the server sends.
    mutating func requestID() -> JSONValue {
        defer { nextRequestID += 1 }
        return .string("formc-\(nextRequestID)")
    }
}

extension ServerSession {
    /// A token for the progress of one piece of work.
    mutating func progressToken() -> JSONValue {
        defer { nextRequestID += 1 }
        return .string("formc-progress-\(nextRequestID)")
    }
}
