import FormcCore

/// The progress of one piece of work, reported as LSP 3.17 allows: on a token the server asks
/// the client to create (`window/workDoneProgress/create`), and only once the client has
/// answered that request with success — never when it answers with an error or not at all.
/// The work may end before the answer comes: then `begin` and `end` go together.
struct WorkDoneProgress: Sendable {
    let token: JSONValue
    let requestID: JSONValue
    let title: String
    /// Whether the client accepted the token; nil until it answers.
    private var accepted: Bool?
    /// The `end` message, once the work is done.
    private var ended: String?

    init(token: JSONValue, requestID: JSONValue, title: String) {
        self.token = token
        self.requestID = requestID
        self.title = title
    }

    /// The request that asks the client to create the token.
    var createRequest: JSONValue {
        Outgoing.request(id: requestID, "window/workDoneProgress/create", .object(["token": token]))
    }

    /// The client answered the create request (`error` is its error, if any): what to send now.
    mutating func answered(error: JSONValue?) -> [JSONValue] {
        guard accepted == nil else { return [] }
        let ok = error == nil || error == .null
        accepted = ok
        guard ok else { return [] }
        return [notification(.object(["kind": .string("begin"), "title": .string(title)]))] + (ended.map { [end($0)] } ?? [])
    }

    /// The work is done, `message` says how it went: what to send now.
    mutating func finish(_ message: String) -> [JSONValue] {
        guard ended == nil else { return [] }
        ended = message
        return accepted == true ? [end(message)] : []
    }

    private func end(_ message: String) -> JSONValue {
        notification(.object(["kind": .string("end"), "message": .string(message)]))
    }

    private func notification(_ value: JSONValue) -> JSONValue {
        Outgoing.notification("$/progress", .object(["token": token, "value": value]))
    }
}
