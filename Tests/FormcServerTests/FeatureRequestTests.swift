import FormcCore
import FormcServer
import Testing

/// The feature requests as the protocol carries them.
struct FeatureRequestTests {
    static let uri = "file:///elsewhere/a.yaml"

    func opened() async -> TestClient {
        let client = TestClient()
        await client.initialize(#"{"general":{"positionEncodings":["utf-8"]}}"#)
        await client.send(client.notification("textDocument/didOpen", #"""
            {"textDocument":{"uri":"\#(Self.uri)","languageId":"yaml","version":1,"text":"formc: 1\nscreen: a\nsheet:\n  grabbr: true\nfields: [{ id: x, type: choice, commit: on-select, options: [관광, b] }]\n"}}
            """#))
        await client.runtime.settle()
        _ = client.received()
        return client
    }

    func at(_ line: Int, _ character: Int) -> String {
        #"{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":\#(line),"character":\#(character)}}"#
    }

    @Test func completionHoverAndCodeActionsAnswerInTheProtocolsShapes() async {
        let client = await opened()
        await client.send(client.request(2, "textDocument/completion", at(3, 4)),
                          client.request(3, "textDocument/hover", at(0, 1)),
                          client.request(4, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(Self.uri)"},"range":{"start":{"line":3,"character":3},"end":{"line":3,"character":3}},"context":{"diagnostics":[]}}"#),
                          client.request(5, "textDocument/codeLens", #"{"textDocument":{"uri":"\#(Self.uri)"}}"#),
                          client.request(6, "workspace/executeCommand", #"{"command":"formc.mockup","arguments":["\#(Self.uri)"]}"#),
                          client.request(7, "textDocument/completion", #"{"textDocument":{"uri":"\#(Self.uri)"}}"#))
        let messages = client.received()
        let items = TestClient.answer(2, in: messages)?.at("result", "items")?.arrayValueForTests ?? []
        #expect(items.contains { $0["label"] == .string("grabber") && $0["kind"] == .int(10) })
        #expect(TestClient.answer(3, in: messages)?.at("result", "contents", "kind") == .string("markdown"))
        let action = TestClient.answer(4, in: messages)?["result"]?.arrayValueForTests?.first
        #expect(action?["kind"] == .string("quickfix"))
        #expect(action?.at("edit", "changes", Self.uri)?.arrayValueForTests?.first?["newText"] == .string("grabber"))
        #expect(TestClient.answer(5, in: messages)?["result"]?.arrayValueForTests?.first?.at("command", "command") == .string("formc.mockup"))
        // The spec has an error (E200): no mockup, an error that says why.
        #expect(TestClient.answer(6, in: messages)?.at("error", "message")?.stringValueForTests?.hasPrefix("the spec has") == true)
        #expect(TestClient.answer(7, in: messages)?.at("error", "code") == .int(-32602))
    }

    @Test func theMockupCommandAnswersTheDrawing() async {
        let client = await opened()
        await client.send(client.notification("textDocument/didChange", #"""
            {"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":3,"character":2},"end":{"line":3,"character":8}},"text":"grabber"}]}
            """#))
        await client.send(client.request(8, "workspace/executeCommand", #"{"command":"formc.mockup","arguments":["\#(Self.uri)","a","large","iphone-15"]}"#))
        let drawing = TestClient.answer(8, in: client.received())?["result"]?.stringValueForTests ?? ""
        #expect(drawing.contains("관광"))
        #expect(drawing.contains("iphone-15"))
    }
}

/// `textDocument/formatting` and `rangeFormatting`: `formc fmt`'s text as one edit of the whole
/// document, the same for any range; none once the document is formatted.
struct FormattingRequestTests {
    static let uri = "file:///elsewhere/f.yaml"

    @Test func formattingAndRangeFormattingGiveTheSameWholeDocumentEdit() async {
        let client = TestClient()
        await client.initialize(#"{"general":{"positionEncodings":["utf-16"]}}"#)
        await client.send(client.notification("textDocument/didOpen", #"""
            {"textDocument":{"uri":"\#(Self.uri)","languageId":"yaml","version":1,"text":"screen: a  # 관광\nformc: 1\nfields:\n    - options: [ \"x\", y ]\n      id: f\n"}}
            """#))
        await client.runtime.settle()
        _ = client.received()
        let document = #"{"textDocument":{"uri":"\#(Self.uri)"},"options":{"tabSize":4,"insertSpaces":true}"#
        await client.send(client.request(2, "textDocument/formatting", document + "}"),
                          client.request(3, "textDocument/rangeFormatting",
                                         document + #","range":{"start":{"line":3,"character":0},"end":{"line":3,"character":5}}}"#))
        let messages = client.received()
        let whole = TestClient.answer(2, in: messages)?["result"]
        #expect(whole == TestClient.answer(3, in: messages)?["result"])
        let edit = whole?.arrayValueForTests?.first
        #expect(whole?.arrayValueForTests?.count == 1)
        #expect(edit?["newText"] == .string("formc: 1\nscreen: a # 관광\nfields:\n  - id: f\n    options: [x, y]\n"))
        // The whole text: from the start to the end of the last line (UTF-16 positions).
        #expect(edit?.at("range", "start") == .object(["line": .int(0), "character": .int(0)]))
        #expect(edit?.at("range", "end") == .object(["line": .int(5), "character": .int(0)]))
        // Formatted, it needs no edit.
        await client.send(client.notification("textDocument/didChange", #"""
            {"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"text":"formc: 1\nscreen: a # 관광\nfields:\n  - id: f\n    options: [x, y]\n"}]}
            """#))
        await client.send(client.request(4, "textDocument/formatting", document + "}"))
        #expect(TestClient.answer(4, in: client.received())?["result"] == .array([]))
    }
}
