import FormcCore
import FormcServer
import Testing

/// initialize, shutdown and exit, errors for what comes out of order, and what no message
/// can do: stop the server.
struct LifecycleTests {
    @Test(arguments: [
        (#"{"general":{"positionEncodings":["utf-16","utf-8"]}}"#, "utf-8"),
        (#"{"general":{"positionEncodings":["utf-32","utf-16"]}}"#, "utf-32"),
        (#"{"general":{"positionEncodings":["utf-16"]}}"#, "utf-16"),
        (#"{}"#, "utf-16"),
    ])
    func initializeNegotiatesThePositionEncoding(capabilities: String, expected: String) async {
        let client = TestClient()
        await client.initialize(capabilities)
        let answer = TestClient.answer(1, in: client.received())
        #expect(answer?.at("result", "capabilities", "positionEncoding") == .string(expected))
        #expect(answer?.at("result", "capabilities", "textDocumentSync", "change") == .int(2))
        #expect(answer?.at("result", "capabilities", "documentFormattingProvider") == .bool(true))
        #expect(answer?.at("result", "capabilities", "documentRangeFormattingProvider") == .bool(true))
        #expect(answer?.at("result", "serverInfo", "name") == .string("formc"))
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() async {
        let client = TestClient()
        await client.send(client.notification("textDocument/didOpen", #"{"textDocument":{"uri":"file:///a.yaml","version":1,"text":"x"}}"#),
                          client.request(7, "textDocument/hover"))
        let messages = client.received()
        #expect(messages.count == 1)
        #expect(TestClient.answer(7, in: messages)?.at("error", "code") == .int(-32002))
    }

    @Test func shutdownThenExitEndsWithZeroAndRequestsAfterShutdownAreInvalid() async {
        let client = TestClient()
        await client.initialize()
        await client.send(client.request(2, "shutdown", "null"), client.request(3, "textDocument/hover"))
        let messages = client.received()
        #expect(TestClient.answer(2, in: messages)?["result"] == .null)
        #expect(TestClient.answer(3, in: messages)?.at("error", "code") == .int(-32600))
        #expect(await client.send(client.notification("exit")) == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() async {
        let client = TestClient()
        await client.initialize()
        #expect(await client.send(client.notification("exit")) == 1)
        #expect(await client.runtime.endOfInput() == 1)
    }

    @Test func theEndOfInputWithoutShutdownIsAnError() async {
        let client = TestClient()
        await client.initialize()
        #expect(await client.runtime.endOfInput() == 1)
    }

    @Test func aSecondInitializeIsRefused() async {
        let client = TestClient()
        await client.initialize()
        await client.send(client.request(2, "initialize", #"{"capabilities":{}}"#))
        #expect(TestClient.answer(2, in: client.received())?.at("error", "code") == .int(-32600))
    }

    @Test func badMessagesGetErrorResponsesAndTheServerGoesOn() async {
        let client = TestClient()
        await client.initialize()
        _ = client.received()
        await client.runtime.receive(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        await client.runtime.receive(Array("Content-Length: nine\r\n\r\n".utf8))
        await client.send(#"[1, 2]"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#,
                          #"{"jsonrpc":"1.0","id":4,"method":"x"}"#, #"{"jsonrpc":"2.0","id":5,"method":7}"#,
                          #"{"jsonrpc":"2.0","id":6,"method":"no/such"}"#, #"{"jsonrpc":"2.0","method":"no/such"}"#,
                          client.request(8, "shutdown"))
        let messages = client.received()
        let errors = messages.compactMap { $0.at("error", "code") }
        #expect(errors == [.int(-32700), .int(-32600), .int(-32600), .int(-32600), .int(-32600), .int(-32601)])
        #expect(messages.first?["id"] == .null)
        #expect(TestClient.answer(4, in: messages) != nil)
        #expect(TestClient.answer(8, in: messages)?["result"] == .null)
        #expect(client.logs.contains { $0.contains("Content-Length 'nine' is not a byte count") })
    }

    /// A refused header, a cut body, a header without a byte count and LF-only header lines:
    /// each costs at most its own message, and what follows (shutdown and exit included) is read.
    @Test func aBrokenFrameLosesAtMostItsOwnMessage() async {
        let client = TestClient()
        await client.initialize()
        _ = client.received()
        let refused = #"{"jsonrpc":"2.0","id":"cs","method":"x"}"#
        await client.runtime.receive(Array("Content-Type: application/vscode-jsonrpc; charset=utf-16\r\nContent-Length: \(refused.utf8.count)\r\n\r\n\(refused)".utf8))
        await client.runtime.receive(Array(#"Content-Length: 10\#r\#n\#r\#n{"jsonrpc":"2.0","id":"cut","method":"x"}"#.utf8))
        await client.runtime.receive(Array("Content-Type: application/json\r\n\r\n{}".utf8))
        await client.runtime.receive(Array("Content-Length: 4\r\n\r\n\"".utf8) + [0xFF, 0xFE, UInt8(ascii: "\"")])
        await client.runtime.receive(Array(#"Content-Length: 40\#n\#n{"jsonrpc":"2.0","id":"lf","method":"x"}"#.utf8))
        await client.send(client.request(2, "shutdown"))
        let messages = client.received()
        #expect(messages.map { $0["id"] } == [.string("cs"), .null, .null, .string("lf"), .number("2")])
        #expect(messages.compactMap { $0.at("error", "code") } == [.int(-32600), .int(-32700), .int(-32700), .int(-32601)])
        #expect(messages.first?.at("error", "message")?.stringValueForTests?.contains("charset 'utf-16' is not UTF-8") == true)
        #expect(TestClient.answer(2, in: messages)?["result"] == .null)
        #expect(await client.send(client.notification("exit")) == 0)
    }

    @Test func aCancelReadWithItsRequestAnswersRequestCancelled() async {
        let client = TestClient()
        await client.initialize()
        _ = client.received()
        await client.send(client.request(5, "textDocument/hover", #"{"textDocument":{"uri":"file:///a.yaml"},"position":{"line":0,"character":0}}"#),
                          client.notification("$/cancelRequest", #"{"id":5}"#),
                          client.notification("$/cancelRequest", #"{"id":99}"#))
        let messages = client.received()
        #expect(messages.count == 1)
        #expect(TestClient.answer(5, in: messages)?.at("error", "code") == .int(-32800))
    }
}
