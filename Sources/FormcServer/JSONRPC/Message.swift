import FormcCore

/// A JSON-RPC 2.0 message as LSP uses it: a request (with an id), a notification (without),
/// or a response to a request this server sent.
public enum IncomingMessage: Hashable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: JSONValue, result: JSONValue?, error: JSONValue?)
    /// Not a message: the error to answer with (id null when none could be read).
    case invalid(id: JSONValue, error: ResponseError)

    /// Reads one body. Never throws: what cannot be read becomes `.invalid`.
    public static func read(_ body: [UInt8]) -> IncomingMessage {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            return .invalid(id: .null, error: ResponseError(.parseError, error.description))
        }
        guard case .object = json else {
            return .invalid(id: .null, error: ResponseError(.invalidRequest, "a message must be a JSON object"))
        }
        let id = json["id"]
        if let id, !id.isValidID {
            return .invalid(id: .null, error: ResponseError(.invalidRequest, "id must be a number or a string"))
        }
        guard json["jsonrpc"] == .string("2.0") else {
            return .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "jsonrpc must be \"2.0\""))
        }
        if let method = json["method"] {
            guard case .string(let name) = method else {
                return .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "method must be a string"))
            }
            // `params: null` is not JSON-RPC, but clients send it for `shutdown`: read it as none.
            let params = json["params"] == .null ? nil : json["params"]
            if let params {
                switch params {
                case .object, .array: break
                default: return .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "params must be an object or an array"))
                }
            }
            if let id { return .request(id: id, method: name, params: params) }
            return .notification(method: name, params: params)
        }
        if let id, json["result"] != nil || json["error"] != nil {
            return .response(id: id, result: json["result"], error: json["error"])
        }
        return .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "neither a request, a notification nor a response"))
    }

    /// What answers a body whose header block was refused (`MessageFramer.Frame.rejected`):
    /// an error for a request, with its id (LSP: a header with an encoding other than UTF-8 is
    /// answered with an error), or with id null when the body cannot be read; nothing for a
    /// notification or a response.
    public static func rejected(_ body: [UInt8], because problem: String) -> IncomingMessage? {
        let error = ResponseError(.invalidRequest, "the message's header was refused: \(problem)")
        switch read(body) {
        case .request(let id, _, _): return .invalid(id: id, error: error)
        case .invalid(let id, _): return .invalid(id: id, error: error)
        case .notification, .response: return nil
        }
    }
}

extension JSONValue {
    /// JSON-RPC ids are integers or strings (null only in error responses).
    var isValidID: Bool {
        switch self {
        case .string: true
        case .number(let text): Int(text) != nil
        default: false
        }
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var intValue: Int? {
        if case .number(let n) = self { return Int(n) }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The value at a path of object keys (`capabilities.general.positionEncodings`).
    func at(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }
}

/// The error of a response (JSON-RPC codes and LSP's).
public struct ResponseError: Hashable, Sendable, Error {
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    var json: JSONValue { .object(["code": .int(code.rawValue), "message": .string(message)]) }
}

/// Messages the server writes.
enum Outgoing {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    static func error(id: JSONValue, _ error: ResponseError) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": error.json])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "method": .string(method), "params": params])
    }

    /// The bytes on the wire: the header, then the body.
    static func framed(_ message: JSONValue) -> [UInt8] {
        let body = Array(JSONWriter.compact(message).utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
