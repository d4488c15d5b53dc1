import FormcCore
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// The decoder as a whole: every problem in one run, empty documents, defaults.
@Suite("SpecDecoder")
struct DecoderTests {
    @Test("every problem of a document is reported in one run, in order")
    func collectsEverything() throws {
        let marked = MarkedText("""
        formc: 1
        screen: 1️⃣Bad_Screen
        sheet:
          2️⃣grabbr: true
          detents: [medium, 3️⃣huge]
          backdrop: { dim: 4️⃣2 }
        fields:
          - id: f
            type: 5️⃣single
            options: [6️⃣no, b]
          - 7️⃣{ id: g, options: [a] }
        actions:
          - { id: ok, title: OK, role: 8️⃣sumbit }
        """)
        let document = try #require(Spec.decode(marked.text).documents.first)
        // What could be read is kept, and every part that could not is marked.
        let screen = try #require(document.screen)
        #expect(screen.incomplete.pointers == [
            "/actions/0/role", "/fields/0/type", "/fields/1/type", "/screen", "/sheet/backdrop/dim", "/sheet/detents/1", "/sheet/grabber",
        ])
        #expect(screen.fields.map(\.id.value) == [])
        #expect(screen.actions.map(\.id.value) == ["ok"])
        let expected: [(DiagnosticCode, String)] = [
            (.E205, "1️⃣"), (.E200, "2️⃣"), (.E203, "3️⃣"), (.E204, "4️⃣"), (.E203, "5️⃣"), (.W507, "6️⃣"), (.E201, "7️⃣"), (.E203, "8️⃣"),
        ]
        #expect(document.diagnostics.map(\.code) == expected.map(\.0))
        for (diagnostic, (_, marker)) in zip(document.diagnostics, expected) {
            #expect(diagnostic.range?.start == marked[marker], "\(diagnostic.code) at \(marker)")
        }
        #expect(document.diagnostics.map(\.help).contains("did you mean 'submit'?"))
    }

    @Test("unknown keys alone keep the screen, so the validator's findings come in the same run")
    func unknownKeysKeepTheScreen() throws {
        let text = """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, lable: 이름, options: [pet, lover], initial: pets }
        """
        let document = try #require(Spec.decode(text).documents.first)
        #expect(document.diagnostics.map(\.code) == [.E200])
        // The key it was probably meant as is what is incomplete.
        #expect(document.screen?.incomplete.pointers == ["/fields/0/label"])
        #expect(Spec.diagnostics(text).map(\.code) == [.E200, .E312])
    }

    @Test("a structural error hides nothing else: the other problems of the screen come in the same run")
    func structuralErrorsHideNothing() throws {
        let marked = MarkedText("""
        formc: 1
        screen: s
        sheet:
          grabber: 1️⃣yes
          initial-detent: 2️⃣huge
        fields:
          - id: f
            type: choice
            options: [a, b]
            initial: 3️⃣c
          - id: 4️⃣f
            type: choice
            options: [p, 5️⃣p]
        actions:
          - { id: ok, title: OK, role: submit }
        """)
        let diagnostics = Spec.diagnostics(marked.text)
        let expected: [(DiagnosticCode, String)] = [(.E202, "1️⃣"), (.E310, "2️⃣"), (.E312, "3️⃣"), (.E302, "4️⃣"), (.E301, "5️⃣")]
        #expect(diagnostics.map(\.code) == expected.map(\.0))
        for (diagnostic, (_, marker)) in zip(diagnostics, expected) {
            #expect(diagnostic.range?.start == marked[marker], "\(diagnostic.code) at \(marker)")
        }
    }

    @Test("a screen without 'formc' or 'screen', or with a quoted version, is still checked whole",
          arguments: ["screen: s\n", "formc: 1\n", "formc: \"1\"\nscreen: s\n"])
    func missingHeaderKeys(_ header: String) throws {
        let text = header + "sheet: { initial-detent: nope }\nfields:\n  - { type: choice, options: [a, b] }\n"
        let codes = Spec.diagnostics(text).map(\.code)
        // The header's E201 or E202, the unknown initial detent, and the field's missing id.
        #expect(codes.count == 3)
        #expect(codes.first == .E201 || codes.first == .E202)
        #expect(codes.dropFirst() == [.E310, .E201])
    }

    @Test("what an error left incomplete hides nothing that does not read it", arguments: [
        // A misspelled label: the detents are still out of order.
        ("sheet: { detents: [large, medium] }\nfields: [{ id: f, type: choice, commit: on-select, lable: x, options: [a, b] }]\n", DiagnosticCode.E407),
        // A bad max: an id listed twice is still listed twice.
        ("fields: [{ id: f, type: multi-choice, commit: on-select, max: x, options: [a, b], initial: [a, a] }]\n", .E402),
        // A bad option in one section: the other section is still empty.
        ("fields: [{ id: f, type: multi-choice, commit: on-select, sections: [{ title: A, options: [a, [b]] }, { title: B, options: [] }] }]\n", .E408),
        // A bad grabber: the detents' heights do not depend on it.
        ("sheet: { grabber: 1, detents: [large, medium] }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n", .E407),
        // An unknown root key: the sheet's own references are still checked.
        ("bogus: 1\nsheet: { initial-detent: huge }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n", .E310),
        // A bad value inside a kept option: an initial that names no option is still unknown.
        ("fields: [{ id: f, type: choice, commit: on-select, options: [{ id: a, title: A, disabled: yes }, b], initial: c }]\n", .E312),
        // A tab with a bad icon is still a tab: the selected one is still missing.
        ("fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\ntab-bar: { items: [{ id: a, title: A, icon: [x] }, { id: b, title: B }], selected: c }\n", .E313),
        // An action with a bad title is still an action: its id is still used twice.
        ("fields: [{ id: f, type: choice, options: [a, b] }]\nactions: [{ id: ok, title: [x], role: submit }, { id: ok, title: OK, role: cancel }]\n", .E305),
    ])
    func noFalseSilence(_ body: String, _ expected: DiagnosticCode) {
        let codes = Spec.diagnostics("formc: 1\nscreen: s\n" + body).map(\.code)
        #expect(codes.contains(expected), "\(codes)")
        #expect(codes.count == 2, "\(codes)")
    }

    @Test("a root key formc cannot place may be the actions or the tab bar: no E405 from their absence")
    func unplacedRootKey() {
        let text = "formc: 1\nscreen: s\nsheet: { dismiss: { swipe: false } }\nbuttons: [{ id: no, title: No, role: cancel }]\n"
            + "fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(Spec.diagnostics(text).map(\.code) == [.E200])
    }

    /// A spec with `n` options that are not ids (E202) and `n` initial ids that name no option
    /// (E312).
    static func incompleteParts(_ n: Int) -> String {
        let options = (0..<n).map { "[o\($0)]" }.joined(separator: ", ")
        let initial = (0..<n).map { "x\($0)" }.joined(separator: ", ")
        return "formc: 1\nscreen: s\nfields:\n  - { id: f, type: multi-choice, commit: on-select, options: [a, \(options)] }\n"
            + "  - { id: g, type: multi-choice, commit: on-select, options: [a, b], initial: [\(initial)] }\n"
    }

    @Test("thousands of bad values and unknown references are each reported once")
    func manyIncompleteParts() {
        let n = 5_000
        let codes = Spec.diagnostics(Self.incompleteParts(n)).map(\.code)
        #expect(codes.filter { $0 == .E202 }.count == n)
        #expect(codes.filter { $0 == .E312 }.count == n)
    }

    @Test("…and checked in linear work: 4× the parts take under 6× the instructions",
          .enabled(if: CountedInstructions.canCount, "valgrind counts the work: apt-get install valgrind"))
    func manyIncompletePartsWorkGrowsLinearly() throws {
        let (statuses, work) = try CountedInstructions.formcOnGrowingInput(n: 300, Self.incompleteParts) { ["lint", "--format", "json", $0] }
        #expect(statuses == [1, 1])
        let ratio = Double(work[1]) / Double(work[0])
        print("scaling: lint incomplete parts n=300: \(work[0]) → \(work[1]) instructions, \(ratio)×")
        #expect(ratio < CountedInstructions.linearLimit, "4× the parts took \(ratio)× the work (\(work[0]) → \(work[1]) instructions)")
    }

    @Test("what an error left incomplete is not reported again by the rules that read it", arguments: [
        // A misspelled layout: columns are not said to be misplaced.
        "  - { id: f, type: choice, commit: on-select, layuot: grid, columns: 2, options: [a, b] }\n",
        // A bad role: the submit action is not said to be missing, nor the sheet undismissable.
        "  - { id: f, type: choice, options: [a, b] }\nactions: [{ id: ok, title: OK, role: sumbit }]\nsheet: { dismiss: { swipe: false } }\n",
        // A misspelled commit, under a sheet nobody could dismiss without it.
        "  - { id: f, type: choice, comit: on-select, options: [a, b] }\n",
        // An option left out: the initial that names it is not said to be unknown.
        "  - { id: f, type: choice, commit: on-select, options: [a, { disabled: true, id: [b] }], initial: b }\n",
        // A section's options that are not a list: the initial that names them is not unknown.
        "  - { id: f, type: multi-choice, commit: on-select, sections: [{ title: A, options: [a] }, { title: B, options: 3 }], initial: [x] }\n",
        // Detents that could not be read: the initial detent is not said to be missing.
        "  - { id: f, type: choice, commit: on-select, options: [a, b] }\nsheet: { detents: [medium, { id: peek, height: tall }], initial-detent: peek }\n",
    ])
    func noEchoes(_ body: String) throws {
        let diagnostics = Spec.diagnostics("formc: 1\nscreen: s\nfields:\n" + body)
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.code) \($0.message)" })")
        #expect(diagnostics.first.map { ["E200", "E202", "E203"].contains($0.code.id) } == true)
    }

    @Test("empty documents are skipped; other roots are screens or E202")
    func emptyDocuments() throws {
        let text = """
        # only a comment
        ---
        ---
        ~
        ---
        formc: 1
        screen: s
        fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]
        ---
        - a list
        """
        let documents = Spec.decode(text).documents
        #expect(documents.count == 2)
        #expect(documents.first?.screen?.id.value == "s")
        #expect(documents.first?.screen?.documentIndex == 2)
        #expect(documents.last?.diagnostics.map(\.code) == [.E202])
        #expect(documents.last?.diagnostics.first?.message == "expected a screen (a mapping) for a document, found a list")
        #expect(documents.last?.screen == nil)
    }

    @Test("an unsupported version stops the document after E206")
    func version() throws {
        let documents = Spec.decode("formc: 2\nscreen: s\nfuture-key: 1\n").documents
        #expect(documents.first?.diagnostics.map(\.code) == [.E206])
        #expect(Spec.decode("formc: \"1\"\nscreen: s\nfields: []\n").documents.first?.diagnostics.map(\.code) == [.E202])
        #expect(Spec.decode("formc: 1.5\nscreen: s\nfields: []\n").documents.first?.diagnostics.map(\.code) == [.E206])
    }

    @Test("defaults of a sheet (contract §3)")
    func sheetDefaults() throws {
        let screen = try #require(Spec.screen("""
        formc: 1
        screen: s
        fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]
        """))
        let sheet = screen.sheet
        #expect(sheet.presentation.value == .sheet)
        #expect(sheet.detents.map(\.kind) == [.large])
        #expect(sheet.initialDetent.value == "large")
        #expect(sheet.maxHeight.value == 1 && sheet.cornerRadius.value == 10 && !sheet.grabber.value)
        #expect(sheet.backdrop.dim.value == 0.4 && sheet.backdrop.undimmedThrough.value == .none && sheet.backdrop.tap.value == .dismiss)
        #expect(sheet.dismiss.swipe.value && !sheet.dismiss.closeButton.value)
        #expect(sheet.scrollingExpands.value && !sheet.edgeAttachedInCompactHeight.value && !sheet.widthFollowsPreferredContentSize.value)
        let defaults = [sheet.presentation.isExplicit, sheet.maxHeight.isExplicit, sheet.grabber.isExplicit, sheet.backdrop.dim.isExplicit,
                        sheet.backdrop.tap.isExplicit, sheet.dismiss.swipe.isExplicit, sheet.initialDetent.isExplicit]
        #expect(!defaults.contains(true))
        // Defaults are located at the mapping that would have held them: here the screen.
        #expect(sheet.grabber.pointer.description == "" && sheet.grabber.range == screen.range)
    }

    @Test("popup defaults: fit detent, tap dismisses")
    func popupDefaults() throws {
        let screen = try #require(Spec.screen("""
        formc: 1
        screen: s
        sheet: { presentation: popup }
        fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]
        """))
        #expect(screen.sheet.detents.map(\.kind) == [.fit])
        #expect(screen.sheet.backdrop.tap.value == .dismiss)
        #expect(screen.sheet.backdrop.tap.pointer.description == "/sheet")
    }

    @Test("field defaults depend on the type")
    func fieldDefaults() throws {
        let screen = try #require(Spec.screen("""
        formc: 1
        screen: s
        fields:
          - { id: one, type: choice, options: [a, b] }
          - { id: many, type: multi-choice, options: [{ title: 가 }, { id: b }] }
        actions: [{ id: ok, title: OK, role: submit }]
        """))
        let one = try #require(screen.fields.first), many = try #require(screen.fields.last)
        #expect(one.required.value && !many.required.value)
        #expect(one.layout.value == .flow && one.commit.value == .onApply && one.columns == nil)
        #expect(many.effectiveMin == 0 && many.effectiveMax == 2)
        #expect(many.options.map(\.id.value) == ["가", "b"])
        #expect(many.options.map(\.title.value) == ["가", "b"])
        // A result holds option ids unless `result` says otherwise.
        #expect(one.result == nil && one.resultForm == .id && many.resultForm == .id)
    }

    @Test("the smallest detent is the default initial detent")
    func initialDetentDefault() throws {
        let screen = try #require(Spec.screen("""
        formc: 1
        screen: s
        sheet: { detents: [{ id: peek, fraction: 0.2 }, medium, large] }
        fields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]
        """))
        #expect(screen.sheet.initialDetent.value == "peek")
        #expect(screen.sheet.detents.map(\.kind) == [.fraction(0.2), .medium, .large])
        #expect(screen.sheet.detentsPlace.pointer.description == "/sheet/detents")
    }

    @Test("anchors, aliases and merge keys work")
    func aliases() throws {
        let screen = try #require(Spec.screen("""
        formc: 1
        screen: s
        sheet: &base { grabber: true, corner-radius: 16 }
        fields:
          - &field { id: f, type: choice, commit: on-select, options: [a, b] }
          - { <<: *field, id: g }
        """))
        #expect(screen.fields.map(\.id.value) == ["f", "g"])
        #expect(screen.fields.last?.commit.value == .onSelect)
    }

    @Test("spec text in messages is escaped")
    func escaping() throws {
        let document = try #require(Spec.decode("formc: 1\nscreen: s\n\"bad\\u001B[31mkey\": 1\nfields: []\n").documents.first)
        #expect(document.diagnostics.first?.message == "unknown key 'bad\\u{1B}[31mkey' in a screen")
    }
}
