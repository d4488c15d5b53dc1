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
    /// Every list that lost an item (the item, or the id that names it, could not be read),
    /// with every ancestor of such a list.
    private let listsMissingItems: Set<String>

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
        var lists = Set<String>()
        for pointer in marked {
            guard let list = Self.listLosingItem(at: pointer) else { continue }
            lists.insert(list)
            for ancestor in Self.properAncestors(of: list) where !lists.insert(ancestor).inserted { break }
        }
        listsMissingItems = lists
    }

    /// The list that lost the item `pointer` names: `/a/options/3` and `/a/options/3/id` give
    /// `/a/options` (an item without a readable id is left out; one with a bad title or other
    /// value is kept); a list that could not be read at all (`/a/sections/1/options: 3`) is
    /// itself the list that lost items.
    private static func listLosingItem(at pointer: String) -> String? {
        guard let slash = pointer.lastIndex(of: "/") else { return nil }
        let last = pointer[pointer.index(after: slash)...]
        let parent = String(pointer[..<slash])
        if Self.listKeys.contains(String(last)) { return pointer }
        if !last.isEmpty, last.allSatisfy(\.isNumber) { return parent }
        guard last == "id", let itemSlash = parent.lastIndex(of: "/") else { return nil }
        let index = parent[parent.index(after: itemSlash)...]
        guard !index.isEmpty, index.allSatisfy(\.isNumber) else { return nil }
        return String(parent[..<itemSlash])
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

    /// Whether the list at `list` (or a list inside it) may have lost items: the list itself,
    /// or a value that holds it, could not be read, or one of its items was left out. A bad
    /// value inside an item that was kept (`disabled: yes`) does not count.
    public func missesItems(in list: String) -> Bool {
        if listsMissingItems.contains(list) || marked.contains(list) { return true }
        return Self.properAncestors(of: list).contains { !$0.isEmpty && marked.contains($0) }
    }

    /// Whether `part` itself is marked (not only something in it).
    public func marks(_ part: String) -> Bool { marked.contains(part) }

    /// The keys whose values are lists of items.
    private static let listKeys: Set<String> = ["fields", "options", "sections", "detents", "actions", "items"]

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
