import FormcCore

/// One picker of the screen (spec-language.md §4).
public struct Field: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case choice
        case multiChoice = "multi-choice"
    }

    public enum Layout: String, Hashable, Sendable, CaseIterable {
        /// Left-aligned wrapping chips (specs/000, specs/003).
        case flow
        /// N equal columns (specs/001).
        case grid
        case list
    }

    /// How a flow layout distributes a line of chips.
    public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
        /// Each chip right after the previous one at the minimum spacing (`specs/003-interests.yaml`'s
        /// left-aligned flow layout subclass).
        case leading
        /// A plain `UICollectionViewFlowLayout` (specs/000): every line but the last justified,
        /// its leftover space split evenly between the gaps; a line of one chip (not the
        /// last) centered; the last line at the minimum spacing from the leading edge.
        case spread
    }

    public enum Commit: String, Hashable, Sendable, CaseIterable {
        /// Selection is committed by the submit action (specs/000).
        case onApply = "on-apply"
        /// A tap picks and dismisses (specs/001).
        case onSelect = "on-select"
    }

    /// What the result holds for a picked option (`result`).
    public enum ResultForm: String, Hashable, Sendable, CaseIterable {
        /// Its id, a string (the default).
        case id
        /// Its title, a string: titles must differ then (E412).
        case title
        /// Its position in `options`, from 0, an integer (disabled options keep their place).
        case index
        /// A multi-choice with sections: a mapping of each section's id to its picked options'
        /// ids (E413 checks that the field can have this form).
        case bySection = "by-section"
    }

    /// The written `initial`: one id, or a list of ids (which a `choice` rejects, E402).
    public enum Initial: Hashable, Sendable {
        case single(Located<String>)
        case list([Located<String>])

        public var ids: [Located<String>] {
            switch self {
            case .single(let id): [id]
            case .list(let ids): ids
            }
        }
    }

    /// The field's values, kept in one shared box (`FieldBox`): every rule, renderer and layout
    /// reads fields, and a `Field` holds some twenty located values (each with its text, range and
    /// pointer), so a copy of them all cost a retain of each string, list and pointer and a copy of
    /// about 2 KB. A copy of a `Field` is now one retain; a change copies the box only when
    /// another value shares it (copy on write).
    @usableFromInline var box: FieldBox

    /// A box of its own before a change, when another value shares this one.
    @inlinable mutating func ownBox() {
        if !isKnownUniquelyReferenced(&box) { box = FieldBox(box.values) }
    }

    /// The whole list item.
    @inlinable public var range: SourceRange {
        _read { yield box.values.range }
        _modify { ownBox(); yield &box.values.range }
    }
    @inlinable public var pointer: JSONPointer {
        _read { yield box.values.pointer }
        _modify { ownBox(); yield &box.values.pointer }
    }
    @inlinable public var id: Located<String> {
        _read { yield box.values.id }
        _modify { ownBox(); yield &box.values.id }
    }
    @inlinable public var kind: Located<Kind> {
        _read { yield box.values.kind }
        _modify { ownBox(); yield &box.values.kind }
    }
    @inlinable public var label: Located<String>? {
        _read { yield box.values.label }
        _modify { ownBox(); yield &box.values.label }
    }
    @inlinable public var placeholder: Located<String>? {
        _read { yield box.values.placeholder }
        _modify { ownBox(); yield &box.values.placeholder }
    }
    @inlinable public var layout: Located<Layout> {
        _read { yield box.values.layout }
        _modify { ownBox(); yield &box.values.layout }
    }
    @inlinable public var columns: Located<Int>? {
        _read { yield box.values.columns }
        _modify { ownBox(); yield &box.values.columns }
    }
    /// Flow only (default `leading`).
    @inlinable public var align: Located<FlowAlignment>? {
        _read { yield box.values.align }
        _modify { ownBox(); yield &box.values.align }
    }
    @inlinable public var required: Located<Bool> {
        _read { yield box.values.required }
        _modify { ownBox(); yield &box.values.required }
    }
    @inlinable public var commit: Located<Commit> {
        _read { yield box.values.commit }
        _modify { ownBox(); yield &box.values.commit }
    }
    /// Every option in order, across sections.
    @inlinable public var options: [Option] {
        _read { yield box.values.options }
        _modify { ownBox(); yield &box.values.options }
    }
    /// The titled groups when the field uses `sections:` (specs/003); empty with `options:`.
    @inlinable public var sections: [Section] {
        _read { yield box.values.sections }
        _modify { ownBox(); yield &box.values.sections }
    }
    /// The `options:` or `sections:` value (or the field when both are missing).
    @inlinable public var optionsPlace: Place {
        _read { yield box.values.optionsPlace }
        _modify { ownBox(); yield &box.values.optionsPlace }
    }
    @inlinable public var min: Located<Int>? {
        _read { yield box.values.min }
        _modify { ownBox(); yield &box.values.min }
    }
    @inlinable public var max: Located<Int>? {
        _read { yield box.values.max }
        _modify { ownBox(); yield &box.values.max }
    }
    @inlinable public var initial: Located<Initial>? {
        _read { yield box.values.initial }
        _modify { ownBox(); yield &box.values.initial }
    }
    /// The field's `style` as written (§3a): its keys override the screen's.
    @inlinable public var style: Style {
        _read { yield box.values.style }
        _modify { ownBox(); yield &box.values.style }
    }
    /// `result`, when written; `resultForm` resolves the default.
    @inlinable public var result: Located<ResultForm>? {
        _read { yield box.values.result }
        _modify { ownBox(); yield &box.values.result }
    }
    /// `swift-name`, when written: the field's name in the generated Swift.
    @inlinable public var swiftName: Located<String>? {
        _read { yield box.values.swiftName }
        _modify { ownBox(); yield &box.values.swiftName }
    }

    /// The memberwise initializer, as the compiler made it when the values were stored here.
    public init(
        range: SourceRange,
        pointer: JSONPointer,
        id: Located<String>,
        kind: Located<Kind>,
        label: Located<String>? = nil,
        placeholder: Located<String>? = nil,
        layout: Located<Layout>,
        columns: Located<Int>? = nil,
        align: Located<FlowAlignment>? = nil,
        required: Located<Bool>,
        commit: Located<Commit>,
        options: [Option],
        sections: [Section],
        optionsPlace: Place,
        min: Located<Int>? = nil,
        max: Located<Int>? = nil,
        initial: Located<Initial>? = nil,
        style: Style = Style(),
        result: Located<ResultForm>? = nil,
        swiftName: Located<String>? = nil
    ) {
        box = FieldBox(FieldValues(range: range, pointer: pointer, id: id, kind: kind, label: label, placeholder: placeholder, layout: layout, columns: columns, align: align, required: required, commit: commit, options: options, sections: sections, optionsPlace: optionsPlace, min: min, max: max, initial: initial, style: style, result: result, swiftName: swiftName))
    }

    public static func == (lhs: Field, rhs: Field) -> Bool { lhs.box === rhs.box || lhs.box.values == rhs.box.values }

    public func hash(into hasher: inout Hasher) { box.values.hash(into: &hasher) }

    /// What the result holds for a picked option: `result`, else its id (by-section results
    /// hold ids, grouped: `isBySection`).
    public var resultForm: ResultForm {
        guard let form = result?.value, form != .bySection else { return .id }
        return form
    }

    /// The `result` the field has, as written or by default: `by-section` included.
    public var resultKind: ResultForm { result?.value ?? .id }

    /// Whether the result holds the picks section by section (`result: by-section`).
    public var isBySection: Bool { result?.value == .bySection }

    /// The value a result holds for the option at `index` of `options`, in the field's form.
    public func resultValue(ofOptionAt index: Int) -> ResultValue {
        switch resultForm {
        case .id, .bySection: .string(options[index].id.value)
        case .title: .string(options[index].title.value)
        case .index: .integer(index)
        }
    }

    /// One picked option as a result holds it.
    public enum ResultValue: Hashable, Sendable {
        case string(String)
        case integer(Int)

        /// The value as the result's JSON holds it.
        public var json: JSONValue {
            switch self {
            case .string(let text): .string(text)
            case .integer(let number): .int(number)
            }
        }
    }

    /// Whether the result must hold this field: `required`, or a `min` of at least one (a
    /// result without the field would hold fewer than `min` items).
    public var isRequiredInResult: Bool { required.value || effectiveMin >= 1 }

    /// How the flow layout distributes its lines (`leading` unless `align` says otherwise).
    public var flowAlignment: FlowAlignment { align?.value ?? .leading }

    /// The effective minimum number of selections (0 unless `min` is written).
    public var effectiveMin: Int { min?.value ?? 0 }
    /// The effective maximum: 1 for a choice; else `max`, or the number of options — never
    /// more than can be selected, since a disabled option is never in a result.
    public var effectiveMax: Int {
        kind.value == .choice ? 1 : Swift.min(max?.value ?? selectableCount, selectableCount)
    }

    /// The options that are not disabled: what a result can hold.
    public var selectableOptions: [Option] { options.filter(\.isSelectable) }
    public var selectableCount: Int { options.lazy.filter(\.isSelectable).count }
    /// Where the selectable options are in `options`, in order: read in place by index, no
    /// option copied (code generation reads several of their values).
    public var selectableIndices: [Int] { options.indices.filter { options[$0].isSelectable } }

    /// The title of the section `option` belongs to, if the field uses sections.
    public func sectionTitle(of option: Option) -> String? {
        sectionTitle(section: option.sectionIndex)
    }

    /// The title of the section at `index` (an option's `sectionIndex`), if there is one.
    public func sectionTitle(section index: Int?) -> String? {
        guard let index, sections.indices.contains(index) else { return nil }
        return sections[index].title.value
    }

    /// The option with this id, if any.
    public func option(id: String) -> Option? { options.first { $0.id.value.isExactly(id) } }
}

