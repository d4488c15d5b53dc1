import FormcBuild
import FormcCore
import FormcLoad
import FormcProject
import FormcSpec

/// `formc completion ids screen|detent [PATH…]`: the screen ids, or the detent ids, of the
/// specs under PATH (default `specs/` of the current folder, else the folder itself), one a
/// line, sorted — what the completion scripts offer after `--screen` and `--detent`, as git
/// offers branch names. Files that do not load are skipped, and nothing goes to stderr: a
/// completion never prints into the user's command line.
enum CompletionIDs {
    static let kinds = ["screen", "detent"]

    static func run(_ words: [String], _ terminal: Terminal) -> ExitCode {
        guard let kind = words.first, kinds.contains(kind) else {
            terminal.writeErr("error: 'formc completion ids' lists screen or detent ids\nusage: formc completion ids screen|detent [PATH…]\n")
            return .usage
        }
        let fileSystem = PosixFileSystem()
        var paths = Array(words.dropFirst())
        if paths.isEmpty {
            paths = [fileSystem.statusIfPresent(InputDiscovery.defaultPath)?.kind == .directory ? InputDiscovery.defaultPath : "."]
        }
        var ids = Set<String>()
        for file in InputDiscovery(fileSystem: fileSystem).discover(paths).files {
            for document in SpecDecoder.decode(Loader.load(path: file)) {
                guard let screen = document.screen else { continue }
                if kind == "screen" {
                    if !screen.id.value.isEmpty { ids.insert(screen.id.value) }
                } else {
                    ids.formUnion(screen.sheet.presentedDetentIDs)
                }
            }
        }
        // Words a shell can take as they are: ids with blanks or quotes are left out.
        let shown = ids.filter { id in !id.isEmpty && !id.contains { " \t\n'\"\\$`".contains($0) } }.sorted()
        terminal.writeOut(shown.map { $0 + "\n" }.joined())
        return .success
    }
}
