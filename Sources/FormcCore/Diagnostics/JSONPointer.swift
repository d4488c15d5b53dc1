/// An RFC 6901 JSON Pointer (`/fields/0/initial`), escaping `~` and `/` in keys.
///
/// Kept as its tokens, not as text: every located value of a spec carries a pointer, and only
/// the few that end up in a diagnostic are ever printed. A pointer holds its last token itself
/// and the tokens before it in a step, which shares them with every other pointer extending
/// them: `appending` to a pointer moves its last token into one small object (and copies no
/// text), so the pointer of a value, which nothing extends (`/fields/2/title`), allocates
/// nothing. A pointer that many are made from (a mapping's, a list's) is `sealed` once, so
/// that they share its last token too. `description` builds the text when it is asked for.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// One reference token, unescaped.
    enum Token: Sendable {
        case key(String)
        case index(Int)
    }

    /// The tokens before `last` (all of them when `last` is nil); nil when there are none.
    private var step: Step?
    /// The last token, when it is not in `step`.
    private var last: Token?

    public static let root = JSONPointer(step: nil, last: nil)

    private init(step: Step?, last: Token?) {
        self.step = step
        self.last = last
    }

    public func appending(_ key: String) -> JSONPointer { JSONPointer(step: sealedStep, last: .key(key)) }

    public func appending(_ index: Int) -> JSONPointer { JSONPointer(step: sealedStep, last: .index(index)) }

    /// The same pointer with all its tokens in shared steps: pointers appended to it then share
    /// its last token instead of each making a step of its own for it.
    public var sealed: JSONPointer { last == nil ? self : JSONPointer(step: sealedStep, last: nil) }

    /// Every token in one chain of steps.
    private var sealedStep: Step? {
        guard let last else { return step }
        return Step(parent: step, token: last)
    }

    /// The number of reference tokens.
    public var count: Int { (step?.depth ?? 0) + (last == nil ? 0 : 1) }

    /// The tokens, last first.
    private var reversedTokens: ReversedTokens { ReversedTokens(last: last, step: step) }

    /// The text, written straight into the string's storage: its length is measured first,
    /// then each token is written backwards from the end, the last token first (no list of
    /// tokens, no growing string).
    public var description: String {
        guard count > 0 else { return "" }
        var length = 0
        for token in reversedTokens { length += 1 + token.textLength }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = length
            for token in reversedTokens {
                end = token.write(into: buffer, endingAt: end)
                end -= 1
                buffer[end] = UInt8(ascii: "/")
            }
            return length
        }
    }

    /// Equal when the texts are: token by token, an index equal to a key of its digits.
    public static func == (a: JSONPointer, b: JSONPointer) -> Bool {
        if a.step === b.step, a.last == nil, b.last == nil { return true }
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
        var last: Token?
        var step: Step?

        mutating func next() -> Token? {
            if let token = last.take() { return token }
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
