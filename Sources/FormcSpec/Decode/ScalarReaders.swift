import FormcCore
import FormcLoad

/// Reading scalars by the type their key expects (spec-language.md §1): a string key takes any
/// scalar's text, booleans are `true`/`false` only, numbers are YAML 1.2 core numbers.
/// `label` names the value in messages (`'grabber'`, `an item of 'options'`); it is built only
/// when a message needs it.
extension DecodeContext {
    /// A string in `format`; E202 for collections, null and typed tags, E205 for a malformed
    /// id, W507 for a plain scalar other tools read as another type.
    mutating func string(_ node: Node, _ format: StringFormat, at pointer: JSONPointer, label: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = node.scalar, ScalarTyping.unknownTag(of: node) == nil else {
            report(.wrongType(label(), expected: format.noun, found: node), at: node.range, pointer: pointer)
            return nil
        }
        if let tag = node.tag, tag != "!", tag != CoreSchema.tagPrefix + "str" {
            // An explicit !!int, !!bool, … says the author means another type.
            report(.wrongType(label(), expected: format.noun, found: node), at: node.range, pointer: pointer)
            return nil
        }
        if node.tag == nil, scalar.isPlain {
            if scalar.value.isEmpty {
                report(.wrongType(label(), expected: format.noun, found: node,
                                  help: "write a value after the colon, or leave the key out"), at: node.range, pointer: pointer)
                return nil
            }
            // A colour that reads as a number is no colour quoted either: E205 alone says so.
            if format != .color || format.accepts(scalar.value), let reading = AmbiguousScalar.otherReading(of: scalar.value) {
                report(.readAsString(scalar.value, otherReading: reading), at: node.range, pointer: pointer)
            }
        }
        if !format.accepts(scalar.value) {
            report(.malformedID(scalar.value, format: format), at: node.range, pointer: pointer)
            return nil
        }
        return Located(scalar.value, range: node.range, pointer: pointer)
    }

    /// `true` or `false`, nothing else.
    mutating func bool(_ node: Node, at pointer: JSONPointer, label: @autoclosure () -> String) -> Located<Bool>? {
        if let scalar = node.scalar, ScalarTyping.unknownTag(of: node) == nil,
           case .bool(let value) = CoreSchema.resolve(scalar, tag: node.tag), scalar.value == "true" || scalar.value == "false" {
            return Located(value, range: node.range, pointer: pointer)
        }
        // `True` is a boolean to YAML 1.2 but not to formc: name the spelling, not the type.
        var spelling: String?
        if let scalar = node.scalar, scalar.isPlain, node.tag == nil, case .bool = CoreSchema.resolvePlain(scalar.value) {
            spelling = "'\(SafeText.shown(scalar.value))'"
        }
        report(.wrongType(label(), expected: "true or false", found: node, foundText: spelling, help: Self.boolHelp(node)),
               at: node.range, pointer: pointer)
        return nil
    }

    private static func boolHelp(_ node: Node) -> String? {
        guard let scalar = node.scalar else { return nil }
        let text = scalar.value
        switch text {
        case "True", "TRUE", "False", "FALSE":
            return "formc accepts only lower-case true and false; write '\(text.lowercased())'"
        case "yes", "Yes", "YES", "on", "On", "ON", "y", "Y":
            return "YAML 1.1 reads '\(text)' as true, YAML 1.2 as a string; formc accepts only true and false — write 'true'"
        case "no", "No", "NO", "off", "Off", "OFF", "n", "N":
            return "YAML 1.1 reads '\(text)' as false, YAML 1.2 as a string; formc accepts only true and false — write 'false'"
        case "true", "false":
            return scalar.isPlain ? nil : "remove the quotes: a quoted '\(text)' is a string"
        default:
            return nil
        }
    }

