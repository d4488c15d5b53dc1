import FormcBuild
import FormcCore
import FormcGeometry
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// An incremental build renders only the screens whose inputs changed, and leaves exactly the
/// bytes a clean build would: random sequences of edits, renames, deletions, new files, config
/// and option changes, each followed by an incremental build and a clean one, compared file by
/// file, with the screens rendered counted.
@Suite("Incremental build")
struct IncrementalBuildTests {
    @Test("After every random step, the incremental build equals a clean build byte for byte and rendered only the changed screens",
          arguments: [UInt64(1), 2, 3])
    func randomSteps(seed: UInt64) throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var project = IncrementalProject(random: SeededRandom(start: seed))
        for _ in 0..<6 { project.addFile() }
        try project.write(in: tmp)
        var previous = project
        var first = true
        for step in 0..<18 {
            var expectAll = first
            var tampered: Set<String> = []
            let action = first ? "first build" : project.randomStep(in: tmp, tampered: &tampered, expectAll: &expectAll)
            first = false
            try project.write(in: tmp)
            let context = "seed \(seed), step \(step): \(action)"

            let rendered = Counter(), checked = Counter()
            let incremental = project.build(tmp, out: "inc", counting: rendered, checked: checked)
            try? FileManager.default.removeItem(atPath: tmp.url("fresh"))
            let fresh = project.build(tmp, out: "fresh", counting: Counter())
            #expect(incremental.status == .success && fresh.status == .success, "\(context)")
            let inc = Self.tree(tmp, "inc"), clean = Self.tree(tmp, "fresh")
            #expect(inc.keys.sorted() == clean.keys.sorted(), "\(context)")
            for (name, bytes) in clean where inc[name] != bytes {
                Issue.record("\(context): \(name) differs from a clean build")
            }
            Self.expectStampsCurrent(tmp, "inc", context)

            // Counted work: the screens of every file whose bytes changed (all of them when an
            // option, the config or the cache changed), and those whose outputs were tampered with.
            var expected = tampered
            let texts = project.texts, previousTexts = previous.texts
            for (path, text) in texts where expectAll || previousTexts[path] != text || previous.settings != project.settings {
                expected.formUnion(project.screenIDs(in: path))
            }
            #expect(Set(incremental.rendered) == expected, "\(context)")
            #expect(rendered.current == expected.count, "\(context)")
            #expect(incremental.built.count == project.screenCount, "\(context)")
            // Checked again: the screens of files whose bytes changed, of every file when the
            // config or the cache changed; an option that only shapes outputs checks nothing
            // again, and a file with warnings is not checked again either: its findings come
            // from the cache, reported exactly as a build without a cache reports them.
            let checksAll = expectAll || previous.configText != project.configText
            let rechecked = texts.filter { path, text in checksAll || previousTexts[path] != text }
            #expect(checked.current == rechecked.keys.reduce(0) { $0 + project.screenIDs(in: $1).count }, "\(context)")
            #expect(incremental.lint.files.filter { !$0.isFromCache }.map(\.path).sorted() == rechecked.keys.map { tmp.url($0) }.sorted(),
                    "\(context)")
            Self.expectSameReport(incremental, fresh, context)
            #expect(incremental.lint.report.warnings == project.warningCount, "\(context)")

