/// Where decoding left a screen incomplete: the JSON Pointers of the values that errors left
/// unread or defaulted (for a misspelled key, the key it was probably meant as). A rule that
/// reads such a part could only echo the error, so the validator leaves its findings there out.
///
/// Lookups cost a few set probes per level of the asked pointer, whatever the number of
/// errors: a spec with thousands of bad values is still checked in linear time.
public struct IncompleteParts: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The pointers, sorted.
    public let pointers: [String]
    private let marked: Set<String>
    /// Every proper ancestor of a marked pointer (`/fields` and `/fields/0` for `/fields/0/id`).
    private let ancestors: Set<String>
    /// The mappings with a key formc could not place at all (an unknown key with no likely
    /// meaning): whatever it was meant as is missing from them.
    public let unplacedKeysIn: Set<String>

    public init(_ pointers: some Sequence<String>, unplacedKeysIn: Set<String> = []) {
        let marked = Set(pointers)
        self.pointers = marked.sorted()
        self.marked = marked
        var ancestors = Set<String>()
        for pointer in marked {
            for ancestor in Self.properAncestors(of: pointer) where !ancestors.insert(ancestor).inserted { break }
        }
        self.ancestors = ancestors
        self.unplacedKeysIn = unplacedKeysIn
    }

    public init(arrayLiteral pointers: String...) { self.init(pointers) }

    public init() { self.init([String]()) }

    public var isEmpty: Bool { marked.isEmpty && unplacedKeysIn.isEmpty }

    /// Whether `part` (`/sheet`, `/fields/2/options`) is incomplete: marked itself, holding a
    /// marked value, or held by one (`/fields` not a list leaves every field incomplete).
    public func contains(_ part: String) -> Bool {
        if marked.contains(part) || ancestors.contains(part) { return true }
        return Self.properAncestors(of: part).contains { !$0.isEmpty && marked.contains($0) }
    }

    /// Whether `part` itself is marked (not only something in it).
    public func marks(_ part: String) -> Bool { marked.contains(part) }

    /// `/a/b/c` → `/a/b`, `/a`, `` (nearest first).
    private static func properAncestors(of pointer: String) -> [String] {
        var result: [String] = []
        var end = pointer.endIndex
        while let slash = pointer[..<end].lastIndex(of: "/") {
            result.append(String(pointer[..<slash]))
            end = slash
        }
        return result
    }
}
