@testable import FormcBuild
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `OutputTable`, the names an output session holds, agrees with a plain dictionary of names:
/// a screen's outputs are one entry under its id, and every name comes back as it went in.
@Suite("Output table")
struct OutputTableTests {
    static let names = [
        "travel.schema.json", "travel.mockup.txt", "travel.review.md", "travel.review.html", "travel.swift",
        "a-very-long-screen-id-for-the-heap.schema.json", "a-very-long-screen-id-for-the-heap.swift", "x.swift.swift",
        ".schema.json", ".swift", "swift", "index.md", "index.html", "formc-spec.schema.json", "FormcSupport.swift",
        ".formc-manifest", ".formc-tmp.12.travel.swift", "notes.txt", "é.review.md", "review.md", "travel.SWIFT",
    ]

    @Test("Random inserts and removals give the names, numbers and count a dictionary gives")
    func agreesWithADictionary() {
        var table = OutputTable(), model: [String: UInt64] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<2_000 {
            let name = Self.names[Int.random(in: 0..<Self.names.count, using: &generator)]
            if Bool.random(using: &generator) {
                table[name] = UInt64(step)
                model[name] = UInt64(step)
            } else {
                #expect(table.removeValue(forKey: name) == model.removeValue(forKey: name))
            }
            #expect(table.count == model.count)
        }
        for name in Self.names { #expect(table[name] == model[name], "\(name)") }
        let entries = table.entries()
        #expect(entries.count == model.count)
        #expect(Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.value) }) == model)
    }

    @Test("A screen's outputs are kept and staged whole, or not at all")
    func wholeScreens() {
        let outputs = OutputNames.screenOutputs("travel")
        let mask = OutputTable.mask(of: OutputNames.screenOutputs("x"))
        #expect(mask.nonzeroBitCount == outputs.count)
        #expect(OutputTable.mask(of: outputs) == mask)
        var table = OutputTable()
        for name in outputs.dropLast() { table[name] = 7 }
        table["index.md"] = 1
        #expect(!table.holdsAll(of: "travel", mask))
        let partial = table.removeAll(of: "travel", mask)
        #expect(!partial && table.count == outputs.count)
        table[outputs[outputs.count - 1]] = 8
        #expect(table.holdsAll(of: "travel", mask))
        let whole = table.removeAll(of: "travel", mask)
        #expect(whole && table.count == 1 && outputs.allSatisfy { !table.contains($0) })
        var staged = OutputTable()
        staged.insertAll(of: "travel", mask)
        staged.insertAll(of: "travel", mask)
        #expect(staged.count == outputs.count && outputs.allSatisfy(staged.contains))
        // The names of one table another does not hold.
        var live = OutputTable()
        for name in outputs + ["index.md", "notes.txt", "other.swift"] { live[name] = 3 }
        staged.insert("index.md")
        #expect(live.entries(skipping: staged).map(\.name).sorted() == ["notes.txt", "other.swift"])
    }

    @Test("A name with a prefix is found among screens' outputs and other names alike")
    func prefixes() {
        var table = OutputTable()
        table["travel.swift"] = 1
        #expect(!table.containsName(withPrefix: OutputNames.temporaryPrefix))
        #expect(table.containsName(withPrefix: "travel.sw") && table.containsName(withPrefix: "tr") && !table.containsName(withPrefix: "x"))
        table[".formc-tmp.12.travel.swift"] = 2
        #expect(table.containsName(withPrefix: OutputNames.temporaryPrefix))
        table.remove(".formc-tmp.12.travel.swift")
        table[".formc-tmp.12.notes"] = 2
        #expect(table.containsName(withPrefix: OutputNames.temporaryPrefix))
    }

    @Test("A session holds an output folder's listing as one entry per screen and per shared name")
    func sessionHoldsScreens() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(12, in: tmp)
        // Three builds, each changing a spec: the second leaves the first's folder beside as the spare.
        for build in 0..<3 {
            _ = try tmp.write("specs/s-000.yaml", (tmp.read("specs/s-000.yaml") ?? "") + "# \(build)\n")
            #expect(StreamingBuildTests.build(tmp, out: "out", batchSize: 4).status == .success)
        }
        let session = try OutputSession(directory: tmp.url("out"))
        defer { session.abandon() }
        let files = tmp.list("out").count
        #expect(files == 12 * OutputNames.screenOutputs("x").count + OutputNames.shared.count + 1)
        for table in [session.liveEntries, session.base.leftovers] {
            #expect(table.count == files)
            #expect(table.entryCount == 12 + OutputNames.shared.count + 1)
        }
    }
}

