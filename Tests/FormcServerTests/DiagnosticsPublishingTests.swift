import FormcCore
import FormcServer
import Testing

/// publishDiagnostics from the running server: debounced, a newer edit replacing a pending
/// run, the workspace's specs read at start and checked across files.
struct DiagnosticsPublishingTests {
    static let spec = "formc: 1\\nscreen: pick\\nfields:\\n  - { id: x, type: choice, commit: on-select, options: [a, b] }\\n"

    func open(_ client: TestClient, _ uri: String, _ text: String = spec) async {
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(text)"}}"#))
    }

    func change(_ client: TestClient, _ uri: String, version: Int, line: Int, from: Int, to: Int, _ text: String) -> String {
        client.notification("textDocument/didChange", """
            {"textDocument":{"uri":"\(uri)","version":\(version)},"contentChanges":[{"range":{"start":{"line":\(line),"character":\(from)},"end":{"line":\(line),"character":\(to)}},"text":"\(text)"}]}
            """)
    }

    @Test func editsReadTogetherAreAnalysedOnceAtTheirLastVersion() async {
        let client = TestClient()
        await client.initialize()
        await open(client, "file:///elsewhere/a.yaml")
        await client.runtime.settle()
        _ = client.received()
        await client.send(change(client, "file:///elsewhere/a.yaml", version: 2, line: 1, from: 8, to: 12, "p"),
                          change(client, "file:///elsewhere/a.yaml", version: 3, line: 1, from: 9, to: 9, "Q"),
                          change(client, "file:///elsewhere/a.yaml", version: 4, line: 1, from: 9, to: 10, "q"))
        await client.runtime.settle()
        let published = TestClient.notifications("textDocument/publishDiagnostics", in: client.received())
        #expect(published.count == 1)
        #expect(published.first?.at("params", "version") == .int(4))
        #expect(published.first?.at("params", "diagnostics") == .array([]))
        #expect(await client.runtime.analysesPublished == 2)
    }

    @Test func anUppercaseScreenIDIsReportedWithCodeLinkAndFix() async {
        let client = TestClient()
        await client.initialize()
        await open(client, "file:///elsewhere/a.yaml", "formc: 1\\nscreen: Pick\\nfields:\\n  - { id: x, type: choice, commit: on-select, options: [a, b] }\\n")
        await client.runtime.settle()
        let published = TestClient.notifications("textDocument/publishDiagnostics", in: client.received())
        let diagnostic = published.first?.at("params", "diagnostics")?.arrayValueForTests?.first
        #expect(diagnostic?["code"] == .string("E205"))
        #expect(diagnostic?["severity"] == .int(1))
        // A link to the published reference, left out while there is none (`ToolInfo.formc`).
        let href = diagnostic?.at("codeDescription", "href")?.stringValueForTests
        #expect(href == ToolInfo.formc.languageReference.map { $0 + "#7-diagnostics" })
        #expect(diagnostic?.at("data", "fixes")?.arrayValueForTests?.first?["title"] == .string("Replace with 'pick'"))
    }

