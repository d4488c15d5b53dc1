import FormcCore
import FormcLoad

/// The messages of structural problems (E200–E206, W507).
extension DiagnosticMessage {
    /// `suggestion` is the closest of the mapping's keys (`KeySuggestions.closest`), if any;
    /// `accepted` lists them all (`MappingKeys.namesListed`).
    static func unknownKey(_ key: String, in mapping: MappingName, suggestion: String?, accepted: String, elsewhere: String?) -> DiagnosticMessage {
        let help: String
        if let suggestion {
            help = "did you mean '\(suggestion)'?"
        } else if let elsewhere {
            help = "'\(SafeText.shown(key))' belongs under '\(elsewhere)'"
        } else {
            help = "\(mapping.shortNoun) accepts: \(accepted)"
        }
        return DiagnosticMessage(.E200, "unknown key '\(SafeText.shown(key))' in \(mapping.shortNoun)", help: help)
    }

    static func conflictingKey(_ key: String, with other: String, in mapping: MappingName) -> DiagnosticMessage {
        DiagnosticMessage(.E200, "'\(key)' cannot be used together with '\(other)' in \(mapping.shortNoun)",
                          help: "keep one of the two")
    }

    static func missingKey(_ key: KeySpec, in owner: String) -> DiagnosticMessage {
        let words = key.value.words.map(\.word)
        let help = words.isEmpty
            ? "add '\(key.name):' with \(key.value.expectation)"
            : "add '\(key.name):' with \(SpecWording.alternatives(words, quoted: true))"
        return DiagnosticMessage(.E201, "\(owner) is missing the required key '\(key.name)'", help: help)
    }

    static func missingOneOf(_ keys: [String], in owner: String) -> DiagnosticMessage {
        DiagnosticMessage(.E201, "\(owner) needs \(SpecWording.alternatives(keys, quoted: true))",
                          help: "add one of them")
    }

    static func wrongType(_ label: String, expected: String, found node: Node, foundText: String? = nil, help: String? = nil) -> DiagnosticMessage {
        var help = help
        if help == nil {
            let wantsList = expected.hasPrefix("a list"), wantsMapping = expected.contains("mapping")
            switch node.kind {
            case _ where wantsList:
                help = "write a list: '[a, b]', or one '- item' per line"
            case _ where wantsMapping:
                help = "write a mapping: 'key: value' lines indented under it, or '{ key: value }'"
            case .scalar:
                help = "write \(expected) here"
            case .sequence, .mapping:
                help = "write a single value here (\(expected)), not a \(node.sequence != nil ? "list" : "mapping")"
            }
        }
        return DiagnosticMessage(.E202, "expected \(expected) for \(label), found \(foundText ?? ScalarTyping.describe(node))", help: help)
    }

    static func notAllowedWord(_ text: String, label: String, words: [String]) -> DiagnosticMessage {
        let suggestion = KeySuggestions.closest(to: text, among: words)
        return DiagnosticMessage(.E203, "'\(SafeText.shown(text))' is not allowed for \(label): expected \(SpecWording.alternatives(words, quoted: true))",
                                 help: suggestion.map { "did you mean '\($0)'?" } ?? "write \(SpecWording.alternatives(words, quoted: true))")
    }

    /// `value` is what `node` reads as: a bound it meets is not the problem when it is not a
    /// number (`.nan`), infinite, or too large to count with.
    static func outOfRange(_ label: String, node: Node, value: Double, bounds: NumberBounds, integer: Bool) -> DiagnosticMessage {
        let text = SafeText.shown(node.scalar?.value ?? "")
        let range = bounds.describe(integer: integer)
        let message: String
        if value.isNaN {
            message = "\(label) must be a number \(range), found \(text) (not a number)"
        } else if !value.isFinite {
            message = "\(label) must be a finite number \(range), found \(text)"
        } else if bounds.contains(value) {
            message = "\(label) is too large to count with, found \(text)"
        } else {
            message = "\(label) must be \(range), found \(text)"
        }
        return DiagnosticMessage(.E204, message, help: "write \(integer ? "a whole number" : "a number") \(range)")
    }

    static func malformedID(_ text: String, format: StringFormat) -> DiagnosticMessage {
        // An id with nothing to repair (empty, or only spaces) is written anew.
        let help = IDRepair.repaired(text, format: format).map { "try '\(SafeText.shown($0))'" }
            ?? (format == .optionID ? "write the option's id: any text without leading or trailing spaces, such as its title"
                : format == .color ? "write a UIKit semantic colour name, such as 'systemBlue', or a quoted hex colour, such as \"#007AFF\""
                : "write \(format.rule), such as '\(format == .fieldID ? "choice_1" : "item-1")'")
        return DiagnosticMessage(.E205, "'\(SafeText.shown(text))' is not a valid \(format.idName): expected \(format.rule)", help: help)
    }

    static func reservedDetentID(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.E205, "'\(SafeText.shown(text))' cannot be a custom detent's id: it already names \(text == "none" || text == "all" ? "an undimmed-through setting" : "a system detent")",
                          help: "choose another id, such as 'compact'")
    }

    static func unsupportedVersion(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.E206, "formc version \(SafeText.shown(text)) is not supported: this formc reads version "
                          + SpecWording.alternatives(SpecLanguage.supportedVersions.map(String.init)),
                          help: "write 'formc: 1'")
    }

    static func readAsString(_ text: String, otherReading: String) -> DiagnosticMessage {
        DiagnosticMessage(.W507, "'\(SafeText.shown(text))' is read as a string here, but other YAML tools read it as \(otherReading)",
                          help: "quote it (\"\(SafeText.shown(text))\") so every tool reads the same string")
    }
}
