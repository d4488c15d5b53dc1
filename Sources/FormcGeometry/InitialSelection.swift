import FormcCore
import FormcSpec

/// Which options a field starts with selected: its `initial` ids that name an option.
/// Ids that name none are left out (the validator reports them, E312); the drawing shows
/// what the sheet would.
public enum InitialSelection {
    /// Indexes into `field.options` of the initially selected options, in option order.
    public static func indexes(of field: Field) -> [Int] {
        indexes(options: field.options, initial: field.initial)
    }

    /// `indexes(of:)` from the field's `options` and `initial`, for a caller that reads them in
    /// place rather than copying the field.
    static func indexes(options: [Option], initial: Located<Field.Initial>?) -> [Int] {
        guard let initial else { return [] }
        let ids: [Located<String>]
        switch initial.value {
        case .single(let id):
            // One id: no list of ids to build.
            return options.indices.first { options[$0].id.value.isExactly(id.value) }.map { [$0] } ?? []
        case .list(let list):
            ids = list
        }
        if ids.isEmpty { return [] }
        if ids.count <= 8 {
            // The usual case: a few ids, compared by bytes, with no set to build.
            var found: [Int] = []
            for id in ids {
                if let index = options.indices.first(where: { options[$0].id.value.isExactly(id.value) }), !found.contains(index) {
                    found.append(index)
                }
            }
            return found.sorted()
        }
        // Ids are compared by code points (JSON values); a table of the wanted ids, each with
        // whether an option was found for it, keeps this linear for fields with many options.
        var wanted = [ExactString: Bool](minimumCapacity: ids.count)
        for id in ids { wanted[ExactString(id.value)] = false }
        var found: [Int] = []
        // By index: an `Option` is not copied to read its id.
        for index in options.indices {
            // Option ids are unique (E301 otherwise); the first one wins, as a lookup would.
            guard let slot = wanted.index(forKey: ExactString(options[index].id.value)), !wanted.values[slot] else { continue }
            wanted.values[slot] = true
            found.append(index)
        }
        return found
    }

    /// The mark of each option of `field`: selected wins over disabled.
    public static func marks(of field: Field) -> [OptionMark] {
        marks(options: field.options, initial: field.initial)
    }

    /// `marks(of:)` from the field's `options` and `initial`.
    static func marks(options: [Option], initial: Located<Field.Initial>?) -> [OptionMark] {
        var marks = options.map { $0.disabled.value ? OptionMark.disabled : .none }
        for index in indexes(options: options, initial: initial) { marks[index] = .selected }
        return marks
    }

    /// `marks(of: fields[index])`, reading the field in place: with no list of indexes built
    /// for the usual few initial ids (each one marks the first option it names, as `indexes`
    /// finds it).
    static func marks(of fields: [Field], at index: Int) -> [OptionMark] {
        let options = fields[index].options
        var marks = [OptionMark](repeating: .none, count: options.count)
        for option in options.indices where options[option].disabled.value { marks[option] = .disabled }
        switch fields[index].initial?.value {
        case nil:
            break
        case .single(let id)?:
            if let found = options.indices.first(where: { options[$0].id.value.isExactly(id.value) }) { marks[found] = .selected }
        case .list(let ids)? where ids.count <= 8:
            for id in ids {
                if let found = options.indices.first(where: { options[$0].id.value.isExactly(id.value) }) { marks[found] = .selected }
            }
        case .list?:
            for found in indexes(options: options, initial: fields[index].initial) { marks[found] = .selected }
        }
        return marks
    }
}
