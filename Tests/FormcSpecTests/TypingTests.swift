import FormcCore
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// Scalars are typed by their key, never by YAML 1.1 guessing (contract §1).
@Suite("Typing by key")
struct TypingTests {
    static func field(_ options: String, extra: String = "") -> String {
        """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options: \(options)\(extra)
        """
    }

    @Test("option titles that look like other types stay strings, with W507",
          arguments: ["no", "yes", "on", "off", "y", "N", "true", "False", "null", "~", "0755", "1e3", ".inf", "-.inf",
                      ".nan", "1:20", "12:30:00", "2024-01-01", "2024-1-1", "2001-12-14t21:59:43.10-05:00", "0x1F", "0o17",
                      "0b1010", "1_000", "12", "-3", "+1", "0.5", ".5", "1.5E-3"])
    func ambiguousTitle(_ text: String) throws {
        let decoded = Spec.decode(Self.field("[plain, \(text)]")).documents
        let document = try #require(decoded.first)
        #expect(document.diagnostics.map(\.code) == [.W507])
        let screen = try #require(document.screen)
        #expect(screen.fields.first?.options.map(\.id.value) == ["plain", text])
        #expect(screen.fields.first?.options.last?.title.value == text)
    }

    @Test("plain strings other tools agree on raise nothing",
          arguments: ["cell0", "HR", "취업/이직", "1a", "v1.2", "1.2.3", "nope", "Yes please", "1:60", "2024-01", "-", "--x",
                      "0x", "12:3a", "infinity", ".info", "~x", "trueish", "2024-01-01x"])
    func unambiguousTitle(_ text: String) throws {
        let document = try #require(Spec.decode(Self.field("[plain, \(text)]")).documents.first)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        #expect(document.screen?.fields.first?.options.last?.id.value == text)
    }

    @Test("quoted or !!str-tagged, the same text is a string without a warning")
    func quoted() throws {
        let document = try #require(Spec.decode(Self.field(#"["no", 'yes', !!str 0755, !!str 1e3]"#)).documents.first)
        #expect(document.diagnostics.isEmpty)
        #expect(document.screen?.fields.first?.options.map(\.id.value) == ["no", "yes", "0755", "1e3"])
    }

    @Test("an option id: 1 is the string \"1\"")
    func numericOptionID() throws {
        let document = try #require(Spec.decode(Self.field("[{ id: 1, title: 하나 }, { id: \"2\", title: 둘 }]")).documents.first)
        #expect(document.diagnostics.map(\.code) == [.W507])
        #expect(document.diagnostics.first?.pointer == "/fields/0/options/0/id")
        #expect(document.screen?.fields.first?.options.map(\.id.value) == ["1", "2"])
    }

    @Test("initial ids are typed as option ids too")
    func initialTyping() throws {
        let document = try #require(Spec.decode(Self.field("[yes, no]", extra: "\n    initial: no")).documents.first)
        // `[yes, no]` is one finding with both items as notes; `initial: no` another.
        #expect(document.diagnostics.map(\.code) == [.W507, .W507])
        #expect(document.diagnostics.map(\.notes.count) == [2, 0])
        #expect(document.screen?.fields.first?.initial?.value.ids.map(\.value) == ["no"])
    }

    static func sheet(_ yaml: String) -> String {
        """
        formc: 1
        screen: s
        sheet: \(yaml)
        fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]
        """
    }

    @Test("numbers take YAML 1.2 core forms", arguments: [
        ("0.5", 0.5), ("1", 1.0), ("0", 0.0), ("1e-1", 0.1), (".5", 0.5), ("0x1", 1.0), ("0o0", 0.0), ("!!float 0.25", 0.25), ("+0.5", 0.5),
    ])
    func numbers(_ text: String, _ value: Double) throws {
        let screen = try #require(Spec.screen(Self.sheet("{ backdrop: { dim: \(text) } }")))
        #expect(screen.sheet.backdrop.dim.value == value)
        #expect(screen.sheet.backdrop.dim.isExplicit)
    }