// Ends in the memberwise initializer (`range` and `pointer` are declared first so that its labels
// differ): one that assigns the properties one by one builds the value in a stack slot, and
// the caller then copied it out (a retain and a release of each string, list and pointer).
extension Field {
    public init(
        id: Located<String>, kind: Located<Kind>, label: Located<String>?, placeholder: Located<String>?,
        layout: Located<Layout>, columns: Located<Int>?, align: Located<FlowAlignment>? = nil, required: Located<Bool>,
        commit: Located<Commit>,
        options: [Option], sections: [Section], optionsPlace: Place, min: Located<Int>?,
        max: Located<Int>?, initial: Located<Initial>?, style: Style = Style(), range: SourceRange, pointer: JSONPointer
    ) {
        self.init(range: range, pointer: pointer, id: id, kind: kind, label: label, placeholder: placeholder, layout: layout,
                  columns: columns, align: align, required: required, commit: commit, options: options, sections: sections,
                  optionsPlace: optionsPlace, min: min, max: max, initial: initial, style: style)
    }
}

/// One selectable value.
public struct Option: Hashable, Sendable {
    public var range: SourceRange
    public var pointer: JSONPointer
    /// The value in the result JSON: any non-empty string without outer spaces (`취업/이직`).
    public var id: Located<String>
    public var title: Located<String>
    public var disabled: Located<Bool>
    /// Index into the field's `sections`, nil when the field uses `options:`.
    public var sectionIndex: Int?
    /// `swift-name`, when written: the option's case name in the generated Swift.
    public var swiftName: Located<String>? = nil

