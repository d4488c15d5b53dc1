import FormcBuild
import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `formc build` over a copy of `specs/`: golden outputs, determinism, partial builds, `--clean`.
@Suite("Build end to end")
struct BuildEndToEndTests {
    static let screens = ["animal-picker", "interests", "my-place", "touch-block-panel", "touch-pass-panel",
                          "travel-category", "vehicle-picker"]

    @Test("specs/ builds every output, and each is the golden one")
    func golden() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let result = fixture.build()
        #expect(result.code == .success, Comment(rawValue: result.stderr))
        #expect(result.stdout.isEmpty)
        let suffixes = [".mockup.txt", ".schema.json", ".review.md", ".review.html", ".swift"]
        let shared = [".formc-manifest", "formc-spec.schema.json", "index.md", "index.html", "review.html", "FormcSupport.swift"]
        let expected: [String] = Self.screens.flatMap { screen in suffixes.map { screen + $0 } } + shared
        #expect(fixture.tmp.list("out") == expected.sorted())
        for (name, bytes) in fixture.outputs().sorted(by: { $0.key < $1.key }) {
            if name.hasSuffix(".swift") {
                // The Swift is the committed reference sources, apart from the spec's path in the header.
                let text = replacing(fixture.specs + "/", with: "specs/", in: String(decoding: bytes, as: UTF8.self))
                #expect(text == (try? String(contentsOfFile: TestPaths.swiftReferences + "/" + name, encoding: .utf8)), "\(name)")
                continue
            }
            // Paths in the printout are as given on the command line: make them machine-independent.
            var text = replacing(fixture.tmp.path, with: "<tmp>", in: String(decoding: bytes, as: UTF8.self))
            // The build cache's keys hash the paths and formc's executable: only their form is golden.
            if name == OutputNames.manifest { text = Self.maskingKeys(text) }
            expectSnapshot(text, named: name == ".formc-manifest" ? "formc-manifest" : name, suite: "Build/specs")
        }
    }

    /// A manifest with each cache key, content hash and the checksum replaced by `<key>`, and
    /// each spec's stamp (its size, inode and times: `FileStamp`) by `<stamp>`.
    static func maskingKeys(_ manifest: String) -> String {
        manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("contents ") { return "contents <key>" }
            if line.hasPrefix("screen ") { return "screen <key> " + (line.split(separator: " ").last ?? "") }
            if line.hasPrefix("# end ") { return "# end <key>" }
            if line.hasPrefix("file ") { return "file <key> <key> <stamp> " + (line.split(separator: " ").last ?? "") }
            return String(line)
        }.joined(separator: "\n")
    }

    @Test("--emit writes only the kinds it names, and the spec-language schema")
    func emitChoosesOutputs() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let result = fixture.build(["--emit", "swift,schema"])
        #expect(result.code == .success, Comment(rawValue: result.stderr))
        let suffixes = [".schema.json", ".swift"]
        let shared = [".formc-manifest", "formc-spec.schema.json", "FormcSupport.swift"]
        let expected: [String] = Self.screens.flatMap { screen in suffixes.map { screen + $0 } } + shared
        #expect(fixture.tmp.list("out") == expected.sorted())
        let unknown = fixture.build(["--emit", "swfit"])
        #expect(unknown.code == .usage)
        #expect(unknown.stderr.contains("unknown kind 'swfit'; did you mean 'swift'?"))
    }

    @Test("The summary line counts screens, files and problems")
    func summary() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let result = fixture.build()
        let line = result.stderr
        #expect(line.hasPrefix("built 7 screens from 5 files in "))
        #expect(line.hasSuffix(" s · no problems\n"))
        #expect(line.split(separator: "\n").count == 1)
    }

    @Test("Two builds of the same specs are byte-identical, whatever the order of paths or the width")
    func deterministic() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let files = try FileManager.default.contentsOfDirectory(atPath: fixture.specs).sorted().map { fixture.specs + "/" + $0 }
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard)
        let narrow = BuildOptions(paths: files, outputDirectory: fixture.tmp.url("narrow"))
        let wide = BuildOptions(paths: files.reversed(), outputDirectory: fixture.tmp.url("wide"))
        _ = BlockingRunner.run(width: 1) { await pipeline.run(narrow) }
        _ = BlockingRunner.run(width: 8) { await pipeline.run(wide) }
        let names = fixture.tmp.list("narrow")
        #expect(names.count == 7 * OutputNames.screenOutputs("x").count + OutputNames.shared.count + 1)
        #expect(names == fixture.tmp.list("wide"))
        for name in names {
            #expect(fixture.tmp.readBytes("narrow/" + name) == fixture.tmp.readBytes("wide/" + name), "\(name) differs")
        }
    }

    @Test("A second build over unchanged specs rewrites nothing")
    func unchangedOutputsAreLeftAlone() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard)
        let options = BuildOptions(paths: [fixture.specs], outputDirectory: fixture.out)
        let again = BlockingRunner.run { await pipeline.run(options) }
        #expect(again.write.written.isEmpty)
        #expect(again.write.unchanged.count == 7 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
        #expect(fixture.outputs() == before)
    }

    @Test("A broken spec: exit 1, and nothing is written: every earlier output, index.md included, stays as it was")
    func brokenSpecKeepsEarlierOutputs() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        #expect(before["index.md"] != nil && before["interests.schema.json"] != nil)

        try fixture.edit("003-interests.yaml") { $0.replacingOccurrences(of: "    align: leading\n", with: "    align: leading\n    initial: [개발, 데이타]\n") }
        // A valid edit elsewhere is not written either: the outputs describe one set of specs that built.
        try fixture.edit("000-travel-category.yaml") { $0.replacingOccurrences(of: "The category of a travel log entry.", with: "Changed.") }
        let result = fixture.build()
        #expect(result.code == .specErrors)
        #expect(result.stdout.contains("error[E312]"))
        #expect(result.stderr.hasPrefix("build failed: 7 screens in 5 files checked in "))
        #expect(result.stderr.hasSuffix(" · 1 error · nothing written\n"))
        #expect(fixture.outputs() == before)

        // Fixed, the next build writes both changes.
        try fixture.edit("003-interests.yaml") { $0.replacingOccurrences(of: "initial: [개발, 데이타]", with: "initial: [개발, 데이터]") }
        #expect(fixture.build().code == .success)
        #expect(fixture.output("travel-category.schema.json")?.contains("\"description\": \"Changed.\"") == true)
    }

    @Test("Under --strict a warning fails the build, and nothing is written")
    func strictWarningWritesNothing() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        try fixture.edit("000-travel-category.yaml") { $0.replacingOccurrences(of: "title: 반려동물 🐶", with: "title: no") }
        let warned = fixture.build(["--strict"])
        #expect(warned.code == .specErrors)
        #expect(warned.stdout.contains("warning["))
        #expect(fixture.outputs().isEmpty)
        #expect(fixture.build().code == .success)
    }

    @Test("--clean removes the outputs of a screen that no longer exists, and nothing formc did not write")
    func clean() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        try FileManager.default.removeItem(atPath: fixture.specs + "/003-interests.yaml")
        try fixture.tmp.write("out/notes.schema.json", "mine\n")

        // Without --clean the outputs of a screen not in this run are not touched.
        #expect(fixture.build().code == .success)
        #expect(fixture.output("interests.schema.json") != nil)

        let cleaned = fixture.build(["--clean"])
        #expect(cleaned.code == .success)
        #expect(fixture.output("interests.schema.json") == nil)
        #expect(fixture.output("interests.mockup.txt") == nil)
        #expect(fixture.output("notes.schema.json") == "mine\n")
        #expect(fixture.output(".formc-manifest")?.contains("interests") == false)
        #expect(fixture.output("travel-category.schema.json") != nil)
    }

    @Test("--clean removes nothing while some input cannot be read: its screens may still exist")
    func cleanWithUnreadableInput() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        try fixture.edit("003-interests.yaml") { $0 + "\n  - broken: [\n" }
        let before = fixture.outputs()
        let result = fixture.build(["--clean"])
        #expect(result.code == .specErrors)
        #expect(result.stderr.contains("nothing written"))
        #expect(fixture.outputs() == before)
    }

    @Test("Two screens with one id: neither is built, both are reported")
    func duplicateScreens() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        try fixture.tmp.write("specs/zz-copy.yaml", try String(contentsOfFile: fixture.specs + "/004-my-place.yaml", encoding: .utf8))
        let result = fixture.build()
        #expect(result.code == .specErrors)
        #expect(result.stdout.contains("error[E300]"))
        #expect(fixture.outputs().isEmpty)
    }

    @Test("--draft 07 and several devices reach the outputs")
    func draftAndDevices() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        let result = fixture.build(["--draft", "07", "--device", "iphone-se", "--device", "iphone-15-landscape"])
        #expect(result.code == .success)
        #expect(fixture.output("interests.schema.json")?.contains("\"$schema\": \"http://json-schema.org/draft-07/schema#\"") == true)
        let mockup = try #require(fixture.output("my-place.mockup.txt"))
        #expect(mockup.contains("iphone-se") && mockup.contains("iphone-15-landscape"))
        #expect(!mockup.contains("· iphone-15 ·"))
        #expect(fixture.output("index.md")?.contains("mockups on `iphone-se`, `iphone-15-landscape`") == true)
    }
}
