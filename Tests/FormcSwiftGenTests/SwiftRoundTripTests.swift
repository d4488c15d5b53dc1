import FormcPipelineTestSupport
import FormcCore
import FormcGenerate
import FormcSpec
import FormcSwiftGen
import FormcTestSupport
import Foundation
import Testing

/// Round trips between the generated types and the result schemas, for random screens and the
/// hostile ones: the Swift of 28 screens is compiled into one program that decodes each instance with a plain
/// `JSONDecoder` and encodes what it decoded. An instance decodes exactly when the screen's
/// schema accepts it, and every encoded result is valid under the schema (checked here with the
/// tests' schema checker, and in CI with check-jsonschema: with `FORMC_SWIFT_ROUNDTRIP_OUT` set
/// to a folder the test writes each schema and the results encoded against it there).
@Suite("Swift: round trips against the result schema", .serialized)
struct SwiftRoundTripTests {
    /// Random screens, then the hostile ones (option ids that differ only in normalization,
    /// fields named as the coding's locals).
    static let screens = SwiftRoundTripScreens.screens(count: 24, seed: 0x5EED_5A1F) + SwiftHostileScreens.screens()

    struct Case {
        var screen: Int
        var instance: JSONValue
    }

    @Test func decodingAgreesWithTheSchemaAndEncodingIsValid() throws {
        let directory = try SwiftTestSupport.temporaryDirectory("roundtrip")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = try build(in: directory)
        let checkers = Self.screens.map { SchemaChecker(schema: ResultSchema.generate($0)) }
        var random = SeededRandom(start: 0xC0DE)
        var cases: [Case] = []
        for (index, screen) in Self.screens.enumerated() {
            cases.append(Case(screen: index, instance: SchemaInstances.initial(of: screen)))
            cases += SchemaInstances.breakages(of: screen).map { Case(screen: index, instance: $0.instance) }
            cases += (0..<12).map { _ in Case(screen: index, instance: Self.randomInstance(screen, &random)) }
        }
        let input = cases.map { "\($0.screen)\t" + JSONWriter.compact($0.instance) }.joined(separator: "\n") + "\n"
        let output = try run(program, input: input).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(output.count >= cases.count, "the program answered \(output.count) of \(cases.count) cases")

        var accepted = 0, rejected = 0
        var encodedBySchema: [Int: [JSONValue]] = [:]
        for (number, testCase) in cases.enumerated() {
            let valid = checkers[testCase.screen].isValid(testCase.instance)
                && Self.bySectionBoundsHold(testCase.instance, Self.screens[testCase.screen])
            let answer = output[number]
            let label = "screen \(testCase.screen): \(JSONWriter.compact(testCase.instance))"
            if answer.hasPrefix("ok\t") {
                #expect(valid, "decoded what the schema rejects: \(label)")
                let encoded = try #require(try JSONStream.parse(String(answer.dropFirst(3))).first)
                #expect(checkers[testCase.screen].isValid(encoded), "encoded an invalid result: \(label) → \(answer)")
                #expect(JSONStream.equivalent(Self.sortingArrays(encoded), Self.sortingArrays(testCase.instance)), "\(label) → \(answer)")
                encodedBySchema[testCase.screen, default: []].append(encoded)
                accepted += 1
            } else {
                #expect(!valid, "rejected what the schema accepts: \(label) (\(answer))")
                rejected += 1
            }
        }
        // Both verdicts are exercised, on many screens.
        #expect(accepted > 100 && rejected > 100, "accepted \(accepted), rejected \(rejected)")
        #expect(encodedBySchema.count > 12)
        // By-section results are among them, accepted and rejected.
        let grouped = Set(Self.screens.indices.filter { Self.screens[$0].fields.contains(where: \.isBySection) })
        #expect(grouped.count >= 3 && grouped.contains { encodedBySchema[$0] != nil })
        try exportForCI(encodedBySchema)
    }

    /// A random result: each field absent, or a random pick of options as the field's result
    /// form holds them (ids, titles or indices) — selectable, disabled or unknown, sometimes twice.
    static func randomInstance(_ screen: Screen, _ random: inout SeededRandom) -> JSONValue {
        var members: [JSONValue.Member] = []
        for field in screen.fields where Int.random(in: 0..<6, using: &random) > 0 {
            let unknown: JSONValue = field.resultForm == .index ? .int(field.options.count + 7) : .string("unknown")
            let values = field.options.indices.map { field.resultValue(ofOptionAt: $0).json } + [unknown]
            let selectable = field.selectableIndices.map { field.resultValue(ofOptionAt: $0).json }
            let pick = { (random: inout SeededRandom) in
                Int.random(in: 0..<8, using: &random) == 0 ? unknown : selectable.randomElement(using: &random)
                    ?? values.randomElement(using: &random) ?? unknown
            }
            if field.isBySection {
                members.append(.init(field.id.value, bySectionInstance(field, &random)))
                continue
            }
            switch field.kind.value {
            case .choice:
                members.append(.init(field.id.value, pick(&random)))
            case .multiChoice:
                let count = Int.random(in: 0...min(4, field.options.count + 1), using: &random)
                var chosen: [JSONValue] = []
                for _ in 0..<count {
                    let value = pick(&random)
                    if !chosen.contains(value) || Int.random(in: 0..<10, using: &random) == 0 { chosen.append(value) }
                }
                members.append(.init(field.id.value, .array(chosen)))
            }
        }
        return .object(members)
    }

