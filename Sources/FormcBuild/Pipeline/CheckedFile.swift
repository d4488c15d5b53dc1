import FormcCore
import FormcLoad
import FormcSpec

/// One file through load → decode → validate: the façade that `lint`, `render`, `schema` and
/// the tests share, so every one of them checks a file the same way.
public struct CheckedFile: Sendable {
    /// One decoded screen and the diagnostics of its document: decoding, then its rules.
    public struct CheckedScreen: Sendable {
        public var screen: Screen
        public var diagnostics: [Diagnostic]
    }

    /// The file as read (empty when it could not be).
    public var source: SourceFile
    /// The problems that belong to no screen: reading, YAML syntax, and documents that decoded
    /// to no screen.
    public var fileDiagnostics: [Diagnostic]
    /// The screens, in document order.
    public var screens: [CheckedScreen]
    /// The documents that decoded to no screen because of an error.
    public var undecodedDocuments: Int
    /// The checks across this file's screens (E300: two screens with one id).
    public var acrossScreens: [Diagnostic]

    /// Every diagnostic of the file, in report order.
    public var diagnostics: [Diagnostic] {
        // One screen's list alone, already in order, is returned without a copy.
        LintPipeline.joined { list in
            list(fileDiagnostics)
            for screen in screens { list(screen.diagnostics) }
            list(acrossScreens)
        }.sortedForReport()
    }
}

extension Stages {
    /// The file at `path` through every stage.
    public func check(path: String, acrossScreens: Bool = true) -> CheckedFile {
        check(load(path), acrossScreens: acrossScreens)
    }

    /// A loaded file through the remaining stages: each document decoded, each screen
    /// validated (a screen with decoding errors too: every problem in one run) and, with
    /// `acrossScreens`, the checks across the file's screens. A run over many files leaves
    /// those out and makes them across all its files instead.
    public func check(_ loaded: LoadedFile, acrossScreens: Bool = true) -> CheckedFile {
        var fileDiagnostics = loaded.diagnostics
        var screens: [CheckedFile.CheckedScreen] = []
        var undecoded = 0
        for document in loaded.documents {
            let decoded = decode(document, loaded.source.path)
            if let screen = decoded.screen {
                // Usually the decoder found nothing: the rules' list is kept, not copied.
                let found = validate(screen)
                screens.append(CheckedFile.CheckedScreen(screen: screen, diagnostics: decoded.diagnostics.isEmpty ? found : decoded.diagnostics + found))
            } else {
                fileDiagnostics += decoded.diagnostics
                if decoded.diagnostics.errorCount > 0 { undecoded += 1 }
            }
        }
        var across = acrossScreens ? validateBuild(screens.map(\.screen)) : []
        // Ignore comments apply here, after every stage, so lint, build and the language
        // server silence the same findings.
        var suppressions = Suppressions(source: loaded.source)
        fileDiagnostics = suppressions.filter(fileDiagnostics)
        for index in screens.indices { screens[index].diagnostics = suppressions.filter(screens[index].diagnostics) }
        across = suppressions.filter(across)
        fileDiagnostics += adjust(suppressions.findings())
        return CheckedFile(source: loaded.source, fileDiagnostics: fileDiagnostics, screens: screens,
                           undecodedDocuments: undecoded, acrossScreens: across)
    }

    /// Spec text through every stage, as the file `path` (tests, examples).
    public func check(text: String, path: String = "test.yaml") -> CheckedFile {
        check(Loader.load(SourceFile(path: path, bytes: Array(text.utf8))))
    }
}
