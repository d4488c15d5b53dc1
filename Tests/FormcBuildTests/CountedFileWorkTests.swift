import FormcBuild
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// The file-system work of a run, counted: a run asks the status of each folder, not of each
/// file (the listing's `d_type` says what a file is), and asks the config of each file again
/// without a `stat`. Found files are the same as a walk that examines every entry finds.
@Suite("Counted file-system work")
struct CountedFileWorkTests {
    /// The real file system listing names only, as a file system without `d_type` does: every
    /// entry is examined with a `stat`, the walk as it was.
    struct NamesOnly: ForwardingFileSystem {
        var base = PosixFileSystem()
        /// The names, nothing else: what `FileSystem`'s default listing gives.
        func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
            try contentsOfDirectory(path).map { DirectoryEntry(name: $0) }
        }
    }

    @Test("Discovery examines the folders, not the files, and finds what a walk examining every entry finds")
    func discoveryStatusesPerFolder() throws {
        let tmp = try CountedProject.tree(folders: 3, files: 20)
        defer { tmp.remove() }
        let (fileSystem, _, others) = CountedProject.counting()
        let found = InputDiscovery(fileSystem: fileSystem).discover([tmp.url("specs")])
        #expect(found.files.count == 60)
        #expect(found == InputDiscovery(fileSystem: NamesOnly()).discover([tmp.url("specs")]))
        // `specs` and its three folders.
        #expect(others.current == 4)
    }

    @Test("Hard links and a link to a file keep one path per file, as a walk examining every entry does")
    func linksStillFoundOnce() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a/one.yaml", "formc: 1\n")
        try tmp.write("specs/b/two.yaml", "formc: 1\n")
        try FileManager.default.linkItem(atPath: tmp.url("specs/a/one.yaml"), toPath: tmp.url("specs/b/hard.yaml"))
        try tmp.symlink("specs/b/soft.yaml", to: "../b/two.yaml")
        let (fileSystem, _, _) = CountedProject.counting()
        let found = InputDiscovery(fileSystem: fileSystem).discover([tmp.url("specs")])
        #expect(found.files == [tmp.url("specs/a/one.yaml"), tmp.url("specs/b/soft.yaml")])
        #expect(found == InputDiscovery(fileSystem: NamesOnly()).discover([tmp.url("specs")]))
        let named = InputDiscovery(fileSystem: fileSystem).discover([tmp.url("specs"), tmp.url("specs/b/hard.yaml")])
        #expect(named.files == [tmp.url("specs/a/one.yaml"), tmp.url("specs/b/soft.yaml")])
        // Hard links alone (no link to follow, no file named): the two listed names are one file.
        try tmp.write("hard/x.yaml", "formc: 1\n")
        try FileManager.default.linkItem(atPath: tmp.url("hard/x.yaml"), toPath: tmp.url("hard/y.yaml"))
        #expect(InputDiscovery(fileSystem: fileSystem).discover([tmp.url("hard")]).files == [tmp.url("hard/x.yaml")])
    }

    @Test("A run examines each folder once and each config candidate once, however many files")
    func runStatusesDoNotGrowWithFiles() async throws {
        var counts: [(configs: Int, others: Int)] = []
        for files in [5, 20] {
            let project = try CountedProject(folders: 3, files: files)
            defer { project.remove() }
            let inputs = project.discovery.discover([project.specs])
            project.resolver.load(forFiles: inputs.files)
            let run = await LintPipeline(stages: .configured(by: project.resolver), discovery: project.discovery).run(inputs: inputs)
            #expect(run.report.files == 3 * files)
            counts.append(project.counts)
        }
        // `specs` and its three folders; `.formc.yaml` looked for in the three folders and
        // found in `specs`.
        #expect(counts.map(\.others) == [4, 4])
        #expect(counts.map(\.configs) == [4, 4])
    }

    @Test("The resolver answers a file asked about again without a stat")
    func resolverRemembersPaths() throws {
        let tmp = try CountedProject.tree(folders: 1, files: 10)
        defer { tmp.remove() }
        let (fileSystem, _, others) = CountedProject.counting()
        let resolver = ConfigResolver(fileSystem: fileSystem)
        let files = (0..<10).map { tmp.url("specs/f0/s\($0).yaml") }
        for _ in 0..<5 {
            for file in files { _ = resolver.config(for: file) }
        }
        // Whether each path is a folder, asked once.
        #expect(others.current == 10)
        #expect(resolver.config(for: tmp.url("specs/f0")) == resolver.config(for: files[0]))
    }
}
