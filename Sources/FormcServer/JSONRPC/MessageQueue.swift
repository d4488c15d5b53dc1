import FormcCore

/// The messages read but not handled yet, in the order they came, and the requests the client
/// cancelled meanwhile. A `$/cancelRequest` takes effect when it is read, not when its turn
/// comes: it reaches a request still waiting here (behind a workspace scan, say) however much
/// later it arrived, and that request is answered RequestCancelled instead of being run. A
/// request already answered is not affected, as LSP says.
struct MessageQueue: Sendable {
    private var items: [IncomingMessage] = []
    private var head = 0
    private var cancelled = Set<JSONValue>()

    var isEmpty: Bool { head == items.count }

    mutating func append(_ message: IncomingMessage) {
        if case .notification("$/cancelRequest", let params) = message, let id = params?["id"], id.isValidID {
            cancelled.insert(id)
        }
        items.append(message)
    }

    /// The next message, and whether it is a request the client has cancelled.
    mutating func next() -> (message: IncomingMessage, isCancelled: Bool)? {
        guard head < items.count else { return nil }
        let message = items[head]
        head += 1
        // Handled messages are dropped in bulk, so that taking one costs O(1) amortised.
        if head >= 64, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        switch message {
        case .request(let id, _, _):
            return (message, cancelled.remove(id) != nil)
        case .notification("$/cancelRequest", let params):
            // Every request read before it has had its turn: the id is done with.
            if let id = params?["id"] { cancelled.remove(id) }
            return (message, false)
        default:
            return (message, false)
        }
    }
}
