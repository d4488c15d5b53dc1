import FormcCore
import FormcSpec
import FormcSwiftGen

/// Two versions of one screen, with what every comparison needs: their fields matched, the
/// Swift names of each, and the builder of witness results.
struct ScreenPair {
    let base: Screen
    let head: Screen
    let fields: FieldMatching
    let witnesses: WitnessBuilder
    let baseNames: ScreenNames
    let headNames: ScreenNames

    init(base: Screen, head: Screen, names: SwiftNames) {
        self.base = base
        self.head = head
        fields = FieldMatching(base: base.fields, head: head.fields)
        witnesses = WitnessBuilder(old: base, counterparts: fields.counterparts)
        baseNames = names.base(base)
        headNames = names.head(head)
    }

    /// The screen's id in the new version.
    var id: String { head.id.value }

    func site<T>(base located: Located<T>) -> Change.Site { Change.Site(base, located) }
    func site<T>(head located: Located<T>) -> Change.Site { Change.Site(head, located) }
    func site(base place: Place) -> Change.Site { Change.Site(base, place) }
    func site(head place: Place) -> Change.Site { Change.Site(head, place) }
    func site(base range: SourceRange, _ pointer: JSONPointer) -> Change.Site { Change.Site(file: base.file, range: range, pointer: pointer) }
    func site(head range: SourceRange, _ pointer: JSONPointer) -> Change.Site { Change.Site(file: head.file, range: range, pointer: pointer) }

    /// A change of this screen.
    func change(_ rule: DiffRule, _ message: String, base: Change.Site?, head: Change.Site?, baseField: String? = nil,
                headField: String? = nil, option: String? = nil, witness: Witness? = nil) -> Change {
        Change(rule, screen: id, baseField: baseField, headField: headField, option: option, message, base: base, head: head,
               witness: witness)
    }
}

/// How the fields of two versions correspond: by id, and an old field whose id is gone paired
/// with a new field of the same kind and the same selectable option ids (a rename).
struct FieldMatching {
    /// Each pair in the new version's order, then the old fields with no counterpart.
    struct Pair {
        var base: Field?
        var head: Field?
        var isRename: Bool { base.map { old in head.map { !$0.id.value.isExactly(old.id.value) } ?? false } ?? false }
    }

    let pairs: [Pair]
    /// The new version of each old field, by the old field's id.
    let counterparts: [IDKey: Field]

    init(base: [Field], head: [Field]) {
        let baseByID = base.keyed { $0.id.value }
        let headByID = head.keyed { $0.id.value }
        let unmatched = base.filter { headByID[IDKey($0.id.value)] == nil }
        // The unmatched old fields by shape, each shape's fields in spec order: one lookup per
        // new field, so a rename is found in time linear in the fields and their options.
        var byShape: [Shape: [Int]] = [:]
        for (index, field) in unmatched.enumerated() { byShape[Shape(field), default: []].append(index) }
        var next: [Shape: Int] = [:]
        var used = Set<Int>()
        var pairs: [Pair] = []
        for field in head {
            if let old = baseByID[IDKey(field.id.value)] {
                pairs.append(Pair(base: old, head: field))
                continue
            }
            let shape = Shape(field)
            let position = next[shape, default: 0]
            if let candidates = byShape[shape], position < candidates.count {
                next[shape] = position + 1
                used.insert(candidates[position])
                pairs.append(Pair(base: unmatched[candidates[position]], head: field))
            } else {
                pairs.append(Pair(base: nil, head: field))
            }
        }
        pairs += unmatched.indices.filter { !used.contains($0) }.map { Pair(base: unmatched[$0], head: nil) }
        self.pairs = pairs
        var counterparts: [IDKey: Field] = [:]
        for pair in pairs {
            if let old = pair.base, let new = pair.head { counterparts[IDKey(old.id.value)] = new }
        }
        self.counterparts = counterparts
    }

    /// What a rename keeps: the field's kind and the ids of the options it can hold.
    private struct Shape: Hashable {
        let kind: Field.Kind
        let options: [IDKey]

        init(_ field: Field) {
            kind = field.kind.value
            options = field.selectableOptions.map { IDKey($0.id.value) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        }
    }
}
