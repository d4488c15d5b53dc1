import FormcCore
import FormcLoad
import FormcSpec
import FormcTestSupport
import FormcValidate

/// Decoding and validating test sources in memory.
enum Spec {
    /// The repository root, from this file's path.
    static let repositoryRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// Every document of `text` decoded.
    static func decode(_ text: String, path: String = "test.yaml") -> (documents: [DecodedDocument], load: [Diagnostic]) {
        let loaded = Loader.load(SourceFile(path: path, bytes: Array(text.utf8)))
        return (SpecDecoder.decode(loaded), loaded.diagnostics)
    }

    /// All diagnostics of `text` (loader, decoder, validator), in report order.
    static func diagnostics(_ text: String, path: String = "test.yaml") -> [Diagnostic] {
        let (documents, load) = decode(text, path: path)
        var all = load
        for document in documents {
            all += document.diagnostics
            if let screen = document.screen { all += Validator.validate(screen) }
        }
        return all.sortedForReport()
    }

    /// The single screen of `text`; nil unless it decodes without errors.
    static func screen(_ text: String) -> Screen? {
        let (documents, load) = decode(text)
        guard load.errorCount == 0, let document = documents.first, document.diagnostics.errorCount == 0,
              let screen = document.screen, screen.incomplete.isEmpty else { return nil }
        return screen
    }
}
