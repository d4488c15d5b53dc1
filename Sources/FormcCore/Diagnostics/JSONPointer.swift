/// An RFC 6901 JSON Pointer (`/fields/0/initial`), escaping `~` and `/` in keys.
///
/// Kept as its tokens, not as text: every located value of a spec carries a pointer, and only
/// the few that end up in a diagnostic are ever printed. A pointer is its last token, which
/// shares the tokens before it with every other pointer extending them: `appending` makes one
/// small object and copies no text, a copy of a pointer is one reference, and `description`
/// builds the text when it is asked for.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// One reference token, unescaped.
    enum Token: Sendable {
        case key(String)
        case index(Int)
    }

    /// The last token; nil for the root.
    private var step: Step?

    public static let root = JSONPointer(step: nil)

    private init(step: Step?) { self.step = step }

    public func appending(_ key: String) -> JSONPointer { JSONPointer(step: Step(parent: step, token: .key(key))) }

    public func appending(_ index: Int) -> JSONPointer { JSONPointer(step: Step(parent: step, token: .index(index))) }

    /// The number of reference tokens.
    public var count: Int { step?.depth ?? 0 }

    /// The tokens, last first.
    private var reversedTokens: ReversedTokens { ReversedTokens(step: step) }

    public var description: String {
        guard step != nil else { return "" }
        var tokens: [Token] = []
        tokens.reserveCapacity(count)
        for token in reversedTokens { tokens.append(token) }
        var text = ""
        for token in tokens.reversed() {
            text.append("/")
            switch token {
            case .index(let index): text.append(String(index))
            case .key(let key): Self.appendEscaped(key, to: &text)
            }
        }
        return text
    }

    private static func appendEscaped(_ key: String, to text: inout String) {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            text.append(key)
            return
        }
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": text.append("~0")
            case "/": text.append("~1")
            default: text.unicodeScalars.append(scalar)
            }
        }
    }

    /// Equal when the texts are: token by token, an index equal to a key of its digits.
    public static func == (a: JSONPointer, b: JSONPointer) -> Bool {
        if a.step === b.step { return true }
        guard a.count == b.count else { return false }
        var left = a.reversedTokens.makeIterator(), right = b.reversedTokens.makeIterator()
        while let x = left.next(), let y = right.next() {
            if !x.sameText(as: y) { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for token in reversedTokens {
            switch token {
            case .key(let key): hasher.combine(key)
            case .index(let index): hasher.combine(String(index))
            }
        }
    }

    /// A token and the ones before it: immutable, shared by every pointer extending it.
    private final class Step: Sendable {
        let parent: Step?
        let token: Token
        /// Tokens up to and including this one.
        let depth: Int

        init(parent: Step?, token: Token) {
            self.parent = parent
            self.token = token
            depth = (parent?.depth ?? 0) + 1
        }
    }

    private struct ReversedTokens: Sequence, IteratorProtocol {
        var step: Step?

        mutating func next() -> Token? {
            guard let current = step else { return nil }
            step = current.parent
            return current.token
        }
    }
}

extension JSONPointer.Token {
    /// Whether the two are written the same in a pointer (`3` and `"3"` are).
    func sameText(as other: Self) -> Bool {
        switch (self, other) {
        case (.key(let a), .key(let b)): a == b
        case (.index(let a), .index(let b)): a == b
        case (.key(let key), .index(let index)), (.index(let index), .key(let key)): key == String(index)
        }
    }
}
