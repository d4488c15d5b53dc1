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

        public init(screen: Screen, diagnostics: [Diagnostic]) {
            self.screen = screen
            self.diagnostics = diagnostics
        }
    }

    /// The file as read (empty when it could not be).
    public var source: SourceFile
    /// The problems that belong to no screen: reading, YAML syntax, and documents that decoded
    /// to no screen.
    public var fileDiagnostics: [Diagnostic]
    /// The screens, in document order; empty after `Stages.check(path:keeping:across:)`,
    /// which hands them to its caller instead.
    public var screens: [CheckedScreen]
    /// The documents that decoded to no screen because of an error.
    public var undecodedDocuments: Int
    /// The checks across this file's screens (E300: two screens with one id).
    public var acrossScreens: [Diagnostic]

    /// Every diagnostic of the file, in report order (those of `screens`: after
    /// `check(path:keeping:across:)`, use `diagnostics(screens:)` with the kept screens').
    public var diagnostics: [Diagnostic] { diagnostics(screens: screens.lazy.map(\.diagnostics)) }

    /// Every diagnostic of the file, its screens' being `screens` (a check that kept its
    /// screens as something else: `check(path:keeping:across:)`), in report order.
    public func diagnostics(screens: some Sequence<[Diagnostic]>) -> [Diagnostic] {
        // One screen's list alone, already in order, is returned without a copy.
        [Diagnostic].joined { list in
            list(fileDiagnostics)
            for screen in screens { list(screen) }
            list(acrossScreens)
        }.sortedForReport()
    }
}

extension Stages {
    /// The file at `path` through every stage, document by document (`loadEach`).
    public func check(path: String, acrossScreens: Bool = true) -> CheckedFile {
        var (file, screens) = check(path: path, keeping: { $0 }, across: Self.wholeScreens(acrossScreens))
        file.screens = screens
        return file
    }

    /// The checks across a file's screens made on the screens themselves, when asked for.
    private static func wholeScreens(_ acrossScreens: Bool) -> (([CheckedFile.CheckedScreen]) -> [Screen])? {
        acrossScreens ? { $0.map(\.screen) } : nil
    }

    /// A loaded file through the remaining stages: each document decoded, each screen
    /// validated (a screen with decoding errors too: every problem in one run) and, with
    /// `acrossScreens`, the checks across the file's screens. A run over many files leaves
    /// those out and makes them across all its files instead.
    public func check(_ loaded: consuming LoadedFile, acrossScreens: Bool = true) -> CheckedFile {
        var loaded = loaded
        var documents: [Document] = []
        swap(&documents, &loaded.documents)
        // Taken from the end, so each document leaves the array (and its nodes go, when the
        // caller passed the file on) as it is decoded.
        documents.reverse()
        var checking = FileChecking<CheckedFile.CheckedScreen>(stages: self, source: loaded.source)
        while let document = documents.popLast() { checking.take(document, keeping: { $0 }) }
        var (file, screens) = checking.finish(loaded, across: Self.wholeScreens(acrossScreens))
        file.screens = screens
        return file
    }

    /// `check(path:acrossScreens:)` screen by screen, for a file of many documents: each
    /// screen, its diagnostics filtered by the file's ignore comments, is handed to `keep` once
    /// it is validated, and what `keep` returns is all the file holds of it; each document's
    /// nodes go once it is decoded. The returned file has no `screens`: they are the kept
    /// values, in document order. `across` gives the screens that the checks across the
    /// file's screens read, from the kept values (nil: no such checks).
    public func check<Kept>(
        path: String, keeping keep: (CheckedFile.CheckedScreen) -> Kept, across: (([Kept]) -> [Screen])? = nil
    ) -> (file: CheckedFile, kept: [Kept]) {
        var checking: FileChecking<Kept>?
        let loaded = loadEach(path) { source, document in
            if checking == nil { checking = FileChecking(stages: self, source: source) }
            checking?.take(document, keeping: keep)
        }
        var done = checking ?? FileChecking(stages: self, source: loaded.source)
        return done.finish(loaded, across: across)
    }
}

extension Stages {
    /// Spec text through every stage, as the file `path` (tests, examples).
    public func check(text: String, path: String = "test.yaml") -> CheckedFile {
        check(Loader.load(SourceFile(path: path, bytes: Array(text.utf8))))
    }
}
