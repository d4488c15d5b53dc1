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

    /// The text, written straight into the string's storage: its length is measured first,
    /// then each token is written backwards from the end, the last token first (no list of
    /// tokens, no growing string).
    public var description: String {
        guard step != nil else { return "" }
        var length = 0
        var current = step
        while let this = current {
            length += 1 + this.token.textLength
            current = this.parent
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = length
            var current = step
            while let this = current {
                end = this.token.write(into: buffer, endingAt: end)
                end -= 1
                buffer[end] = UInt8(ascii: "/")
                current = this.parent
            }
            return length
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
    /// The UTF-8 length of the token as a pointer writes it (`~` and `/` escaped in two bytes).
    var textLength: Int {
        switch self {
        case .index(let index):
            return index < 0 ? String(index).utf8.count : Self.digits(index)
        case .key(var key):
            return key.withUTF8 { bytes in
                var count = bytes.count
                for byte in bytes where byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") { count += 1 }
                return count
            }
        }
    }

    /// Writes the token's `textLength` bytes to end at `end`; returns where they start.
    func write(into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
        var at = end
        switch self {
        case .index(let index) where index < 0:
            for byte in String(index).utf8.reversed() {
                at -= 1
                buffer[at] = byte
            }
        case .index(var rest):
            repeat {
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest != 0
        case .key(var key):
            key.withUTF8 { bytes in
                for byte in bytes.reversed() {
                    switch byte {
                    case UInt8(ascii: "~"), UInt8(ascii: "/"):
                        buffer[at - 1] = byte == UInt8(ascii: "~") ? UInt8(ascii: "0") : UInt8(ascii: "1")
                        buffer[at - 2] = UInt8(ascii: "~")
                        at -= 2
                    default:
                        at -= 1
                        buffer[at] = byte
                    }
                }
            }
        }
        return at
    }

    /// Decimal digits of a non-negative number.
    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest != 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// Whether the two are written the same in a pointer (`3` and `"3"` are).
    func sameText(as other: Self) -> Bool {
        switch (self, other) {
        case (.key(let a), .key(let b)): a == b
        case (.index(let a), .index(let b)): a == b
        case (.key(let key), .index(let index)), (.index(let index), .key(let key)): key == String(index)
        }
    }
}