/// The output folder's listing made while the plan is made (`FolderListing`) is the one the
/// session and the up-to-date check use: the folder is listed once a build, and a listing of a
/// folder swapped for another since is not used.
@Suite("Output folder listed ahead")
struct FolderListingTests {
    @Test("A rebuild lists its output folder once, whether it writes or finds the folder up to date")
    func listedOnce() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(6, in: tmp)
        #expect(StreamingBuildTests.build(tmp, out: "out", batchSize: 4).status == .success)
        let out = tmp.url("out")
        for change in [true, false] {
            if change { _ = try tmp.write("specs/s-000.yaml", (tmp.read("specs/s-000.yaml") ?? "") + "# changed\n") }
            let fileSystem = CallCountingFileSystem()
            let result = StreamingBuildTests.build(tmp, out: "out", batchSize: 4, fileSystem: fileSystem)
            #expect(result.status == .success && result.rendered == (change ? ["s-000"] : []))
            #expect(fileSystem.log.counts { $0 == out }[.list] == 1, "changed: \(change)")
        }
    }

    @Test("A folder's entries are handed on one at a time, each once, with what the listing says of it")
    func entriesOneAtATime() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for index in 0..<40 { _ = try tmp.write("out/s\(index).schema.json", "{}\n") }
        try tmp.makeDirectory("out/folder")
        try FileManager.default.createSymbolicLink(atPath: tmp.url("out/link"), withDestinationPath: "s0.schema.json")
        let fileSystem = PosixFileSystem()
        var handed: [DirectoryEntry] = []
        try fileSystem.forEachEntry(ofDirectory: tmp.url("out")) { handed.append($0) }
        #expect(handed.count == 42 && Set(handed.map(\.name)).count == 42)
        let listed = try fileSystem.entriesOfDirectory(tmp.url("out"))
        #expect(handed.map(\.name).sorted() == listed.map(\.name).sorted())
        for entry in handed {
            let status = try #require(fileSystem.statusIfPresent(tmp.url("out/" + entry.name), followingLinks: false))
            #expect(entry.kind == nil || (entry.kind == status.kind && entry.inode == status.inode), "\(entry.name)")
        }
        #expect(throws: FileSystemError.self) { try fileSystem.forEachEntry(ofDirectory: tmp.url("missing")) { _ in } }
    }

    @Test("A listing is used only for the folder it was made of")
    func sameFolderOnly() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        _ = try tmp.write("out/a.schema.json", "{}\n")
        let fileSystem = PosixFileSystem()
        let listing = try #require(FolderListing.of(tmp.url("out"), fileSystem))
        let status = fileSystem.statusIfPresent(tmp.url("out"))
        #expect((try? listing.entries(of: tmp.url("out"), status: status)?.get())?.contains("a.schema.json") == true)
        #expect(listing.entries(of: tmp.url("other"), status: status) == nil)
        // Another folder in its place (as a build swaps one in): not the same listing.
        try fileSystem.rename(tmp.url("out"), to: tmp.url("old"))
        try tmp.makeDirectory("out")
        #expect(listing.entries(of: tmp.url("out"), status: fileSystem.statusIfPresent(tmp.url("out"))) == nil)
        #expect(FolderListing.of(tmp.url("missing"), fileSystem) == nil)
    }
}
