import FormcBuild
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation

/// A project of small specs that `IncrementalBuildTests` changes at random: files of one or two
/// screens (some with a single-option choice, W506, some with an ignore comment for it, W509
/// where it silences nothing), a `.formc.yaml`, and the build's options.
struct IncrementalProject {
    struct Screen: Hashable {
        var id: String
        var title: String
        var options: Int
        /// `# formc: ignore[W506]` on the options' line.
        var ignores = false
    }

    /// The options a step may change.
    struct Settings: Hashable {
        var devices = [Device.iphone15]
        var draft = ResultSchema.Draft.draft2020_12
        var emit = OutputKind.defaultSet
        /// `rules: {W506: off}` in the config.
        var silencesSingleOption = false
        /// Whether `.formc.yaml` exists.
        var hasConfig = false
    }

    var random: SeededRandom
    /// Spec path (relative to the folder) → its screens.
    var files: [String: [Screen]] = [:]
    var settings = Settings()
    private var nextID = 0

    init(random: SeededRandom) {
        self.random = random
    }

    var texts: [String: String] { files.mapValues(Self.text(of:)) }
    var screenCount: Int { files.values.reduce(0) { $0 + $1.count } }
    func screenIDs(in path: String) -> [String] { files[path]?.map(\.id) ?? [] }

    static func text(of screens: [Screen]) -> String {
        screens.map { screen in
            let options = (1...screen.options).map { "선택 \($0)" }.joined(separator: ", ")
            return """
                formc: 1
                screen: \(screen.id)
                title: "\(screen.title)"
                fields:
                  - id: pick
                    type: choice
                    commit: on-select
                    options: [\(options)]\(screen.ignores ? "  # formc: ignore[W506]" : "")

                """
        }.joined(separator: "---\n")
    }

    mutating func newScreen() -> Screen {
        nextID += 1
        return Screen(id: "screen-\(nextID)", title: "화면 \(nextID)", options: 1 + random.next(below: 4))
    }

    mutating func addFile() {
        let screens = (0...random.next(below: 2)).map { _ in newScreen() }
        let folder = random.next(below: 3) == 0 ? "specs/more/" : "specs/"
        files[folder + screens[0].id + ".yaml"] = screens
    }

    /// One random change; says what it did. Changes to the output folder itself add the screens
    /// they force to be rendered to `tampered`; a change that affects every screen sets `expectAll`.
    mutating func randomStep(in tmp: TemporaryDirectory, tampered: inout Set<String>, expectAll: inout Bool) -> String {
        let paths = files.keys.sorted()
        let path = paths[random.next(below: paths.count)]
        switch random.next(below: 10) {
        case 0, 1:
            let index = random.next(below: files[path]?.count ?? 1)
            files[path]?[index].title += "·"
            return "edited a title in \(path)"
        case 2:
            let index = random.next(below: files[path]?.count ?? 1)
            if random.next(below: 2) == 0 {
                files[path]?[index].ignores.toggle()
                return "toggled an ignore comment in \(path)"
            }
            files[path]?[index].options = 1 + random.next(below: 4)
            return "changed the options in \(path)"
        case 3:
            let screens = files.removeValue(forKey: path) ?? []
            files[(path.hasPrefix("specs/more/") ? "specs/" : "specs/more/") + "renamed-\(nextID)-" + (path.split(separator: "/").last ?? "")] = screens
            nextID += 1
            return "renamed \(path)"
        case 4:
            guard files.count > 2 else { fallthrough }
            files.removeValue(forKey: path)
            return "deleted \(path)"
        case 5:
            addFile()
            return "added a file"
        case 6:
            if random.next(below: 2) == 0 {
                settings.hasConfig.toggle()
            } else {
                settings.hasConfig = true
                settings.silencesSingleOption.toggle()
            }
            return "changed the config"
        case 7:
            switch random.next(below: 3) {
            case 0: settings.devices = settings.devices.count == 1 ? [.iphoneSE, .iphone15] : [.iphone15]
            case 1: settings.draft = settings.draft == .draft07 ? .draft2020_12 : .draft07
            default: settings.emit = settings.emit == OutputKind.defaultSet ? [.schema, .review] : OutputKind.defaultSet
            }
            return "changed an option"
        case 8:
            // An output deleted behind formc's back: its screen is rendered again.
            let candidates = tmp.list("inc").filter { $0.hasSuffix(".schema.json") && $0 != OutputNames.specSchema }
            guard let victim = candidates.isEmpty ? nil : candidates[random.next(below: candidates.count)],
                  let id = OutputNames.screenID(ofOutput: victim), files.values.contains(where: { $0.contains { $0.id == id } })
            else { return "nothing" }
            try? FileManager.default.removeItem(atPath: tmp.url("inc/" + victim))
            tampered.insert(id)
            return "deleted the output \(victim)"
        default:
            // The cache made untrustworthy: everything is rendered again.
            guard let manifest = tmp.read("inc/" + OutputNames.manifest) else { return "nothing" }
            _ = try? tmp.write("inc/" + OutputNames.manifest, manifest.replacingOccurrences(of: "# end ", with: "# end 0"))
            expectAll = true
            return "broke the cache"
        }
    }

