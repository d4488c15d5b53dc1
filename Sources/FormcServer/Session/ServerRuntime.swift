import FormcProject
import FormcCore
import FormcLanguage

/// Runs a `ServerSession`: handles the messages read, in order, one task at a time (reading
/// never waits for handling, so a `$/cancelRequest` reaches a request still queued), writes
/// what it sends, debounces analyses (a newer edit cancels the pending run; a run that
/// finishes after a newer edit is dropped), reads the workspace, and says when to exit.
/// Reading and writing bytes are the caller's: the CLI passes stdio, the tests pass closures.
public actor ServerRuntime {
    public typealias Writer = @Sendable ([UInt8]) -> Void

    var session = ServerSession()
    let write: Writer
    let workspace: WorkspaceReader
    /// The `.formc.yaml` of each folder, and the settings each gave when its specs were last
    /// checked (ServerRuntime+Configs).
    var configFinder: ConfigFinder
    var appliedConfigs: [String: ProjectConfig] = [:]
    /// The settings whose `exclude` picked each workspace folder's specs
    /// (ServerRuntime+Workspace).
    var specFilters: [String: ProjectConfig] = [:]
    private let debounce: Duration
    private let onExit: @Sendable (Int32) -> Void
    /// The pending analysis of each document, with a number that tells a run whether it is
    /// still the latest.
    private var pending: [String: (run: Int, task: Task<Void, Never>)] = [:]
    private var runs = 0
    private var framer = MessageFramer()
    private var queue = MessageQueue()
    /// The task handling the queue, while it is not empty.
    private var handling: Task<Void, Never>?
    /// The progress of the workspace scan, when the client takes progress.
    private var scanProgress: WorkDoneProgress?
    /// Analyses run to the end and published (counted work for the tests of debouncing).
    public private(set) var analysesPublished = 0
    /// Analyses dropped because a newer edit came while they ran.
    public private(set) var analysesDropped = 0
    /// Requests answered RequestCancelled because a cancel came before their turn.
    public private(set) var requestsCancelled = 0
    public private(set) var exitCode: Int32?

    /// `onExit` is called once `exit` has been handled, with the status LSP asks for.
    public init(workspace: WorkspaceReader, debounce: Duration = .milliseconds(15),
                onExit: @escaping @Sendable (Int32) -> Void = { _ in }, write: @escaping Writer) {
        self.workspace = workspace
        configFinder = ConfigFinder(fileSystem: workspace.fileSystem)
        self.debounce = debounce
        self.onExit = onExit
        self.write = write
    }

    /// Feeds bytes read from the client and waits until every message they complete has been
    /// handled; returns the exit status once `exit` came.
    @discardableResult
    public func receive(_ bytes: [UInt8]) async -> Int32? {
        enqueue(bytes)
        await idle()
        return exitCode
    }

    /// Feeds bytes read from the client and returns at once: the messages they complete wait
    /// in the queue for their turn.
    public func enqueue(_ bytes: [UInt8]) {
        for frame in framer.feed(bytes) {
            switch frame {
            case .body(let body):
                let message = IncomingMessage.read(body)
                // The answer to the progress token's creation is taken when it is read: the
                // scan it reports on is still running, ahead of it in the queue.
                if case .response(let id, _, let error) = message, id == scanProgress?.requestID {
                    for message in scanProgress?.answered(error: error) ?? [] { write(Outgoing.framed(message)) }
                    continue
                }
                queue.append(message)
            case .rejected(let problem, let body):
                log("formc lsp: rejected a message: \(problem)")
                if let answer = IncomingMessage.rejected(body, because: problem) { queue.append(answer) }
            case .malformed(let problem):
                log("formc lsp: skipped a malformed message: \(problem)")
            }
        }
        guard handling == nil, exitCode == nil, !queue.isEmpty else { return }
        handling = Task { await self.handleQueue() }
    }

    /// Waits until the queue is empty (or `exit` came).
    public func idle() async {
        while let task = handling { await task.value }
    }

    private func handleQueue() async {
        while exitCode == nil, let (message, isCancelled) = queue.next() {
            if isCancelled, case .request(let id, let method, _) = message, session.state == .running {
                requestsCancelled += 1
                write(Outgoing.framed(Outgoing.error(id: id, ResponseError(.requestCancelled, "\(method) was cancelled"))))
                continue
            }
            await run(session.handle(message))
        }
        handling = nil
    }

    /// The end of input: the client is gone. What was read is handled first.
    public func endOfInput() async -> Int32 {
        await idle()
        exitCode = exitCode ?? (session.state == .shutDown ? 0 : 1)
        return exitCode ?? 1
    }

    /// Waits until no analysis is pending (for the tests and the bench).
    public func settle() async {
        while let (_, task) = pending.values.first {
            await task.value
        }
    }

    private func run(_ effects: [ServerSession.Effect]) async {
        for effect in effects {
            switch effect {
            case .send(let message):
                write(Outgoing.framed(message))
            case .log(let line):
                log(line)
            case .exit(let code):
                exitCode = code
                for (_, task) in pending.values { task.cancel() }
                pending = [:]
                onExit(code)
                return
            case .analyze(let uri):
                schedule(uri)
            case .scanWorkspace(let roots):
                await scan(roots)
            case .reloadFile(let uri):
                await reload(uri)
            }
        }
    }

    private func log(_ line: String) { workspace.log(line) }

    func schedule(_ uri: String) {
        resolveConfig(for: uri)
        pending[uri]?.task.cancel()
        runs += 1
        let run = runs, delay = debounce
        pending[uri] = (run, Task {
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { await self.analyze(uri) }
            self.finished(uri, run: run)
        })
    }

    private func finished(_ uri: String, run: Int) {
        if pending[uri]?.run == run { pending[uri] = nil }
    }

    private func analyze(_ uri: String) async {
        guard let document = session.service.document(uri) else { return }
        let config = session.service.config(for: uri)
        let analysis = await Task.detached { DocumentAnalysis(document, config: config) }.value
        guard session.service.install(analysis, for: uri) else {
            analysesDropped += 1
            return
        }
        analysesPublished += 1
        publish(changed: [uri])
        // A config edited in the editor applies to its specs as it is typed.
        let path = DocumentURI.path(of: uri)
        if DocumentAnalysis.isProjectConfig(path) { await configMayHaveChanged(path) }
    }

    func publish(changed uris: [String]) {
        for (uri, version, diagnostics) in session.service.diagnosticsRound(changed: uris) {
            let params: JSONValue = .object([
                "uri": .string(uri),
                "version": version.map(JSONValue.int),
                "diagnostics": .array(diagnostics.map { LSP.json($0, for: session.client) }),
            ])
            write(Outgoing.framed(Outgoing.notification("textDocument/publishDiagnostics", params)))
        }
    }

    /// Reads every spec under `roots` and the configs that apply to them (off the actor), then
    /// publishes what they hold.
    private func scan(_ roots: [String]) async {
        if session.reportsProgress {
            let progress = WorkDoneProgress(token: session.progressToken(), requestID: session.requestID(), title: "formc: reading specs")
            write(Outgoing.framed(progress.createRequest))
            scanProgress = progress
        }
        let reader = workspace
        let found = await Task.detached { reader.scan(roots) }.value
        let count = await readWorkspace(found)
        for message in scanProgress?.finish("\(count) specs") ?? [] { write(Outgoing.framed(message)) }
    }
}
