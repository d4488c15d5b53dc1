import FormcBuild
import FormcCLI
import FormcPipelineTestSupport
import FormcProject
import Foundation
import Testing

/// A build renders only the kinds it writes (`--emit`): a build phase that emits only Swift
/// does not draw mockups or review pages. Each file it writes is the one a build of every kind
/// writes, but for the review page's links to kinds not written.
@Suite("Emit rendering")
struct EmitRenderingTests {
    /// How many times each generator ran.
    struct Calls: Equatable, CustomStringConvertible {
        var schemas = 0, mockups = 0, swift = 0
        var description: String { "schemas \(schemas), mockups \(mockups), swift \(swift)" }
    }

    /// Builds the example specs emitting `kinds` into `out`, with generators that count their calls.
    static func build(_ fixture: BuildFixture, emitting kinds: Set<OutputKind>, into out: String) -> (BuildResult, Calls) {
        let schemas = Counter(), mockups = Counter(), swift = Counter()
        let standard = Renderers.standard
        let renderers = Renderers(
            resultSchema: { screen, draft in
                schemas.increment()
                return standard.resultSchema(screen, draft)
            },
            mockups: { screen, devices in
                mockups.increment()
                return standard.mockups(screen, devices)
            },
            specSchema: standard.specSchema,
            swiftScreen: { screen, stems in
                swift.increment()
                return standard.swiftScreen(screen, stems)
            },
            swiftSupport: standard.swiftSupport)
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: renderers)
        let options = BuildOptions(paths: [fixture.specs], outputDirectory: fixture.tmp.url(out), emit: kinds)
        let result = BlockingRunner.run(width: 2) { await pipeline.run(options) }
        return (result, Calls(schemas: schemas.current, mockups: mockups.current, swift: swift.current))
    }

    /// The bytes of `name` in a build emitting `kinds`, from those of a build of every kind: a
    /// review page links only the result schema and mockup file written beside it.
    static func expected(_ name: String, emitting kinds: Set<OutputKind>, all: [UInt8]?) -> [UInt8]? {
        guard name.hasSuffix(".review.md"), let all else { return all }
        let id = String(name.dropLast(".review.md".count))
        var text = String(decoding: all, as: UTF8.self)
        let links: [(OutputKind, String)] = [(.schema, " · result schema: [\(id).schema.json](\(id).schema.json)"),
                                             (.mockup, " · mockups: [\(id).mockup.txt](\(id).mockup.txt)")]
        for (kind, link) in links where !kinds.contains(kind) {
            #expect(text.contains(link), "\(name) of every kind links \(kind)")
            text = text.replacingOccurrences(of: link, with: "")
        }
        return Array(text.utf8)
    }

    @Test("Each kind alone runs only its own generators; review and mockup share one drawing of each screen")
    func onlyEmittedKindsRender() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let screens = BuildEndToEndTests.screens.count
        let (all, allCalls) = Self.build(fixture, emitting: OutputKind.defaultSet, into: "all")
        #expect(all.status == .success)
        #expect(allCalls == Calls(schemas: screens, mockups: screens, swift: screens))

        let cases: [(Set<OutputKind>, Calls)] = [
            ([.schema], Calls(schemas: screens)),
            ([.mockup], Calls(mockups: screens)),
            ([.review], Calls(mockups: screens)),
            ([.swift], Calls(swift: screens)),
            ([.mockup, .review], Calls(mockups: screens)),
            ([.schema, .swift], Calls(schemas: screens, swift: screens)),
        ]
        for (index, (kinds, expected)) in cases.enumerated() {
            let out = "out\(index)"
            let (result, calls) = Self.build(fixture, emitting: kinds, into: out)
            #expect(result.status == .success)
            #expect(calls == expected, "\(kinds.sorted())")
            // The files of these kinds, and only those, each as the build of every kind wrote it.
            let names = fixture.tmp.list(out).filter { $0 != OutputNames.manifest }
            let wanted = Set(BuildEndToEndTests.screens.flatMap { OutputNames.screenOutputs($0, emitting: kinds) })
                .union(OutputNames.shared(emitting: kinds))
            #expect(Set(names) == wanted, "\(kinds.sorted())")
            for name in names {
                #expect(fixture.tmp.readBytes("\(out)/\(name)") == Self.expected(name, emitting: kinds, all: fixture.tmp.readBytes("all/\(name)")),
                        "\(name) of \(kinds.sorted())")
            }
        }
    }
}