    /// Whether a result can hold the option: it is not disabled. Every "selectable" below and
    /// in the rules asks this.
    public var isSelectable: Bool { !disabled.value }
}

// Ends in the memberwise initializer (`range` and `pointer` are declared first so that its labels
// differ): one that assigns the properties one by one builds the value in a stack slot, and
// the caller then copied it out (a retain and a release of each string, list and pointer).
extension Option {
    public init(
        id: Located<String>, title: Located<String>, disabled: Located<Bool>, sectionIndex: Int?,
        range: SourceRange, pointer: JSONPointer
    ) {
        self.init(range: range, pointer: pointer, id: id, title: title, disabled: disabled, sectionIndex: sectionIndex)
    }
}

/// A titled group of options (specs/003).
public struct Section: Hashable, Sendable {
    public var title: Located<String>
    /// `id`, when written: the section's key in a `result: by-section` result.
    public var id: Located<String>? = nil
    /// `swift-name`, when written: the section's property in the generated Swift.
    public var swiftName: Located<String>? = nil

    /// The section's key in a `result: by-section` result: its `id` (which E413 requires
    /// there), else its title, so that every reader of a spec with errors names it alike.
    public var resultKey: String { id?.value ?? title.value }
    /// Indexes into the field's `options`.
    public var optionIndexes: Range<Int>
    /// The section's `options` list (the section itself when the key is missing), for E408.
    public var optionsPlace: Place
    public var range: SourceRange
    public var pointer: JSONPointer
}

// Ends in the memberwise initializer (which the decoder calls with the options' place): one
// that assigns the properties one by one builds the value in a stack slot, and the caller then
// copied it out.
extension Section {
    public init(title: Located<String>, optionIndexes: Range<Int>, range: SourceRange, pointer: JSONPointer) {
        self.init(title: title, optionIndexes: optionIndexes, optionsPlace: Place(range: range, pointer: pointer), range: range, pointer: pointer)
    }
}

/// A `Field`'s stored values (`Field` holds them in a `FieldBox`).
@usableFromInline struct FieldValues: Hashable, Sendable {
    @usableFromInline var range: SourceRange
    @usableFromInline var pointer: JSONPointer
    @usableFromInline var id: Located<String>
    @usableFromInline var kind: Located<Field.Kind>
    @usableFromInline var label: Located<String>?
    @usableFromInline var placeholder: Located<String>?
    @usableFromInline var layout: Located<Field.Layout>
    @usableFromInline var columns: Located<Int>?
    @usableFromInline var align: Located<Field.FlowAlignment>?
    @usableFromInline var required: Located<Bool>
    @usableFromInline var commit: Located<Field.Commit>
    @usableFromInline var options: [Option]
    @usableFromInline var sections: [Section]
    @usableFromInline var optionsPlace: Place
    @usableFromInline var min: Located<Int>?
    @usableFromInline var max: Located<Int>?
    @usableFromInline var initial: Located<Field.Initial>?
    @usableFromInline var style: Style
    @usableFromInline var result: Located<Field.ResultForm>?
    @usableFromInline var swiftName: Located<String>?
}

/// The box a `Field`'s values live in, shared by its copies until one of them changes. Its
/// values change only through a `Field` that holds the box alone (`ownBox`), so sharing it across
/// tasks is safe.
@usableFromInline final class FieldBox: @unchecked Sendable {
    @usableFromInline var values: FieldValues

    @usableFromInline init(_ values: FieldValues) { self.values = values }
}
