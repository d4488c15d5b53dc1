@testable import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// What formc shows its users speaks of formc itself: no page, help text, schema, diagnostic,
/// doc or example spec points at where the project came from (source material, its numbered
/// posts, an agreement or a ticket) or at a path outside the repository.
@Suite("Product wording")
struct ProductWordingTests {
    /// A phrase a user must never read, with what it would point at.
    struct Forbidden {
        let pattern: String
        let why: String
    }

    static let forbidden = [
        Forbidden(pattern: #"\bseeds?\b"#, why: "names the source material"),
        Forbidden(pattern: #"(?:^|[^\w/.,#-])00[0-4](?![\w-])"#,
                  why: "a bare number of a source post; name the example spec (specs/001-popup-pickers.yaml) or its screen id"),
        Forbidden(pattern: #"\bcontract\b"#, why: "the product has a language reference, not a contract"),
        Forbidden(pattern: #"\bissues?\b"#, why: "speaks of the project's tickets"),
        Forbidden(pattern: #"\bblog\b"#, why: "names the source material"),
        Forbidden(pattern: #"\.\./"#, why: "a path outside the repository (or outside the user's project)"),
        Forbidden(pattern: #"github\.com/formc\b"#, why: "an invented address"),
    ]

    /// Every place a phrase is found, as `source:line: "phrase" (why)`.
    static func findings(in sources: [(name: String, text: String)]) throws -> [String] {
        // Simple word boundaries: Unicode's would read "contract's" as one word.
        let expressions = try forbidden.map { (try Regex($0.pattern).ignoresCase().wordBoundaryKind(.simple), $0.why) }
        var found: [String] = []
        for source in sources {
            for (index, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (expression, why) in expressions {
                    for match in line.matches(of: expression) {
                        found.append("\(source.name):\(index + 1): \"\(line[match.range])\" (\(why)) in: \(line.prefix(160))")
                    }
                }
            }
        }
        return found
    }

    @Test("the phrases are caught, and the product's own words are not")
    func patterns() throws {
        let caught = [
            "Seed 000: a travel log", "001's picker uses 'columns: 2'", "as 004 does", "(002: 0.7)",
            "follows 001:", "(000, 003)", "the contract's shape", "a note on the issue", "see ../design/spec-language.md",
            "https://github.com/formc/formc", "from the blog",
        ]
        for phrase in caught {
            #expect(try !Self.findings(in: [("example", phrase)]).isEmpty, "\(phrase)")
        }
        let kept = [
            "specs/001-popup-pickers.yaml's vehicle-picker uses columns: 2", "more than 10,000 nodes", "alpha 0.004",
            "E400", "W503", "a detent of 140 pt", "line 000-travel", "formc 0.1.0", "seedless", "color: #000;",
        ]
        for phrase in kept {
            #expect(try Self.findings(in: [("example", phrase)]).isEmpty, "\(phrase)")
        }
    }

    @Test("nothing formc prints, writes or documents points outside the product")
    func productSpeaksOfItself() throws {
        let sources = try Self.everythingShown()
        #expect(sources.count > 100, "only \(sources.count) texts collected")
        let found = try Self.findings(in: sources)
        let speaksOfItself = found.isEmpty
        #expect(speaksOfItself, "\(found.count) finding(s), the first:\n\(found.prefix(80).joined(separator: "\n"))")
    }

    // MARK: - What a user reads

    /// The repository's root, without `..` steps (paths formc prints must not have them).
    static let repository = URL(fileURLWithPath: TestPaths.repository).standardized.path

    /// Every text a user reads, named by where it comes from.
    static func everythingShown() throws -> [(name: String, text: String)] {
        var sources: [(name: String, text: String)] = []
        func formc(_ arguments: [String]) {
            let result = CapturingTerminal.run(arguments)
            let name = "formc " + arguments.map { $0.replacingOccurrences(of: repository + "/", with: "") }
                .joined(separator: " ")
            sources.append((name, result.stdout + result.stderr))
        }
        let specs = repository + "/specs"
        // Help: the overview, and each command's.
        formc(["--help"])
        for command in FormcCLI.commands {
            formc([command.name, "--help"])
            #expect(sources.last.map { $0.text.count > 80 } == true, "\(command.name) --help")
        }
        // Every explain page, and what formc says about each page's example.
        formc(["explain"])
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for code in DiagnosticRegistry.formc.codes {
            formc(["explain", code.id])
            guard code.explanation.exampleIsSpec else { continue }
            let example = try tmp.write("examples/\(code.id).yaml", code.explanation.example)
            for format in ["text", "json", "sarif", "github"] { formc(["lint", example, "--format", format]) }
        }
        // The corpora of broken specs, in every format.
        for folder in ["FormcBuildTests/Fixtures/broken", "FormcGenerateTests/Fixtures/schema-broken"].map({ repository + "/Tests/" + $0 }) {
            for format in ["text", "json", "sarif", "github"] { formc(["lint", folder, "--format", format]) }
        }
        // Both schemas, and everything a build of the example specs writes.
        formc(["schema"])
        formc(["schema", specs + "/000-travel-category.yaml"])
        formc(["schema", specs + "/000-travel-category.yaml", "--draft", "07"])
        formc(["devices"])
        let out = tmp.url("out")
        formc(["build", specs, "--out", out])
        for name in try FileManager.default.subpathsOfDirectory(atPath: out).sorted() {
            guard let data = FileManager.default.contents(atPath: out + "/" + name) else { continue }
            sources.append(("build output " + name, String(decoding: data, as: UTF8.self)))
        }
        // The documentation and the example specs.
        for folder in ["docs", "specs"] {
            let path = repository + "/" + folder
            for name in try FileManager.default.subpathsOfDirectory(atPath: path).sorted() {
                guard let data = FileManager.default.contents(atPath: path + "/" + name) else { continue }
                sources.append((folder + "/" + name, String(decoding: data, as: UTF8.self)))
            }
        }
        let readme = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
        sources.append(("README.md", readme))
        return sources
    }
}