    /// A random by-section value: each section's key (now and then missing, or one unknown key
    /// more) with picks of its own options mostly, sometimes of another section, disabled,
    /// unknown or twice.
    static func bySectionInstance(_ field: Field, _ random: inout SeededRandom) -> JSONValue {
        var members: [JSONValue.Member] = []
        for section in field.sections where Int.random(in: 0..<12, using: &random) > 0 {
            let own = section.optionIndexes.map { JSONValue.string(field.options[$0].id.value) }
            var picks: [JSONValue] = []
            for _ in 0..<Int.random(in: 0...min(3, own.count + 1), using: &random) {
                let value = Int.random(in: 0..<10, using: &random) == 0
                    ? (field.options.randomElement(using: &random).map { JSONValue.string($0.id.value) } ?? .string("unknown"))
                    : own.randomElement(using: &random) ?? .string("unknown")
                if !picks.contains(value) || Int.random(in: 0..<10, using: &random) == 0 { picks.append(value) }
            }
            members.append(.init(section.id?.value ?? "", .array(picks)))
        }
        if Int.random(in: 0..<12, using: &random) == 0 { members.append(.init("extra", .array([]))) }
        return .object(members)
    }

    /// Whether every by-section field in `instance` holds between `min` and `max` picks across its
    /// sections: the bound the schema states (`x-formc-min-items`, `x-formc-max-items`) but no
    /// JSON Schema keyword checks, and the generated Swift does.
    static func bySectionBoundsHold(_ instance: JSONValue, _ screen: Screen) -> Bool {
        screen.fields.filter(\.isBySection).allSatisfy { field in
            guard case .object(let sections)? = instance[field.id.value] else { return true }
            let count = sections.reduce(0) { total, member in
                guard case .array(let picks) = member.value else { return total }
                return total + picks.count
            }
            return field.effectiveMin <= count && count <= field.effectiveMax
        }
    }

    /// Arrays in a canonical order: a multi-choice is a set, encoded in spec order.
    static func sortingArrays(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(sortingArrays).sorted { JSONWriter.compact($0) < JSONWriter.compact($1) })
        case .object(let members): .object(members.map { .init($0.key, sortingArrays($0.value)) })
        default: value
        }
    }

    /// The generated Swift of the screens and a driver: one line in (`screen<TAB>json`), one
    /// line out (`ok<TAB>encoded json`, or `error`).
    private func build(in directory: String) throws -> String {
        let files = SwiftGenerator.files(Self.screens)
        let stems = ScreenNames.stems(of: Self.screens.map(\.id.value))
        let table = Self.screens.enumerated().map { index, screen in
            let type = SwiftGenerator.names(of: screen, stems: stems).resultType
            return "    \(index): { try JSONEncoder().encode(JSONDecoder().decode(\(type).self, from: $0)) },"
        }
        let driver = """
            import Foundation

            let programs: [Int: (Data) throws -> Data] = [
            \(table.joined(separator: "\n"))
            ]
            while let line = readLine(strippingNewline: true) {
                let parts = line.split(separator: "\\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, let screen = Int(parts[0]), let program = programs[screen] else {
                    print("error: bad line")
                    continue
                }
                do {
                    print("ok\\t" + String(decoding: try program(Data(parts[1].utf8)), as: UTF8.self))
                } catch {
                    print("error")
                }
            }

            """
        var paths = try SwiftTestSupport.write(files, to: directory)
        let main = directory + "/main.swift"
        try Data(driver.utf8).write(to: URL(fileURLWithPath: main))
        paths.append(main)
        let binary = directory + "/roundtrip"
        let result = try SwiftCompiler.run(["-module-name", "RoundTrip"] + SwiftCompiler.strictFlags + ["-o", binary] + paths)
        try #require(result.status == 0, "\(result.output)")
        return binary
    }

    private func run(_ program: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Written from another thread: the program's answers fill the pipe while it reads.
        let writer = stdin.fileHandleForWriting
        let bytes = Data(input.utf8)
        let feeding = Thread { writer.write(bytes); try? writer.close() }
        feeding.start()
        let data = stdout.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// With `FORMC_SWIFT_ROUNDTRIP_OUT`, `<n>.schema.json` and `<n>.result.<k>.json` (each result
    /// encoded against it) per screen, for scripts/ci/check-swift-roundtrip.sh.
    private func exportForCI(_ encoded: [Int: [JSONValue]]) throws {
        guard let folder = ProcessInfo.processInfo.environment["FORMC_SWIFT_ROUNDTRIP_OUT"], !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (index, results) in encoded {
            let schema = ResultSchema.text(Self.screens[index])
            try Data(schema.utf8).write(to: URL(fileURLWithPath: folder + "/\(index).schema.json"))
            for (number, result) in results.enumerated() {
                try Data(JSONWriter.pretty(result).utf8).write(to: URL(fileURLWithPath: folder + "/\(index).result.\(number).json"))
            }
        }
    }
}
