import FormcCore
import FormcSpec

/// Result instances built from a screen (not from its schema, so the two derivations check
/// each other): the initial selection, and ways of breaking it.
public enum SchemaInstances {
    /// What the sheet returns when the user commits its initial selection. A required field
    /// with no `initial`, or a multi-choice below its `min`, is completed with the first
    /// enabled options, as a user would have to before committing.
    public static func initial(of screen: Screen) -> JSONValue {
        var members: [JSONValue.Member] = []
        for field in screen.fields {
            let enabled = field.options.filter { !$0.disabled.value }.map(\.id.value)
            var chosen = field.initial?.value.ids.map(\.value) ?? []
            let needed = field.kind.value == .choice ? (field.required.value ? 1 : 0) : field.effectiveMin
            for id in enabled where chosen.count < needed && !chosen.contains(id) { chosen.append(id) }
            // Each option as the field's result form holds it (its id, title or index).
            let value = { (id: String) -> JSONValue in
                field.options.firstIndex { $0.id.value.isExactly(id) }.map { field.resultValue(ofOptionAt: $0).json } ?? .string(id)
            }
            switch field.kind.value {
            case .choice:
                if let first = chosen.first { members.append(.init(field.id.value, value(first))) }
            case .multiChoice:
                if field.initial != nil || field.required.value || !chosen.isEmpty {
                    members.append(.init(field.id.value, .array(chosen.map(value))))
                }
            }
        }
        return .object(members)
    }

    /// A named way of breaking a valid instance, for the field it breaks.
    public struct Breakage: CustomStringConvertible {
        public var name: String
        public var field: String
        public var instance: JSONValue
        public var description: String { "\(name) in '\(field)'" }
    }

    /// Every breakage that applies to `screen`: for each field an unknown option and a wrong
    /// type; for each multi-choice a duplicate, and too many items when its `max` is below
    /// the number of enabled options; a disabled option; an unknown property; a missing
    /// required field.
    public static func breakages(of screen: Screen) -> [Breakage] {
        let valid = initial(of: screen)
        var out: [Breakage] = []
        func replacing(_ key: String, with value: JSONValue?) -> JSONValue {
            guard case .object(var members) = valid else { return valid }
            members.removeAll { $0.key == key }
            if let value { members.append(.init(key, value)) }
            return .object(members)
        }
        out.append(Breakage(name: "an unknown property", field: "-", instance: replacing("not_a_field", with: .string("x"))))
        for field in screen.fields {
            let key = field.id.value
            let enabled = field.options.filter { !$0.disabled.value }.map(\.id.value)
            let disabled = field.options.filter(\.disabled.value).map(\.id.value)
            let unknown = "no such option \u{1F47B}"
            switch field.kind.value {
            case .choice:
                out.append(Breakage(name: "an unknown option", field: key, instance: replacing(key, with: .string(unknown))))
                out.append(Breakage(name: "a wrong type (list)", field: key,
                                    instance: replacing(key, with: .array(enabled.prefix(1).map(JSONValue.string)))))
                out.append(Breakage(name: "a wrong type (number)", field: key, instance: replacing(key, with: .int(1))))
                if let off = disabled.first {
                    out.append(Breakage(name: "a disabled option", field: key, instance: replacing(key, with: .string(off))))
                }
            case .multiChoice:
                out.append(Breakage(name: "an unknown option", field: key,
                                    instance: replacing(key, with: .array([.string(unknown)]))))
                out.append(Breakage(name: "a wrong type (string)", field: key,
                                    instance: replacing(key, with: .string(enabled.first ?? "x"))))
                out.append(Breakage(name: "a wrong type (item)", field: key, instance: replacing(key, with: .array([.int(1)]))))
                if let first = enabled.first {
                    out.append(Breakage(name: "a duplicate", field: key,
                                        instance: replacing(key, with: .array([.string(first), .string(first)]))))
                }
                if field.effectiveMax < enabled.count {
                    let tooMany = enabled.prefix(field.effectiveMax + 1).map(JSONValue.string)
                    out.append(Breakage(name: "too many items", field: key, instance: replacing(key, with: .array(tooMany))))
                }
                if field.effectiveMin > 0 {
                    let tooFew = enabled.prefix(field.effectiveMin - 1).map(JSONValue.string)
                    out.append(Breakage(name: "too few items", field: key, instance: replacing(key, with: .array(tooFew))))
                }
                if let off = disabled.first {
                    out.append(Breakage(name: "a disabled option", field: key,
                                        instance: replacing(key, with: .array([.string(off)]))))
                }
            }
            // `min ≥ 1` makes the field required in the result, as `required` does.
            if field.isRequiredInResult {
                out.append(Breakage(name: "a missing required field", field: key, instance: replacing(key, with: nil)))
            }
        }
        return out
    }
}