    /// The text of `.formc.yaml`; nil when there is none.
    var configText: String? {
        settings.hasConfig ? (settings.silencesSingleOption ? "rules:\n  W506: off\n" : "rules: {}\n") : nil
    }

    /// Whether a build reports a warning in the file at `path`: W506, unless silenced by the
    /// config or an ignore comment; W509 for an ignore comment that silences nothing.
    func hasWarning(_ path: String) -> Bool {
        (files[path] ?? []).contains(where: hasWarning(in:))
    }

    /// Whether a build reports a warning in `screen` (one at most).
    func hasWarning(in screen: Screen) -> Bool {
        let silenced = settings.hasConfig && settings.silencesSingleOption
        return screen.ignores ? silenced || screen.options > 1 : !silenced && screen.options == 1
    }

    /// The warnings a build reports.
    var warningCount: Int { files.values.joined().filter(hasWarning(in:)).count }

    /// Writes the specs (removing those no longer in the project) and the config.
    func write(in tmp: TemporaryDirectory) throws {
        for folder in ["specs", "specs/more"] {
            for name in tmp.list(folder) where name.hasSuffix(".yaml") && files[folder + "/" + name] == nil {
                try FileManager.default.removeItem(atPath: tmp.url(folder + "/" + name))
            }
        }
        for (path, text) in texts where tmp.read(path) != text { try tmp.write(path, text) }
        let config = tmp.url(ConfigLoader.fileName)
        if let configText {
            try tmp.write(ConfigLoader.fileName, configText)
        } else {
            try? FileManager.default.removeItem(atPath: config)
        }
    }

    /// An incremental build (`--clean`, so the outputs of removed screens go as a clean build
    /// never has them) into `out`, counting the screens rendered.
    func build(_ tmp: TemporaryDirectory, out: String, counting rendered: Counter, checked: Counter = Counter(),
               strict: Bool = false) -> BuildResult {
        let config = settings.hasConfig ? ConfigLoader.load(tmp.url(ConfigLoader.fileName)).config : ProjectConfig()
        var stages = Stages.configured(by: config)
        let validate = stages.validate
        stages.validate = { screen in
            checked.increment()
            return validate(screen)
        }
        let standard = Renderers.standard
        let renderers = Renderers(
            resultSchema: { screen, draft in
                rendered.increment()
                return standard.resultSchema(screen, draft)
            },
            mockups: standard.mockups, specSchema: standard.specSchema)
        let pipeline = BuildPipeline(lint: LintPipeline(stages: stages), renderers: renderers)
        let key = ConfigFingerprint.of(config)
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url(out), devices: settings.devices,
                                   draft: settings.draft, strict: strict, clean: true, emit: settings.emit, configKey: { _ in key })
        return BlockingRunner.run { await pipeline.run(options) }
    }
}