    @Test("booleans are true and false only", arguments: ["yes", "no", "on", "off", "y", "n", "True", "FALSE", "1", "0", "\"true\"", "~"])
    func notBooleans(_ text: String) throws {
        let document = try #require(Spec.decode(Self.sheet("{ grabber: \(text) }")).documents.first)
        #expect(document.diagnostics.map(\.code) == [.E202])
        #expect(document.diagnostics.first?.pointer == "/sheet/grabber")
        // The screen is still read, with the value marked as not read as written.
        #expect(document.screen?.incomplete.pointers == ["/sheet/grabber"])
        #expect(document.screen?.sheet.grabber.isExplicit == false)
    }

    @Test("true and false, also tagged !!bool")
    func booleans() throws {
        #expect(Spec.screen(Self.sheet("{ grabber: true }"))?.sheet.grabber.value == true)
        #expect(Spec.screen(Self.sheet("{ grabber: false }"))?.sheet.grabber.value == false)
        #expect(Spec.screen(Self.sheet("{ grabber: !!bool true }"))?.sheet.grabber.value == true)
    }

    @Test("a whole number may be written as 2.0, not as 2.5 or \"2\"")
    func integers() throws {
        let base = "{ id: f, type: choice, commit: on-select, layout: grid, options: [a, b], columns: "
        func spec(_ columns: String) -> String {
            "formc: 1\nscreen: s\nfields: [\(base)\(columns) }]\n"
        }
        #expect(Spec.screen(spec("2.0"))?.fields.first?.columns?.value == 2)
        #expect(Spec.screen(spec("0x2"))?.fields.first?.columns?.value == 2)
        #expect(Spec.decode(spec("2.5")).documents.first?.diagnostics.map(\.code) == [.E202])
        #expect(Spec.decode(spec("\"2\"")).documents.first?.diagnostics.map(\.code) == [.E202])
        #expect(Spec.decode(spec("-1")).documents.first?.diagnostics.map(\.code) == [.E204])
        #expect(Spec.decode(spec("99999999999999999999999")).documents.first?.diagnostics.map(\.code) == [.E204])
    }

    /// Plain decimals are read from their bytes (`DecodeContext.plainDecimal`); an `!!int` tag
    /// sends the same text through the core schema, which must agree.
    @Test("a plain decimal reads as the core schema reads it", arguments: [
        "1", "0", "2", "12", "00", "010", "007", "999", "123456789012345", "1234567890123456", "99999999999999999999999", "1_0", "12a",
    ])
    func plainDecimals(_ text: String) throws {
        func spec(_ columns: String) -> String {
            "formc: 1\nscreen: s\nfields: [{ id: f, type: choice, commit: on-select, layout: grid, options: [a, b], columns: \(columns) }]\n"
        }
        let plain = try #require(Spec.decode(spec(text)).documents.first)
        let tagged = try #require(Spec.decode(spec("!!int \(text)")).documents.first)
        #expect(plain.diagnostics.map(\.code) == tagged.diagnostics.map(\.code))
        #expect(plain.diagnostics.map(\.message) == tagged.diagnostics.map(\.message))
        #expect(plain.screen?.fields.first?.columns?.value == tagged.screen?.fields.first?.columns?.value)
    }

    @Test("unknown tags are type errors, !!str and ! make strings")
    func tags() throws {
        let custom = Spec.decode(Self.field("[a, !color red]")).documents.first
        #expect(custom?.diagnostics.map(\.code) == [.E202])
        #expect(custom?.diagnostics.first?.message.contains("'!color'") == true)
        let nonSpecific = Spec.decode(Self.field("[a, ! 12]")).documents.first
        #expect(nonSpecific?.diagnostics.isEmpty == true)
        #expect(nonSpecific?.screen?.fields.first?.options.last?.id.value == "12")
    }

    @Test("a word may be quoted, and a YAML 1.2 boolean is not a word")
    func words() throws {
        #expect(Spec.screen(Self.sheet("{ presentation: \"popup\" }"))?.sheet.presentation.value == .popup)
        let document = Spec.decode(Self.sheet("{ backdrop: { tap: false } }")).documents.first
        #expect(document?.diagnostics.map(\.code) == [.E202])
        let no = Spec.decode(Self.sheet("{ backdrop: { tap: no } }")).documents.first
        #expect(no?.diagnostics.map(\.code) == [.E203])
        #expect(no?.diagnostics.first?.help == "did you mean 'none'?")
    }
}
