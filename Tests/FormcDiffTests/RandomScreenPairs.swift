import FormcCore
import FormcSpec
import FormcTestSupport

/// Random screens as specs, and random edits to them, for the cross-checks: small pools of ids
/// so that edits collide (a removed option comes back under another id, a field is renamed
/// into one that exists) as real edits do.
struct ScreenSketch {
    struct OptionSketch {
        var id: String
        var title: String
        var disabled = false
    }

    struct FieldSketch {
        var id: String
        var multi: Bool
        var required: Bool?
        var min: Int?
        var max: Int?
        var options: [OptionSketch]
        /// `result:` when written (`id`, `title`, `index`).
        var result: String? = nil
    }

    static let resultForms: [String?] = [nil, "id", "title", "index"]

    var fields: [FieldSketch]

    static let fieldIDs = ["a", "b", "c", "d"]
    static let optionIDs = ["o1", "o2", "o3", "o4", "o5"]

    static func random(_ random: inout SeededRandom) -> ScreenSketch {
        let count = 1 + random.next(below: 3)
        return ScreenSketch(fields: fieldIDs.shuffled(using: &random).prefix(count).map { randomField($0, &random) })
    }

    static func randomField(_ id: String, _ random: inout SeededRandom) -> FieldSketch {
        let options = optionIDs.shuffled(using: &random).prefix(1 + random.next(below: 4)).map { id in
            OptionSketch(id: id, title: "T-" + id, disabled: random.next(below: 5) == 0)
        }
        var field = FieldSketch(id: id, multi: random.next(below: 2) == 0, required: [nil, true, false][random.next(below: 3)],
                                options: Array(options))
        if field.multi {
            if random.next(below: 2) == 0 { field.min = random.next(below: 3) }
            if random.next(below: 2) == 0 { field.max = 1 + random.next(below: 3) }
        }
        return field
    }

    /// The spec text of one screen `s`.
    var yaml: String {
        var text = "formc: 1\nscreen: s\nfields:\n"
        for field in fields {
            text += "  - id: \(field.id)\n    type: \(field.multi ? "multi-choice" : "choice")\n"
            if let required = field.required { text += "    required: \(required)\n" }
            if let min = field.min { text += "    min: \(min)\n" }
            if let max = field.max { text += "    max: \(max)\n" }
            if let result = field.result { text += "    result: \(result)\n" }
            text += "    options:\n"
            for option in field.options {
                text += "      - { id: \(option.id), title: \(option.title)\(option.disabled ? ", disabled: true" : "") }\n"
            }
        }
        return text + "actions:\n  - { id: apply, title: Apply, role: submit }\n"
    }

    /// The sketch with one random edit.
    func edited(_ random: inout SeededRandom) -> ScreenSketch {
        var copy = self
        let f = random.next(below: fields.count)
        switch random.next(below: 14) {
        case 0: copy.fields.remove(at: f)
        case 1:
            if let id = Self.fieldIDs.first(where: { id in !fields.contains { $0.id == id } }) {
                copy.fields.insert(Self.randomField(id, &random), at: random.next(below: fields.count + 1))
            }
        case 2:
            if let id = Self.fieldIDs.first(where: { id in !fields.contains { $0.id == id } }) { copy.fields[f].id = id }
        case 3:
            copy.fields[f].multi.toggle()
            copy.fields[f].min = nil
            copy.fields[f].max = nil
        case 4: copy.fields[f].required = [nil, true, false][random.next(below: 3)]
        case 5: copy.fields[f].min = random.next(below: 2) == 0 ? nil : random.next(below: 4)
        case 6: copy.fields[f].max = random.next(below: 2) == 0 ? nil : 1 + random.next(below: 4)
        case 7: copy.fields[f].options.remove(at: random.next(below: fields[f].options.count))
        case 8:
            if let id = Self.optionIDs.first(where: { id in !fields[f].options.contains { $0.id == id } }) {
                copy.fields[f].options.insert(OptionSketch(id: id, title: "T-" + id, disabled: random.next(below: 4) == 0),
                                              at: random.next(below: fields[f].options.count + 1))
            }
        case 9: copy.fields[f].options[random.next(below: fields[f].options.count)].disabled.toggle()
        case 10:
            // A new id under the same title: a rename.
            if let id = Self.optionIDs.first(where: { id in !fields[f].options.contains { $0.id == id } }) {
                copy.fields[f].options[random.next(below: fields[f].options.count)].id = id
            }
        case 11: copy.fields[f].options.shuffle(using: &random)
        // What the result holds for an option: its id, its title or its index (the old version
        // always holds ids, so options are compared under one form).
        case 12: copy.fields[f].result = Self.resultForms[random.next(below: Self.resultForms.count)]
        default: copy.fields.shuffle(using: &random)
        }
        if copy.fields.isEmpty { copy.fields = fields }
        return copy
    }
}

/// Random results a screen's old schema accepts: each field it requires, each other with even
/// odds, of every size its bounds allow, the bounds themselves more often.
enum RandomResults {
    static func make(_ screen: Screen, _ random: inout SeededRandom) -> JSONValue {
        var members: [JSONValue.Member] = []
        for field in screen.fields where field.isRequiredInResult || random.next(below: 2) == 0 {
            // Each option as the field's result form holds it.
            let selectable = field.selectableIndices.map { field.resultValue(ofOptionAt: $0).json }.shuffled(using: &random)
            switch field.kind.value {
            case .choice:
                guard let first = selectable.first else { continue }
                members.append(.init(field.id.value, first))
            case .multiChoice:
                let low = field.effectiveMin, high = min(field.effectiveMax, selectable.count)
                guard low <= high else { continue }
                let size = switch random.next(below: 4) {
                case 0: low
                case 1: high
                default: low + random.next(below: high - low + 1)
                }
                members.append(.init(field.id.value, .array(Array(selectable.prefix(size)))))
            }
        }
        return .object(members)
    }
}
