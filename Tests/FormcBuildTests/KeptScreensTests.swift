@testable import FormcBuild
import FormcCore
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// A build renders the screens its check decoded when all of them fit in a budget of memory
/// (`KeptScreens`), and reads every file again otherwise, as before. Counted work: the times
/// each spec file is loaded; and the outputs are the same byte for byte either way.
@Suite("Build: screens kept from the check")
struct KeptScreensTests {
    /// Loads of each path, through the stages' load.
    final class Loads: Sendable {
        private let counts = Mutex<[String: Int]>([:])
        func note(_ path: String) { counts.withLock { $0[path, default: 0] += 1 } }
        var all: [String: Int] { counts.withLock { $0 } }
    }

    static func build(_ tmp: TemporaryDirectory, out: String, budget: Int, loads: Loads) -> BuildResult {
        var stages = Stages.standard
        let load = stages.loadEach
        stages.loadEach = { path, each in
            loads.note(path)
            return load(path, each)
        }
        var pipeline = BuildPipeline(lint: LintPipeline(stages: stages), renderers: .standard, batchSize: 4)
        pipeline.screenBudget = budget
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url(out))
        let configured = pipeline
        return BlockingRunner.run { await configured.run(options) }
    }

    static func tree(_ tmp: TemporaryDirectory, _ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in tmp.list(folder) where name != OutputNames.manifest { files[name] = tmp.readBytes(folder + "/" + name) }
        return files
    }

    @Test("Screens that all fit are rendered from the check's reading; when one does not fit, every file is read again")
    func allOrNothing() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(9, in: tmp)
        let fits = Loads()
        #expect(Self.build(tmp, out: "fits", budget: KeptScreens.defaultBudget, loads: fits).status == .success)
        #expect(fits.all.count == 9 && fits.all.values.allSatisfy { $0 == 1 }, "\(fits.all)")

        let none = Loads()
        #expect(Self.build(tmp, out: "none", budget: 0, loads: none).status == .success)
        #expect(none.all.count == 9 && none.all.values.allSatisfy { $0 == 2 }, "\(none.all)")

        // Room for some of the screens only: none is kept, none is held on top of the build.
        let oneScreen = try #require(Stages.standard.check(path: tmp.url("specs/s-000.yaml")) { $0.screen }.1.first)
        let some = Loads()
        #expect(Self.build(tmp, out: "some", budget: 4 * KeptScreens.cost(of: oneScreen), loads: some).status == .success)
        #expect(some.all.count == 9 && some.all.values.allSatisfy { $0 == 2 }, "\(some.all)")

        let reference = Self.tree(tmp, "none")
        #expect(reference.count == 9 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
        let same = Self.tree(tmp, "fits") == reference && Self.tree(tmp, "some") == reference
        #expect(same)
    }

    @Test("The documents of one file, across batches, are rendered from the check's reading as they are from the file")
    func documentsAcrossBatches() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(7, in: tmp, folder: "parts")
        let documents = try (0..<7).map { index in try #require(tmp.read("parts/s-00\(index).yaml")) }
        try tmp.write("specs/many.yaml", documents.joined(separator: "---\n"))
        try tmp.write("specs/one.yaml", documents[0].replacingOccurrences(of: "s-000", with: "solo"))
        let kept = Loads(), read = Loads()
        #expect(Self.build(tmp, out: "kept", budget: KeptScreens.defaultBudget, loads: kept).status == .success)
        #expect(Self.build(tmp, out: "read", budget: 0, loads: read).status == .success)
        #expect(kept.all.count == 2 && kept.all.values.allSatisfy { $0 == 1 }, "\(kept.all)")
        // Read again: each file once for its batches (the last file of a batch is carried to the next).
        #expect(read.all[tmp.url("specs/many.yaml")] == 2 && read.all[tmp.url("specs/one.yaml")] == 2, "\(read.all)")
        let reference = Self.tree(tmp, "read")
        #expect(reference.count == 8 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
        let same = Self.tree(tmp, "kept") == reference
        #expect(same)
    }

    @Test("A kept screen is given once; a screen with an error is not kept; past the budget nothing is")
    func offerAndTake() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(3, in: tmp)
        let screens = try (0..<3).map { index in
            try #require(Stages.standard.check(path: tmp.url("specs/s-00\(index).yaml")) { $0.screen }.1.first)
        }
        let cost = KeptScreens.cost(of: screens[0])
        #expect(cost > 1000)
        let kept = KeptScreens(budget: 2 * cost + cost / 2)
        let error = Diagnostic(.E201, "x", file: screens[0].file, range: nil)
        #expect(!kept.offer(screens[0], diagnostics: [error]) && kept.count == 0)
        #expect(kept.offer(screens[0], diagnostics: []) && kept.offer(screens[1], diagnostics: []) && kept.count == 2)
        #expect(kept.take(file: screens[0].file, documentIndex: 0)?.id.value == "s-000")
        #expect(kept.take(file: screens[0].file, documentIndex: 0) == nil && kept.count == 1)
        // The third does not fit: every screen is let go of, and none is kept after.
        #expect(!kept.offer(screens[2], diagnostics: []) && kept.count == 0)
        #expect(kept.take(file: screens[1].file, documentIndex: 0) == nil)
        #expect(!kept.offer(screens[0], diagnostics: []) && kept.count == 0)
    }
}
