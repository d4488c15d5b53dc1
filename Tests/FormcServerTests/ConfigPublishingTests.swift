import FormcCore
import FormcServer
import Testing

/// The project configs as the server handles them: each spec checked with its nearest
/// `.formc.yaml`, a config's own diagnostics published for it, and an edit of a config
/// checking its specs again.
struct ConfigPublishingTests {
    static func single(_ screen: String) -> String {
        "formc: 1\nscreen: \(screen)\nfields:\n  - { id: x, type: choice, commit: on-select, options: [pet] }\n"
    }

    static let files = [
        "/work/.formc.yaml": "rules:\n  W506: off\n",
        "/work/specs/a.yaml": single("a"),
        "/work/specs/sub/.formc.yaml": "rulez:\n  W506: off\n",
        "/work/specs/sub/b.yaml": single("b"),
        "/work/specs/other/.formc.yaml": "rules:\n  W506: error\n",
        "/work/specs/other/c.yaml": single("c"),
    ]

    func diagnostics(_ uri: String, in messages: [JSONValue]) -> [JSONValue]? {
        TestClient.notifications("textDocument/publishDiagnostics", in: messages)
            .last { $0.at("params", "uri") == .string(uri) }?.at("params", "diagnostics")?.arrayValueForTests
    }

    @Test func eachSpecGetsItsNearestConfigAndEachConfigItsDiagnostics() async {
        let client = TestClient(files: Self.files)
        await client.initialize()
        let messages = client.received()
        #expect(diagnostics("file:///work/specs/a.yaml", in: messages) == [])
        // sub's config has an error: it is reported there and not applied.
        #expect(diagnostics("file:///work/specs/sub/b.yaml", in: messages)?.compactMap { $0["severity"] } == [.int(2)])
        #expect(diagnostics("file:///work/specs/other/c.yaml", in: messages)?.compactMap { $0["severity"] } == [.int(1)])
        let e600 = diagnostics("file:///work/specs/sub/.formc.yaml", in: messages)?.first
        #expect(e600?["code"] == .string("E600"))
        #expect(e600?.at("range", "start") == .object(["line": .int(0), "character": .int(0)]))
        #expect(diagnostics("file:///work/.formc.yaml", in: messages) == [])
        #expect(diagnostics("file:///work/specs/other/.formc.yaml", in: messages) == [])
    }

    @Test func editingAnOpenConfigChecksItsSpecsAgain() async {
        let client = TestClient(files: Self.files)
        await client.initialize()
        _ = client.received()
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","languageId":"yaml","version":1,"text":"rules:\n  W506: off\n"}}"#))
        await client.runtime.settle()
        // Opened as it is on disk: its settings did not change, no spec is published again.
        let opened = client.received()
        #expect(TestClient.notifications("textDocument/publishDiagnostics", in: opened).compactMap { $0.at("params", "uri") }
            == [.string("file:///work/.formc.yaml")])
        await client.send(client.notification("textDocument/didChange",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","version":2},"contentChanges":[{"text":"rules:\n  W506: error\n"}]}"#))
        await client.runtime.settle()
        let changed = client.received()
        #expect(diagnostics("file:///work/specs/a.yaml", in: changed)?.compactMap { $0["severity"] } == [.int(1)])
        // The other folders have their own configs: not published again.
        #expect(diagnostics("file:///work/specs/sub/b.yaml", in: changed) == nil)
        // An open spec of that config is checked again too.
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"file:///work/specs/d.yaml","languageId":"yaml","version":1,"text":"formc: 1\nscreen: d\nfields: [{ id: x, type: choice, commit: on-select, options: [pet] }]\n"}}"#))
        await client.runtime.settle()
        #expect(diagnostics("file:///work/specs/d.yaml", in: client.received())?.compactMap { $0["severity"] } == [.int(1)])
        await client.send(client.notification("textDocument/didChange",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","version":3},"contentChanges":[{"text":"rules:\n  W506: warning\n"}]}"#))
        await client.runtime.settle()
        let again = client.received()
        #expect(diagnostics("file:///work/specs/d.yaml", in: again)?.compactMap { $0["severity"] } == [.int(2)])
        #expect(diagnostics("file:///work/specs/a.yaml", in: again)?.compactMap { $0["severity"] } == [.int(2)])
    }

    func watched(_ client: TestClient, _ uri: String, type: Int) -> String {
        client.notification("workspace/didChangeWatchedFiles", #"{"changes":[{"uri":"\#(uri)","type":\#(type)}]}"#)
    }

    func severities(_ uri: String, in messages: [JSONValue]) -> [JSONValue]? {
        diagnostics(uri, in: messages)?.compactMap { $0["severity"] }
    }

    @Test func aConfigChangedOnDiskChecksItsSpecsAgain() async {
        let disk = MemoryFileSystem(Self.files)
        let client = TestClient(fileSystem: disk)
        await client.initialize()
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"file:///work/specs/d.yaml","languageId":"yaml","version":1,"text":"formc: 1\nscreen: d\nfields: [{ id: x, type: choice, commit: on-select, options: [pet] }]\n"}}"#))
        await client.runtime.settle()
        #expect(severities("file:///work/specs/d.yaml", in: client.received()) == [])
        // The root config, changed: the specs it applies to (open or not) are checked again.
        disk.write("/work/.formc.yaml", "rules:\n  W506: error\n")
        await client.send(watched(client, "file:///work/.formc.yaml", type: 2))
        await client.runtime.settle()
        var messages = client.received()
        #expect(severities("file:///work/specs/a.yaml", in: messages) == [.int(1)])
        #expect(severities("file:///work/specs/d.yaml", in: messages) == [.int(1)])
        #expect(diagnostics("file:///work/specs/other/c.yaml", in: messages) == nil)
        // A nested one.
        disk.write("/work/specs/other/.formc.yaml", "rules:\n  W506: off\n")
        await client.send(watched(client, "file:///work/specs/other/.formc.yaml", type: 2))
        await client.runtime.settle()
        messages = client.received()
        #expect(severities("file:///work/specs/other/c.yaml", in: messages) == [])
        #expect(diagnostics("file:///work/specs/a.yaml", in: messages) == nil)
    }