    /// A YAML 1.2 core number within `bounds`.
    mutating func number(_ node: Node, _ bounds: NumberBounds, at pointer: JSONPointer, label: @autoclosure () -> String) -> Located<Double>? {
        guard let value = numericValue(node, expected: "a number", at: pointer, label: label()) else { return nil }
        guard value.isFinite, bounds.contains(value) else {
            report(.outOfRange(label(), node: node, value: value, bounds: bounds, integer: false), at: node.range, pointer: pointer)
            return nil
        }
        return Located(value, range: node.range, pointer: pointer)
    }

    /// A whole number within `bounds` (`2.0` counts as 2, as JSON Schema's `integer` does).
    mutating func integer(_ node: Node, _ bounds: NumberBounds, at pointer: JSONPointer, label: @autoclosure () -> String) -> Located<Int>? {
        guard let value = numericValue(node, expected: "a whole number", at: pointer, label: label()) else { return nil }
        if value.isFinite, value != value.rounded() {
            report(.wrongType(label(), expected: "a whole number", found: node), at: node.range, pointer: pointer)
            return nil
        }
        guard value.isFinite, bounds.contains(value), abs(value) < 1e15 else {
            report(.outOfRange(label(), node: node, value: value, bounds: bounds, integer: true), at: node.range, pointer: pointer)
            return nil
        }
        return Located(Int(value), range: node.range, pointer: pointer)
    }

    private mutating func numericValue(_ node: Node, expected: String, at pointer: JSONPointer, label: @autoclosure () -> String) -> Double? {
        if let value = Self.plainDecimal(node) { return value }
        if let scalar = node.scalar, ScalarTyping.unknownTag(of: node) == nil {
            switch CoreSchema.resolve(scalar, tag: node.tag) {
            case .int(let text), .float(let text):
                if let value = Double(text) { return value }
            case .special(let text):
                return text == ".nan" ? Double.nan : (text.hasPrefix("-") ? -Double.infinity : Double.infinity)
            default:
                break
            }
        }
        let quotedNumber = node.scalar.map { !$0.isPlain && CoreSchema.resolvePlain($0.value) != .string($0.value) } ?? false
        report(.wrongType(label(), expected: expected, found: node, help: quotedNumber ? "remove the quotes: a quoted number is a string" : nil),
               at: node.range, pointer: pointer)
        return nil
    }

    /// The value of a plain, untagged scalar of 1 to 15 decimal digits without a leading zero
    /// (`2`, `16`, `250`: nearly every number of a spec), read from its bytes; nil for any
    /// other text, which the core schema reads. Equal to what `Double(text)` gives: such a
    /// number is below 2⁵³, so exact.
    private static func plainDecimal(_ node: Node) -> Double? {
        guard node.tag == nil, case .scalar(let scalar) = node.kind, scalar.isPlain else { return nil }
        let utf8 = scalar.value.utf8
        guard (1...15).contains(utf8.count), utf8.first != UInt8(ascii: "0") || utf8.count == 1 else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }

    /// One of `words` (E203 with did-you-mean otherwise); quoted words are fine.
    mutating func word(_ node: Node, _ words: [WordSpec], at pointer: JSONPointer, label: @autoclosure () -> String) -> Located<String>? {
        guard ScalarTyping.isString(node), let text = node.scalar?.value else {
            report(.wrongType(label(), expected: SpecWording.alternatives(words.map(\.word)), found: node), at: node.range, pointer: pointer)
            return nil
        }
        guard words.contains(where: { $0.word == text }) else {
            report(.notAllowedWord(text, label: label(), words: words.map(\.word)), at: node.range, pointer: pointer)
            return nil
        }
        return Located(text, range: node.range, pointer: pointer)
    }

    /// A word decoded into its enum.
    mutating func word<T: RawRepresentable>(_ node: Node, _ words: [WordSpec], as type: T.Type, at pointer: JSONPointer,
                                            label: @autoclosure () -> String) -> Located<T>? where T.RawValue == String {
        guard let located = word(node, words, at: pointer, label: label()), let value = T(rawValue: located.value) else { return nil }
        return located.map { _ in value }
    }
}
