import FormcCore
@testable import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// The spec-language schema follows the language description: a definition per mapping, a
/// documented property per key, described words, rules naming real keys, working snippets.
@Suite("Schema: spec-language schema")
struct SchemaSpecLanguageTests {
    let schema = SpecLanguageSchema.generate()

    private func definition(_ mapping: MappingSpec) -> JSONValue? {
        mapping.name == SpecLanguage.root ? schema : schema["definitions"]?[mapping.name.rawValue]
    }

    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    @Test func isDraft07WithItsKeysInOrder() {
        #expect(schema["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
        #expect(schema["$id"] == .string("urn:formc:spec:1"))
        #expect(keys(schema).prefix(8) == ["$schema", "$id", "title", "description", "markdownDescription", "type",
                                           "properties", "required"])
        #expect(keys(schema).last == "definitions")
        #expect(keys(schema["definitions"]) == SpecLanguage.mappings.dropFirst().map(\.name.rawValue))
    }

    @Test(arguments: SpecLanguage.mappings.map(\.name.rawValue))
    func everyMappingIsClosedAndListsItsKeysInOrder(_ name: String) throws {
        let mapping = try #require(SpecLanguage.mappings.first { $0.name.rawValue == name })
        let schema = try #require(definition(mapping))
        #expect(schema["type"] == .string("object"))
        #expect(schema["additionalProperties"] == .bool(false))
        #expect(keys(schema["properties"]) == mapping.keyNames)
        let required = mapping.requiredKeys
        #expect(schema["required"] == (required.isEmpty ? nil : .array(required.map(JSONValue.string))))
        if mapping.name != SpecLanguage.root { #expect(schema["title"] == .string(mapping.title)) }
    }

    @Test(arguments: SpecLanguage.mappings.map(\.name.rawValue))
    func everyKeyIsDescribedWithItsDefaultAndALinkToTheDocs(_ name: String) throws {
        let mapping = try #require(SpecLanguage.mappings.first { $0.name.rawValue == name })
        for key in mapping.keys {
            let property = try #require(definition(mapping)?["properties"]?[key.name])
            guard case .string(let description)? = property["description"],
                  case .string(let markdown)? = property["markdownDescription"] else {
                Issue.record("\(name).\(key.name) has no description")
                continue
            }
            #expect(description.hasPrefix(key.summary), "\(name).\(key.name)")
            if let reference = ToolInfo.formc.languageReference {
                #expect(description.contains("Docs: " + reference), "\(name).\(key.name)")
                #expect(markdown.contains("[Docs](" + reference), "\(name).\(key.name)")
            } else {
                #expect(!description.contains("Docs:") && !markdown.contains("[Docs]"), "\(name).\(key.name)")
            }
            if let text = key.defaultText { #expect(description.contains("Default: \(text)."), "\(name).\(key.name)") }
            #expect(property["default"] == key.defaultValue, "\(name).\(key.name)")
        }
    }

    /// Every `enum` an editor offers for completion has one description per word, in order.
    @Test func everyEnumIsDescribedWordByWord() {
        var enums = 0
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let members):
                if case .array(let words)? = value["enum"] {
                    enums += 1
                    guard case .array(let descriptions)? = value["enumDescriptions"] else {
                        Issue.record("enum without enumDescriptions: \(JSONWriter.compact(value))")
                        return
                    }
                    #expect(descriptions.count == words.count)
                }
                // An enum under `not` lists what is forbidden, not words to complete.
                members.filter { $0.key != "not" }.forEach { walk($0.value) }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        walk(schema)
        func wordSets(_ value: ValueSpec) -> Int {
            switch value {
            case .word, .version: 1
            case .list(let item, _): wordSets(item)
            case .oneOf(let specs): specs.map(wordSets).reduce(0, +)
            default: 0
            }
        }
        #expect(enums == SpecLanguage.mappings.flatMap(\.keys).map { wordSets($0.value) }.reduce(0, +))
    }

    /// Rules are written by hand: every key they name, anywhere, must be a key of the language.
    @Test func rulesNameOnlyKeysOfTheLanguage() {
        let known = Set(SpecLanguage.mappings.flatMap(\.keyNames))
        for mapping in SpecLanguage.mappings {
            for rule in SpecLanguageRules.rules(for: mapping) {
                for name in Self.namedKeys(in: rule) {
                    #expect(known.contains(name), "rule of \(mapping.name.rawValue) names unknown key '\(name)'")
                    if Self.topLevelKeys(of: rule).contains(name) {
                        #expect(mapping.key(name) != nil, "rule of \(mapping.name.rawValue) names '\(name)', not one of its keys")
                    }
                }
            }
        }
    }

    static func namedKeys(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var names: [String] = []
            for member in members {
                if member.key == "properties", case .object(let props) = member.value { names += props.map(\.key) }
                if member.key == "required" { names += strings(member.value) }
                names += namedKeys(in: member.value)
            }
            return names
        case .array(let items): return items.flatMap(namedKeys)
        default: return []
        }
    }

    /// Keys a rule names at its own level (under `if`, `then`, `not`, `oneOf`, …, not nested).
    static func topLevelKeys(of rule: JSONValue) -> [String] {
        guard case .object(let members) = rule else { return [] }
        var names: [String] = []
        for member in members {
            switch member.key {
            case "properties": if case .object(let props) = member.value { names += props.map(\.key) }
            case "required": names += strings(member.value)
            case "if", "then", "not": names += topLevelKeys(of: member.value)
            case "oneOf", "anyOf", "allOf":
                if case .array(let subs) = member.value { names += subs.flatMap(topLevelKeys) }
            default: break
            }
        }
        return names
    }

    /// The strings of an array (empty for anything else).
    static func strings(_ value: JSONValue) -> [String] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    @Test func optionIDPatternAgreesWithTheDecoderOnWhiteSpace() throws {
        let pattern = try #require(StringFormat.optionID.pattern)
        var samples = ["a", "취업/이직", "a b", "🐶", "", " ", "a\nb"]
        let edges: [UInt32] = Array(0x0...0x20) + [0x7F, 0x85, 0xA0, 0x1680, 0x180E, 0x2000, 0x200A, 0x200B, 0x2028, 0x2029,
                                                   0x202F, 0x205F, 0x3000, 0xFEFF]
        for value in edges {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let c = String(Character(scalar))
            samples += ["a" + c, c + "a", "a" + c + "b", c]
        }
        for text in samples {
            #expect(ECMAPattern.matches(pattern, text) == StringFormat.optionID.accepts(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func idPatternsAgreeWithTheDecoder() throws {
        let samples = ["a", "a-b", "a_b", "A", "_a", "a1", "1a", "-a", "a-", "ab-", "", "한", "a b", "aB", "a.b"]
        for format in [StringFormat.screenID, .fieldID, .nameID] {
            let pattern = try #require(format.pattern)
            for text in samples {
                #expect(ECMAPattern.matches(pattern, text) == format.accepts(text), "\(format) '\(text)'")
            }
        }
    }
}