    @Test func closingAnEditedConfigChecksItsSpecsAgainWithTheFileOnDisk() async {
        let client = TestClient(files: Self.files)
        await client.initialize()
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","languageId":"yaml","version":1,"text":"rules:\n  W506: off\n"}}"#))
        await client.send(client.notification("textDocument/didChange",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","version":2},"contentChanges":[{"text":"rules:\n  W506: error\n"}]}"#))
        await client.runtime.settle()
        #expect(severities("file:///work/specs/a.yaml", in: client.received()) == [.int(1)])
        // Closed without saving: the file on disk (W506 off) applies again.
        await client.send(client.notification("textDocument/didClose", #"{"textDocument":{"uri":"file:///work/.formc.yaml"}}"#))
        await client.runtime.settle()
        #expect(severities("file:///work/specs/a.yaml", in: client.received()) == [])
    }

    /// The root config's `exclude` picks the workspace's specs: changed on disk, edited, or
    /// closed, the specs it no longer leaves out are read and those it now leaves out dropped.
    @Test func aChangedExcludeChangesTheWorkspacesSpecs() async {
        let disk = MemoryFileSystem([
            "/work/.formc.yaml": "exclude: [specs/drafts]\n",
            "/work/specs/a.yaml": Self.single("a"),
            "/work/specs/drafts/copy.yaml": Self.single("a"),
        ])
        let client = TestClient(fileSystem: disk)
        await client.initialize()
        let copy = "file:///work/specs/drafts/copy.yaml"
        func codes(_ uri: String, in messages: [JSONValue]) -> [JSONValue]? { diagnostics(uri, in: messages)?.compactMap { $0["code"] } }
        var messages = client.received()
        #expect(diagnostics(copy, in: messages) == nil)
        #expect(codes("file:///work/specs/a.yaml", in: messages) == [.string("W506")])

        disk.write("/work/.formc.yaml", "strict: false\n")
        await client.send(watched(client, "file:///work/.formc.yaml", type: 2))
        await client.runtime.settle()
        messages = client.received()
        #expect(codes(copy, in: messages) == [.string("E300"), .string("W506")])

        // Typed in the editor: the copy is left out again, its diagnostics cleared.
        await client.send(client.notification("textDocument/didOpen",
                                              #"{"textDocument":{"uri":"file:///work/.formc.yaml","languageId":"yaml","version":1,"text":"exclude: [specs/drafts]\n"}}"#))
        await client.runtime.settle()
        messages = client.received()
        #expect(diagnostics(copy, in: messages) == [])
        // A spec created where it is left out is not read.
        disk.write("/work/specs/drafts/new.yaml", "formc: 1\nscreen: Bad\n")
        await client.send(watched(client, "file:///work/specs/drafts/new.yaml", type: 1))
        #expect(diagnostics("file:///work/specs/drafts/new.yaml", in: client.received()) ?? [] == [])

        // Closed: the file on disk leaves nothing out.
        await client.send(client.notification("textDocument/didClose", #"{"textDocument":{"uri":"file:///work/.formc.yaml"}}"#))
        await client.runtime.settle()
        messages = client.received()
        #expect(codes(copy, in: messages) == [.string("E300"), .string("W506")])
        #expect(codes("file:///work/specs/drafts/new.yaml", in: messages)?.contains(.string("E205")) == true)

        // Changed on disk to leave them out again: both drafts go.
        disk.write("/work/.formc.yaml", "exclude: [specs/drafts]\n")
        await client.send(watched(client, "file:///work/.formc.yaml", type: 2))
        await client.runtime.settle()
        messages = client.received()
        #expect(diagnostics(copy, in: messages) == [])
        #expect(diagnostics("file:///work/specs/drafts/new.yaml", in: messages) == [])
    }
}