    @Test func theWorkspacesSpecsAreReadAtStartAndCheckedAcrossFiles() async {
        let client = TestClient(files: [
            "/work/specs/a.yaml": "formc: 1\nscreen: pick\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n",
            "/work/specs/sub/b.yaml": "formc: 1\nscreen: pick\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n",
            "/work/specs/notes.txt": "not a spec",
        ])
        await client.initialize(#"{"window":{"workDoneProgress":true},"textDocument":{"publishDiagnostics":{"relatedInformation":true}}}"#)
        let messages = client.received()
        let published = TestClient.notifications("textDocument/publishDiagnostics", in: messages)
        #expect(published.compactMap { $0.at("params", "uri") } == [.string("file:///work/specs/a.yaml"), .string("file:///work/specs/sub/b.yaml")])
        let e300 = published.last?.at("params", "diagnostics")?.arrayValueForTests?.first
        #expect(e300?["code"] == .string("E300"))
        #expect(e300?["relatedInformation"]?.arrayValueForTests?.first?.at("location", "uri") == .string("file:///work/specs/a.yaml"))
        // Progress was declared: its token is created; it is begun and ended only once the
        // client has accepted the token.
        let create = messages.first { $0["method"] == .string("window/workDoneProgress/create") }
        #expect(TestClient.notifications("$/progress", in: messages).isEmpty)
        await client.send(#"{"jsonrpc":"2.0","id":\#(JSONWriter.compact(create?["id"] ?? .null)),"result":null}"#)
        let progress = TestClient.notifications("$/progress", in: client.received())
        #expect(progress.compactMap { $0.at("params", "value", "kind") } == [.string("begin"), .string("end")])
        #expect(progress.allSatisfy { $0.at("params", "token") == create?.at("params", "token") })

        // Opening b and renaming its screen clears both.
        await open(client, "file:///work/specs/sub/b.yaml", "formc: 1\\nscreen: other\\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\\n")
        await client.runtime.settle()
        let after = TestClient.notifications("textDocument/publishDiagnostics", in: client.received())
        #expect(after.compactMap { $0.at("params", "uri") } == [.string("file:///work/specs/sub/b.yaml")])
        #expect(after.allSatisfy { $0.at("params", "diagnostics") == .array([]) })
    }

    @Test func aClientGetsOnlyTheOptionalPartsItDeclared() async {
        let client = TestClient()
        await client.initialize(#"{"textDocument":{"completion":{"completionItem":{"documentationFormat":["plaintext"]}}}}"#)
        await open(client, "file:///elsewhere/a.yaml", "formc: 1\\nscreen: Pick\\nfields:\\n  - { id: x, type: choice, commit: on-select, options: [a, b] }\\n")
        await client.runtime.settle()
        await client.send(client.request(2, "textDocument/completion", #"{"textDocument":{"uri":"file:///elsewhere/a.yaml"},"position":{"line":0,"character":0}}"#))
        let messages = client.received()
        let diagnostic = TestClient.notifications("textDocument/publishDiagnostics", in: messages).first?.at("params", "diagnostics")?.arrayValueForTests?.first
        #expect(diagnostic?["code"] == .string("E205"))
        #expect(diagnostic?["codeDescription"] == nil)
        #expect(diagnostic?["data"] == nil)
        let items = TestClient.answer(2, in: messages)?.at("result", "items")?.arrayValueForTests ?? []
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["documentation"]?.stringValueForTests != nil })
    }

    @Test func aSpecChangedOnDiskIsReadAgainWhenTheClientWatchesIt() async {
        let client = TestClient(files: ["/work/specs/a.yaml": "formc: 1\nscreen: Bad\n"])
        await client.initialize(#"{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}"#)
        let messages = client.received()
        let registration = messages.first { $0["method"] == .string("client/registerCapability") }
        #expect(registration?.at("params", "registrations")?.arrayValueForTests?.first?["method"] == .string("workspace/didChangeWatchedFiles"))
        // Specs in every case of their extension (.YAML, .Yml, … are specs too).
        let globs = registration?.at("params", "registrations")?.arrayValueForTests?.first?.at("registerOptions", "watchers")?
            .arrayValueForTests?.compactMap { $0["globPattern"]?.stringValueForTests } ?? []
        #expect(globs == ["**/*.{[yY][aA][mM][lL],[yY][mM][lL]}", "**/.formc.yaml"])
        #expect(TestClient.notifications("textDocument/publishDiagnostics", in: messages).count == 1)
        // A watched spec is read again; a file outside the workspace's specs/ has none.
        await client.send(client.notification("workspace/didChangeWatchedFiles",
                                              #"{"changes":[{"uri":"file:///work/specs/a.yaml","type":2},{"uri":"file:///nowhere/b.yaml","type":3}]}"#))
        let again = TestClient.notifications("textDocument/publishDiagnostics", in: client.received())
        #expect(again.compactMap { $0.at("params", "uri") } == [.string("file:///work/specs/a.yaml"), .string("file:///nowhere/b.yaml")])
        let codes = again.first?.at("params", "diagnostics")?.arrayValueForTests?.compactMap { $0["code"] } ?? []
        #expect(codes.contains(.string("E205")))
        #expect(again.last?.at("params", "diagnostics") == .array([]))
    }

    @Test func aClosedSpecsDiagnosticsCarryFixesForTheFileOnDiskAndItsCodeActionsWork() async {
        let client = TestClient(files: ["/work/specs/a.yaml": "formc: 1\nscreen: a\ntitle: 한국어\nsheet: { grabbr: true }\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n"])
        await client.initialize(#"{"general":{"positionEncodings":["utf-8"]},"textDocument":{"publishDiagnostics":{"dataSupport":true}}}"#)
        let published = TestClient.notifications("textDocument/publishDiagnostics", in: client.received())
        #expect(published.count == 1)
        // Not open: no version, and the fix's range counts the file's bytes.
        #expect(published.first?.at("params", "version") == nil)
        let fix = published.first?.at("params", "diagnostics")?.arrayValueForTests?.first?.at("data", "fixes")?.arrayValueForTests?.first
        #expect(fix?["title"] == .string("Replace with 'grabber'"))
        #expect(fix?["edits"] == .array([.object([
            "range": .object(["start": .object(["line": .int(3), "character": .int(9)]), "end": .object(["line": .int(3), "character": .int(15)])]),
            "newText": .string("grabber"),
        ])]))
        await client.send(client.request(2, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///work/specs/a.yaml"},"range":{"start":{"line":3,"character":10},"end":{"line":3,"character":10}},"context":{"diagnostics":[]}}"#))
        let action = TestClient.answer(2, in: client.received())?["result"]?.arrayValueForTests?.first
        #expect(action?["title"] == .string("Replace with 'grabber'"))
        #expect(action?.at("edit", "changes", "file:///work/specs/a.yaml") == fix?["edits"])
    }

    @Test func noProgressIsSentOnATokenTheClientRefused() async {
        let client = TestClient(files: ["/work/specs/a.yaml": "formc: 1\n"])
        await client.initialize(#"{"window":{"workDoneProgress":true}}"#)
        let started = client.received()
        let create = started.first { $0["method"] == .string("window/workDoneProgress/create") }
        #expect(create != nil)
        await client.send(#"{"jsonrpc":"2.0","id":\#(JSONWriter.compact(create?["id"] ?? .null)),"error":{"code":-32603,"message":"no"}}"#,
                          client.request(2, "shutdown"))
        let messages = started + client.received()
        #expect(TestClient.notifications("$/progress", in: messages).isEmpty)
        #expect(TestClient.answer(2, in: messages) != nil)
    }

    @Test func withoutWorkDoneProgressNoProgressIsSent() async {
        let client = TestClient(files: ["/work/specs/a.yaml": "formc: 1\n"])
        await client.initialize()
        let messages = client.received()
        #expect(!messages.contains { $0["method"] == .string("window/workDoneProgress/create") || $0["method"] == .string("$/progress") })
        #expect(TestClient.notifications("textDocument/publishDiagnostics", in: messages).count == 1)
    }
}

extension JSONValue {
    var arrayValueForTests: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var stringValueForTests: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    func at(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }
}