            // Under --strict, a build whose findings all come from the cache fails or succeeds
            // as one without a cache does, with the same report, and checks nothing again.
            let strictChecked = Counter()
            let strict = project.build(tmp, out: "inc", counting: Counter(), checked: strictChecked, strict: true)
            let strictFresh = project.build(tmp, out: "strict-fresh", counting: Counter(), strict: true)
            try? FileManager.default.removeItem(atPath: tmp.url("strict-fresh"))
            #expect(strict.status == strictFresh.status, "\(context), --strict")
            #expect(strict.status == (incremental.lint.report.warnings > 0 ? .specErrors : .success), "\(context), --strict")
            #expect(strictChecked.current == 0 && strict.rendered.isEmpty, "\(context), --strict")
            Self.expectSameReport(strict, strictFresh, context + ", --strict")
            #expect(Self.tree(tmp, "inc") == inc, "\(context), --strict")
            previous = project
        }
    }

    @Test("A config that silences a warning renders again the screens it applies to: their review pages lose it")
    func configChange() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var project = IncrementalProject(random: SeededRandom(start: 3))
        project.files["specs/one.yaml"] = [IncrementalProject.Screen(id: "single", title: "하나", options: 1)]
        project.files["specs/two.yaml"] = [IncrementalProject.Screen(id: "double", title: "둘", options: 2)]
        try project.write(in: tmp)
        #expect(project.build(tmp, out: "inc", counting: Counter()).status == .success)
        #expect(tmp.read("inc/single.review.md")?.contains("W506") == true)
        project.settings.hasConfig = true
        project.settings.silencesSingleOption = true
        try project.write(in: tmp)
        let rendered = Counter()
        let result = project.build(tmp, out: "inc", counting: rendered)
        #expect(Set(result.rendered) == ["single", "double"] && rendered.current == 2)
        #expect(tmp.read("inc/single.review.md")?.contains("W506") == false)
        #expect(project.build(tmp, out: "fresh", counting: Counter()).status == .success)
        #expect(Self.tree(tmp, "inc") == Self.tree(tmp, "fresh"))
    }

    @Test("A build that fails leaves the folder and its cache as they were; the next build renders only what changed")
    func failedBuildKeepsCache() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var project = IncrementalProject(random: SeededRandom(start: 7))
        for i in 1...3 { project.files["specs/s\(i).yaml"] = [IncrementalProject.Screen(id: "screen-\(i)", title: "화면", options: 2)] }
        try project.write(in: tmp)
        #expect(project.build(tmp, out: "inc", counting: Counter()).status == .success)
        let before = Self.tree(tmp, "inc")
        // A second screen with an existing id: E300, nothing written.
        let duplicate = "screen-2"
        try tmp.write("specs/dup.yaml", IncrementalProject.text(of: [IncrementalProject.Screen(id: duplicate, title: "또", options: 2)]))
        let checked = Counter()
        let failed = project.build(tmp, out: "inc", counting: Counter(), checked: checked)
        #expect(failed.status == .specErrors)
        #expect(Self.tree(tmp, "inc") == before)
        // Only the new file was checked; E300 and its note, which points into a file taken from
        // the cache, are those of a build without a cache.
        #expect(checked.current == 1)
        let uncached = project.build(tmp, out: "other", counting: Counter())
        #expect(failed.lint.report.diagnostics.map(\.code.id) == ["E300"])
        #expect(failed.lint.report.diagnostics == uncached.lint.report.diagnostics)
        try FileManager.default.removeItem(atPath: tmp.url("specs/dup.yaml"))
        let rendered = Counter()
        let again = project.build(tmp, out: "inc", counting: rendered)
        #expect(again.status == .success && again.rendered.isEmpty && rendered.current == 0)
        #expect(Self.tree(tmp, "inc") == before)
    }

    @Test("A cache that is cut short, edited or of another format is not trusted: every screen is rendered again")
    func untrustedCache() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var project = IncrementalProject(random: SeededRandom(start: 11))
        for _ in 0..<3 { project.addFile() }
        try project.write(in: tmp)
        #expect(project.build(tmp, out: "inc", counting: Counter()).status == .success)
        let good = try #require(tmp.read("inc/" + OutputNames.manifest))
        #expect(Manifest(parsing: Array(good.utf8)).cache?.screens.count == project.screenCount)
        let lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let screenLine = try #require(lines.firstIndex { $0.hasPrefix("screen ") })
        var edited = lines
        edited[screenLine] = String(edited[screenLine].dropLast()) + "z"
        var versioned = lines
        versioned = versioned.map { $0 == BuildCache.header ? $0.replacingOccurrences(of: "cache 4", with: "cache 9") : $0 }
        let variants = [
            "cut short": lines.filter { !$0.hasPrefix("# end") }.joined(separator: "\n"),
            "a line removed": lines.enumerated().filter { $0.offset != screenLine }.map(\.element).joined(separator: "\n"),
            "an id edited": edited.joined(separator: "\n"),
            "another format": versioned.joined(separator: "\n"),
        ]
        for (what, text) in variants.sorted(by: { $0.key < $1.key }) {
            #expect(Manifest(parsing: Array(text.utf8)).cache == nil, "\(what)")
            try tmp.write("inc/" + OutputNames.manifest, text)
            let rendered = Counter()
            let result = project.build(tmp, out: "inc", counting: rendered)
            #expect(result.status == .success && rendered.current == project.screenCount, "\(what)")
            // The build wrote a good cache again.
            #expect(tmp.readBytes("inc/" + OutputNames.manifest).map(ManifestStamps.masked) == ManifestStamps.masked(Array(good.utf8)),
                    "\(what)")
        }
    }

    @Test("The summary says how many screens were built again, as tsc and cargo do")
    func summary() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var project = IncrementalProject(random: SeededRandom(start: 5))
        for _ in 0..<2 { project.addFile() }
        try project.write(in: tmp)
        let total = project.screenCount
        let first = project.build(tmp, out: "inc", counting: Counter())
        #expect(RunSummary.build(first, seconds: 0.5).hasPrefix("built \(total) screens from 2 files in 0.50 s"))
        let path = try #require(project.files.keys.sorted().first)
        project.files[path]?[0].title += "!"
        try project.write(in: tmp)
        let second = project.build(tmp, out: "inc", counting: Counter())
        let changed = project.screenIDs(in: path).count
        #expect(RunSummary.build(second, seconds: 0.5)
            .hasPrefix("built \(changed) of \(total) screens (\(total - changed) unchanged) from 2 files in 0.50 s"))
    }

    /// The two builds reported the same diagnostics, and the same human report, source lines
    /// included.
    static func expectSameReport(_ incremental: BuildResult, _ fresh: BuildResult, _ context: String) {
        #expect(incremental.lint.report.diagnostics == fresh.lint.report.diagnostics, "\(context)")
        let human = HumanRenderer(color: false)
        #expect(human.render(incremental.lint.report) == human.render(fresh.lint.report), "\(context)")
        #expect(incremental.lint.report.sources.mapValues(\.bytes) == fresh.lint.report.sources.mapValues(\.bytes), "\(context)")
    }

    /// Every file of a folder, hidden ones included: name → bytes (the manifest's stamps
    /// masked: `ManifestStamps`).
    static func tree(_ tmp: TemporaryDirectory, _ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in tmp.list(folder) { files[name] = tmp.readBytes(folder + "/" + name) }
        return ManifestStamps.tree(files)
    }

    /// Every stamp the manifest of `folder` records is the file's stamp now.
    static func expectStampsCurrent(_ tmp: TemporaryDirectory, _ folder: String, _ context: String) {
        let manifest = tmp.readBytes(folder + "/" + OutputNames.manifest) ?? []
        for (field, stamp) in ManifestStamps.recorded(manifest) {
            let path = String(field.dropFirst())
            #expect(PosixFileSystem().stamp(path)?.text == stamp, "\(context): \(path)")
        }
    }
}
