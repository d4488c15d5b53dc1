import FormcCore
import FormcLoad
import FormcSpec

/// One file's documents through decode and validate as they come, and its file-level
/// findings at the end: the ignore comments (which need the file's text before its first
/// screen is kept) and the checks across its screens.
struct FileChecking<Kept> {
    let stages: Stages
    let path: String
    var suppressions: Suppressions
    var fileDiagnostics: [Diagnostic] = []
    var kept: [Kept] = []
    var undecoded = 0

    init(stages: Stages, source: SourceFile) {
        self.stages = stages
        path = source.path
        // Ignore comments apply here, after every stage, so lint, build and the language
        // server silence the same findings.
        suppressions = Suppressions(source: source)
    }

    mutating func take(_ document: Document, keeping keep: (CheckedFile.CheckedScreen) -> Kept) {
        let decoded = stages.decode(document, path)
        guard let screen = decoded.screen else {
            fileDiagnostics += decoded.diagnostics
            if decoded.diagnostics.errorCount > 0 { undecoded += 1 }
            return
        }
        // Usually the decoder found nothing: the rules' list is kept, not copied.
        let found = stages.validate(screen)
        let diagnostics = suppressions.filter(decoded.diagnostics.isEmpty ? found : decoded.diagnostics + found)
        kept.append(keep(CheckedFile.CheckedScreen(screen: screen, diagnostics: diagnostics)))
    }

    /// The file's findings (loading's first) and what was kept of its screens.
    mutating func finish(_ loaded: LoadedFile, across: (([Kept]) -> [Screen])?) -> (file: CheckedFile, kept: [Kept]) {
        let acrossScreens = across.map { suppressions.filter(stages.validateBuild($0(kept))) } ?? []
        var diagnostics = suppressions.filter(loaded.diagnostics + fileDiagnostics)
        // A file that loaded and decoded without error and holds no screen (empty, or only
        // comments and empty documents) is E207, not a pass of "0 screens".
        if kept.isEmpty, undecoded == 0, loaded.diagnostics.errorCount == 0, fileDiagnostics.errorCount == 0 {
            diagnostics += stages.adjust([NoScreenInFile.diagnostic(loaded.source)])
        }
        diagnostics += stages.adjust(suppressions.findings(unchecked: stages.uncheckedCodes))
        let file = CheckedFile(source: loaded.source, fileDiagnostics: diagnostics, screens: [],
                               undecodedDocuments: undecoded, acrossScreens: acrossScreens)
        return (file, kept)
    }
}
