import FormcSpec

/// Which options a field starts with selected: its `initial` ids that name an option.
/// Ids that name none are left out (the validator reports them, E312); the drawing shows
/// what the sheet would.
public enum InitialSelection {
    /// Indexes into `field.options` of the initially selected options, in option order.
    public static func indexes(of field: Field) -> [Int] {
        guard let initial = field.initial else { return [] }
        let ids = initial.value.ids.map(\.value)
        if ids.isEmpty { return [] }
        // A set of the wanted ids keeps this linear for fields with many options.
        let wanted = Set(ids)
        var found: [Int] = []
        var seen = Set<String>()
        for (index, option) in field.options.enumerated() where wanted.contains(option.id.value) {
            // Option ids are unique (E301 otherwise); the first one wins, as a lookup would.
            if seen.insert(option.id.value).inserted { found.append(index) }
        }
        return found
    }

    /// The mark of each option of `field`: selected wins over disabled.
    public static func marks(of field: Field) -> [OptionMark] {
        var marks = field.options.map { $0.disabled.value ? OptionMark.disabled : .none }
        for index in indexes(of: field) { marks[index] = .selected }
        return marks
    }
}
