import FormcCore
import FormcProject
import FormcTestSupport

/// A project whose file-system work is counted, for the tests that compare a run's statuses
/// with the files it finds (CountedFileWorkTests, DiscoveringRunTests): `folders` folders of
/// `files` specs under `specs/`, a `.formc.yaml` at `specs/`, and the resolver and discovery a
/// run over it uses, on a file system that counts the statuses asked for — of config
/// candidates, and of everything else.
struct CountedProject {
    let tmp: TemporaryDirectory
    let configs: Counter
    let others: Counter
    let resolver: ConfigResolver
    let discovery: InputDiscovery

    init(folders: Int, files: Int) throws {
        tmp = try Self.tree(folders: folders, files: files)
        try tmp.write("specs/.formc.yaml", "rules: { W506: off }\n")
        let (fileSystem, configs, others) = Self.counting()
        self.configs = configs
        self.others = others
        let resolver = ConfigResolver(fileSystem: fileSystem)
        self.resolver = resolver
        discovery = InputDiscovery(fileSystem: fileSystem, isExcluded: { resolver.excludes($0) })
    }

    /// The folder a run is given.
    var specs: String { tmp.url("specs") }

    /// The statuses asked for so far.
    var counts: (configs: Int, others: Int) { (configs.current, others.current) }

    func remove() { tmp.remove() }

    /// `folders` folders of `files` specs each, and a note that is no spec in each.
    static func tree(folders: Int, files: Int) throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        for folder in 0..<folders {
            try tmp.write("specs/f\(folder)/notes.txt", "not a spec\n")
            for file in 0..<files {
                try tmp.write("specs/f\(folder)/s\(file).yaml", "formc: 1\nscreen: s\(folder)-\(file)\n")
            }
        }
        return tmp
    }

    /// The real file system, counting the statuses asked for: of configs looked up, and of
    /// everything else.
    static func counting() -> (fileSystem: RecordingFileSystem, configs: Counter, others: Counter) {
        let configs = Counter(), others = Counter()
        var fileSystem = RecordingFileSystem()
        fileSystem.onStatus = { path in
            if path.hasSuffix("/" + ConfigLoader.fileName) { configs.increment() } else { others.increment() }
        }
        return (fileSystem, configs, others)
    }
}
