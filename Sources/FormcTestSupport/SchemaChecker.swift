import FormcCore
import Foundation

/// A small JSON Schema validator for exactly the keywords formc's schemas use, so the Swift
/// tests can check instances without Python. It is deliberately strict about itself: a
/// keyword it does not know is reported as a failure, never skipped, so a schema can't grow a
/// constraint these tests silently ignore. (The full check is check-jsonschema in CI.)
public struct SchemaChecker: CustomStringConvertible {
    /// Keywords that never affect validity.
    static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "markdownDescription", "default", "examples",
        "enumDescriptions", "markdownEnumDescriptions", "defaultSnippets", "definitions", "$defs",
    ]

    public let root: JSONValue
    /// Every `pattern` of the schema, compiled once (nil when Swift cannot read it).
    private let patterns: [String: Regex<AnyRegexOutput>?]
    /// Verdicts of `pattern` on texts already seen: Swift's `Regex` is slow, and the mutation
    /// tests show the same option ids thousands of times.
    private let verdicts = Verdicts()

    private final class Verdicts {
        var byPattern: [String: [String: Bool]] = [:]
    }

    public init(schema: JSONValue) {
        root = schema
        var patterns: [String: Regex<AnyRegexOutput>?] = [:]
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for member in members {
                    if member.key == "pattern", case .string(let p) = member.value { patterns[p] = ECMAPattern.compile(p) }
                    if member.key == "patternProperties", case .object(let subs) = member.value {
                        for sub in subs { patterns[sub.key] = ECMAPattern.compile(sub.key) }
                    }
                    collect(member.value)
                }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(schema)
        self.patterns = patterns
    }

    /// Failures found so far. A quick report (for subschemas of `oneOf`, `not`, `if`, …, whose
    /// messages nobody reads) stops at the first failure and never builds a message.
    struct Report {
        let quick: Bool
        var messages: [String] = []
        var failed: Bool { !messages.isEmpty }
        var done: Bool { quick && failed }

        mutating func fail(_ pointer: String, _ message: @autoclosure () -> String) {
            messages.append(quick ? "" : pointer + ": " + message())
        }
    }

    /// Every failure as `pointer: message`; empty when `instance` is valid.
    public func errors(_ instance: JSONValue) -> [String] {
        var out = Report(quick: false)
        check(instance, against: root, at: "", into: &out)
        return out.messages
    }

    public func isValid(_ instance: JSONValue) -> Bool { subValid(instance, root) }

    /// Short, so a failed expectation does not print the whole schema.
    public var description: String { "SchemaChecker(\(root["$id"].map(JSONWriter.compact) ?? "?"))" }

    private func subValid(_ instance: JSONValue, _ schema: JSONValue) -> Bool {
        var scratch = Report(quick: true)
        check(instance, against: schema, at: "", into: &scratch)
        return !scratch.failed
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at pointer: String, into out: inout Report) {
        switch schema {
        case .bool(true): return
        case .bool(false): out.fail(pointer, "the schema 'false' accepts nothing")
        case .object(let members):
            for member in members where !out.done { apply(member, of: schema, to: instance, at: pointer, into: &out) }
        default:
            out.fail(pointer, "not a schema: \(JSONWriter.compact(schema))")
        }
    }

    private func apply(_ keyword: JSONValue.Member, of schema: JSONValue, to instance: JSONValue, at pointer: String,
                       into out: inout Report) {
        let value = keyword.value
        func fail(_ message: @autoclosure () -> String) { out.fail(pointer, message()) }
        func valid(_ sub: JSONValue) -> Bool { subValid(instance, sub) }
        if Self.annotations.contains(keyword.key) || keyword.key.hasPrefix("x-") { return }
        switch keyword.key {
        case "$ref":
            guard case .string(let ref) = value, let target = resolve(ref) else { return fail("unresolvable $ref") }
            check(instance, against: target, at: pointer, into: &out)
        case "type":
            let types: [JSONValue] = if case .array(let list) = value { list } else { [value] }
            if !types.contains(where: { if case .string(let t) = $0 { Self.has(type: t, instance) } else { false } }) {
                fail("expected type \(JSONWriter.compact(value)), found \(JSONWriter.compact(instance))")
            }
        case "const":
            if !JSONEquality.equal(instance, value) { fail("expected \(JSONWriter.compact(value))") }
        case "enum":
            guard case .array(let list) = value else { return fail("malformed enum") }
            if !list.contains(where: { JSONEquality.equal(instance, $0) }) { fail("not one of \(JSONWriter.compact(value))") }
        case "oneOf", "anyOf", "allOf":
            guard case .array(let subs) = value else { return fail("malformed \(keyword.key)") }
            // A quick report needs only the verdict, so anyOf stops at the first match.
            let passing = keyword.key == "anyOf" && out.quick ? (subs.contains(where: valid) ? 1 : 0) : subs.filter(valid).count
            switch keyword.key {
            case "oneOf": if passing != 1 { fail("matches \(passing) of oneOf's \(subs.count) schemas") }
            case "anyOf": if passing == 0 { fail("matches none of anyOf's \(subs.count) schemas") }
            default: if passing != subs.count {
                for sub in subs { check(instance, against: sub, at: pointer, into: &out) }
            }
            }
        case "not":
            if valid(value) { fail("matches a 'not' schema") }
        case "if":
            let branch = valid(value) ? schema["then"] : schema["else"]
            if let branch { check(instance, against: branch, at: pointer, into: &out) }
        case "then", "else":
            return  // applied by "if"
        default:
            applyTypeSpecific(keyword, schema: schema, to: instance, at: pointer, into: &out)
        }
    }

    private func applyTypeSpecific(_ keyword: JSONValue.Member, schema: JSONValue, to instance: JSONValue,
                                   at pointer: String, into out: inout Report) {
        let value = keyword.value
        func fail(_ message: @autoclosure () -> String) { out.fail(pointer, message()) }
        switch (keyword.key, instance) {
        case ("properties", .object(let members)):
            for member in members where !out.done {
                if let sub = value[member.key] { check(member.value, against: sub, at: out.quick ? "" : pointer + "/" + member.key, into: &out) }
            }
        case ("required", .object(let members)):
            guard case .array(let names) = value else { return fail("malformed required") }
            for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
                fail("missing required property '\(name)'")
            }
        case ("additionalProperties", .object(let members)):
            let patterned = Self.keys(of: schema["patternProperties"])
            for member in members where !out.done && schema["properties"]?[member.key] == nil
                && !patterned.contains(where: { matches($0, member.key) == true }) {
                check(member.value, against: value, at: out.quick ? "" : pointer + "/" + member.key, into: &out)
            }
        case ("patternProperties", .object(let members)):
            for member in members where !out.done {
                for pattern in Self.keys(of: value) where !out.done {
                    guard let verdict = matches(pattern, member.key) else { return fail("the checker cannot compile the pattern \(pattern)") }
                    if verdict, let sub = value[pattern] {
                        check(member.value, against: sub, at: out.quick ? "" : pointer + "/" + member.key, into: &out)
                    }
                }
            }
        case ("propertyNames", .object(let members)):
            for member in members where !out.done { check(.string(member.key), against: value, at: pointer, into: &out) }
        case ("items", .array(let items)):
            for (i, item) in items.enumerated() where !out.done { check(item, against: value, at: out.quick ? "" : pointer + "/\(i)", into: &out) }
        case ("contains", .array(let items)):
            if !items.contains(where: { subValid($0, value) }) { fail("no item matches 'contains'") }
        case ("minItems", .array(let items)):
            if items.count < Self.int(value) { fail("fewer than \(Self.int(value)) items") }
        case ("maxItems", .array(let items)):
            if items.count > Self.int(value) { fail("more than \(Self.int(value)) items") }
        case ("uniqueItems", .array(let items)):
            if value == .bool(true) {
                for i in items.indices where items[..<i].contains(where: { JSONEquality.equal($0, items[i]) }) {
                    fail("item \(i) repeats an earlier item")
                }
            }
        case ("minimum", .number), ("maximum", .number), ("exclusiveMinimum", .number), ("exclusiveMaximum", .number):
            let n = Self.double(instance), limit = Self.double(value)
            let ok = switch keyword.key {
            case "minimum": n >= limit
            case "maximum": n <= limit
            case "exclusiveMinimum": n > limit
            default: n < limit
            }
            if !ok { fail("\(keyword.key) \(limit) violated by \(n)") }
        case ("pattern", .string(let text)):
            guard case .string(let pattern) = value, let compiled = patterns[pattern] else { return fail("malformed pattern") }
            guard let regex = compiled else { return fail("the checker cannot compile the pattern \(pattern)") }
            let verdict = verdicts.byPattern[pattern]?[text] ?? ECMAPattern.matches(regex, text)
            verdicts.byPattern[pattern, default: [:]][text] = verdict
            if !verdict { fail("'\(text)' does not match \(pattern)") }
        case ("minLength", .string(let text)):
            if text.unicodeScalars.count < Self.int(value) { fail("shorter than \(Self.int(value))") }
        case ("properties", _), ("required", _), ("additionalProperties", _), ("patternProperties", _), ("propertyNames", _),
             ("items", _), ("contains", _),
             ("minItems", _), ("maxItems", _), ("uniqueItems", _), ("minimum", _), ("maximum", _),
             ("exclusiveMinimum", _), ("exclusiveMaximum", _), ("pattern", _), ("minLength", _):
            return  // applies to another type of instance
        default:
            fail("SchemaChecker does not know the keyword '\(keyword.key)'")
        }
    }

    /// Whether `text` matches `pattern` (one of the schema's, compiled at init); nil when the
    /// checker cannot compile it.
    private func matches(_ pattern: String, _ text: String) -> Bool? {
        guard let compiled = patterns[pattern], let regex = compiled else { return nil }
        let verdict = verdicts.byPattern[pattern]?[text] ?? ECMAPattern.matches(regex, text)
        verdicts.byPattern[pattern, default: [:]][text] = verdict
        return verdict
    }

    /// The member names of an object schema (`patternProperties`), none for anything else.
    private static func keys(of value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    /// `#/definitions/name` or `#/$defs/name`, or `#` itself.
    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#") else { return nil }
        var node = root
        for part in ref.dropFirst().split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    static func has(type: String, _ instance: JSONValue) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .number):
            return true
        case ("integer", .number):
            let d = double(instance)
            return d.rounded() == d
        default:
            return false
        }
    }

    static func double(_ value: JSONValue) -> Double {
        if case .number(let text) = value { return Double(text) ?? .nan }
        return .nan
    }

    static func int(_ value: JSONValue) -> Int { Int(double(value)) }
}

/// JSON equality as JSON Schema defines it: numbers by value, objects regardless of order.
public enum JSONEquality {
    /// Whether two strings are the same bytes (so the same code points).
    public static func sameText(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    public static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number, .number): return SchemaChecker.double(a) == SchemaChecker.double(b)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(equal)
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { m in y.contains { sameText($0.key, m.key) && equal($0.value, m.value) } }
        // Code point for code point, as JSON Schema compares strings: `String`'s `==` would
        // take `e\u{301}` for `\u{E9}`.
        case (.string(let x), .string(let y)): return sameText(x, y)
        default: return a == b
        }
    }
}
