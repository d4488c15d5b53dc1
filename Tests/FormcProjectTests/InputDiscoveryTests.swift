import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding spec files: sorted, recursive, `.yaml`/`.yml` only, loops and unreadable entries
/// reported as E100 without stopping the run.
@Suite("Input discovery")
struct InputDiscoveryTests {
    @Test("Directories are searched recursively; the result is sorted and holds only spec files")
    func recursiveAndSorted() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for name in ["specs/b.yaml", "specs/a.yml", "specs/sub/c.yaml", "specs/sub/deeper/d.yaml", "specs/notes.txt",
                     "specs/README.md", "specs/.hidden.yaml", "specs/.git/e.yaml", "specs/z.yaml.bak"] {
            try tmp.write(name, "formc: 1\n")
        }
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == ["specs/a.yml", "specs/b.yaml", "specs/sub/c.yaml", "specs/sub/deeper/d.yaml"].map(tmp.url))
        #expect(found.diagnostics.isEmpty)
    }

    @Test("The order of the paths given does not matter, and a file named twice is read once")
    func orderIndependent() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("x/b.yaml", "")
        try tmp.write("x/a.yaml", "")
        try tmp.write("y/c.yaml", "")
        let one = InputDiscovery().discover([tmp.url("y"), tmp.url("x"), tmp.url("x/a.yaml")])
        let two = InputDiscovery().discover([tmp.url("x/a.yaml"), tmp.url("x"), tmp.url("y")])
        #expect(one == two)
        #expect(one.files == [tmp.url("x/a.yaml"), tmp.url("x/b.yaml"), tmp.url("y/c.yaml")])
    }

    @Test("A file named on the command line is read whatever its extension")
    func explicitFile() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let path = try tmp.write("screen.spec", "formc: 1\n")
        #expect(InputDiscovery().discover([path]).files == [path])
    }

    @Test("A directory named x.yaml is searched, not read as a file")
    func directoryNamedYAML() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/x.yaml/inner.yaml", "")
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/x.yaml/inner.yaml")])
        #expect(found.diagnostics.isEmpty)
        #expect(InputDiscovery().discover([tmp.url("specs/x.yaml")]).files == [tmp.url("specs/x.yaml/inner.yaml")])
    }

    @Test("A symlink loop is reported as E100 and not followed; the other files are still found")
    func symlinkLoop() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", "")
        try tmp.write("specs/sub/b.yaml", "")
        try tmp.symlink("specs/sub/loop", to: "..")
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/a.yaml"), tmp.url("specs/sub/b.yaml")])
        #expect(found.diagnostics.count == 1)
        let loop = try #require(found.diagnostics.first)
        #expect(loop.code == .E100)
        #expect(loop.file == tmp.url("specs/sub/loop"))
        #expect(loop.message.contains("symbolic link loop"))
        #expect(loop.message.contains("leads back to '\(tmp.url("specs"))'"))
    }

    @Test("A link cycle (a → b → a) and a broken link named like a spec are E100")
    func brokenLinks() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/ok.yaml", "")
        try tmp.symlink("specs/cycle-a.yaml", to: "cycle-b.yaml")
        try tmp.symlink("specs/cycle-b.yaml", to: "cycle-a.yaml")
        try tmp.symlink("specs/gone.yaml", to: "nowhere.yaml")
        try tmp.symlink("specs/stale-link", to: "nowhere")  // not a spec name: not worth a word
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/ok.yaml")])
        #expect(found.diagnostics.map(\.file) == ["specs/cycle-a.yaml", "specs/cycle-b.yaml", "specs/gone.yaml"].map(tmp.url))
        #expect(found.diagnostics.allSatisfy { $0.code == .E100 && $0.range?.start == FormcCore.SourceLocation(line: 1, column: 1, offset: 0) })
        #expect(found.diagnostics[2].message.hasSuffix("it is a broken symbolic link"))
    }

    @Test("Two links to one folder: its files are found once, under the first path")
    func diamond() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("common/s.yaml", "")
        try tmp.symlink("specs-a", to: "common")
        try tmp.makeDirectory("specs")
        try tmp.symlink("specs/one", to: "../common")
        try tmp.symlink("specs/two", to: "../common")
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/one/s.yaml")])
        #expect(found.diagnostics.isEmpty)
    }

    @Test("An unreadable folder is E100 and the rest is still searched")
    func unreadableDirectory() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a/one.yaml", "")
        try tmp.write("specs/b/two.yaml", "")
        let fileSystem = FaultyFileSystem(unreadableDirectories: [tmp.url("specs/a")])
        let found = InputDiscovery(fileSystem: fileSystem).discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/b/two.yaml")])
        #expect(found.diagnostics.map(\.code) == [.E100])
        #expect(found.diagnostics.first?.message == "cannot read directory '\(tmp.url("specs/a"))': Permission denied")
    }

    @Test("An unreadable file is E100 from the loader and does not stop the run",
          .enabled(if: geteuid() != 0, "root reads every file"))
    func unreadableFile() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", "formc: 1\n")
        let locked = try tmp.write("specs/locked.yaml", "formc: 1\n")
        chmod(locked, 0)
        let run = lint([tmp.url("specs")])
        #expect(run.report.files == 2)
        #expect(run.report.diagnostics.contains { $0.code == .E100 && $0.file == locked && $0.message.contains("Permission denied") })
    }

    @Test("A path that does not exist is E100 with help; the default path says how to name others")
    func missingPaths() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let found = InputDiscovery().discover([tmp.url("nope")])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics.map(\.message) == ["cannot read '\(tmp.url("nope"))': No such file or directory"])
        #expect(InputDiscovery.defaultPath == "specs")
    }

    @Test("A FIFO named like a spec is reported, never opened (it would block)")
    func fifo() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", "")
        #expect(mkfifo(tmp.url("specs/pipe.yaml"), 0o644) == 0)
        let found = InputDiscovery().discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/a.yaml")])
        #expect(found.diagnostics.map(\.message) == ["cannot read '\(tmp.url("specs/pipe.yaml"))': it is not a regular file"])
        #expect(found.diagnostics.first?.help?.hasPrefix("a FIFO, socket or device is never read as a spec") == true)
        #expect(found.diagnostics.first?.range?.start == SourceLocation(line: 1, column: 1, offset: 0))
    }

    @Test("Paths the walk meets out of order (a folder b before b.yaml) come out sorted; hard links once")
    func walkOrderSorted() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for name in ["x/b/c.yaml", "x/b.yaml", "x/b-c.yaml", "x/a.yaml", "x/화면.yaml"] { try tmp.write(name, "formc: 1\n") }
        let found = InputDiscovery().discover([tmp.url("x")])
        #expect(found.files == ["x/a.yaml", "x/b-c.yaml", "x/b.yaml", "x/b/c.yaml", "x/화면.yaml"].map(tmp.url))
        #expect(found.files == found.files.sorted())
        // A folder named with a slash at its end: its entries' paths are `Paths.join`'s.
        let slashed = InputDiscovery().discover([tmp.url("x") + "/"])
        #expect(slashed.files == found.files.map { Paths.join(tmp.url("x") + "/", String($0.dropFirst(tmp.url("x/").count))) })
        #expect(slashed.files.first == tmp.url("x/a.yaml"))
    }

    @Test("A folder whose config excludes nothing is asked about once, not each of its entries")
    func excludeAskedPerFolder() throws {
        var counts: [(folders: Int, entries: Int)] = []
        for files in [4, 16] {
            let tmp = try TemporaryDirectory()
            defer { tmp.remove() }
            for index in 0..<files {
                try tmp.write("specs/plain/s\(index).yaml", "formc: 1\n")
                try tmp.write("specs/some/s\(index).yaml", "formc: 1\n")
            }
            try tmp.write("specs/some/drafts/d.yaml", "formc: 1\n")
            try tmp.write("specs/some/.formc.yaml", "exclude: [drafts]\n")
            let folders = Mutex(0), entries = Mutex(0)
            let resolver = ConfigResolver()
            let asking = InputDiscovery(isExcluded: { entries.withLock { $0 += 1 }; return resolver.excludes($0) },
                                        mayExclude: { folders.withLock { $0 += 1 }; return resolver.excludesAny(inFolder: $0) })
            let found = asking.discover([tmp.url("specs")])
            // The same files as asking about every entry: `drafts` is left out.
            #expect(found == InputDiscovery(isExcluded: { ConfigResolver().excludes($0) }).discover([tmp.url("specs")]))
            #expect(found.files.count == 2 * files)
            counts.append((folders.withLock { $0 }, entries.withLock { $0 }))
        }
        // specs, plain and some asked once each; only the entries of `some` (its specs and
        // `drafts`) one by one.
        #expect(counts.map(\.folders) == [3, 3])
        #expect(counts.map(\.entries) == [5, 17])
    }
}
