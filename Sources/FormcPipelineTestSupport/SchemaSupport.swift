import FormcCore
import FormcLoad
import FormcProject
import FormcSpec
import Foundation

/// Reading specs for the schema tests: the example specs, the fixtures, and one document as
/// both sides of the agreement see it — `formc lint` (decoder and validator) and an editor
/// (YAML 1.2 core typing, as the YAML language server reads a document).
public enum SchemaSupport {
    /// The package root.
    public static let packageRoot = Spec.repositoryRoot
    /// `Tests/FormcGenerateTests`, where the schema fixtures are.
    public static let testsDirectory = packageRoot + "/Tests/FormcGenerateTests"
    public static let specsDirectory = packageRoot + "/specs"
    public static let brokenFixtures = testsDirectory + "/Fixtures/schema-broken"
    public static let validFixtures = testsDirectory + "/Fixtures/schema-valid"

    /// The `.yaml`/`.yml` files of a directory, sorted by name.
    public static func specFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { directory + "/" + $0 }
    }

    /// File name without directory, for test names.
    public static func name(of path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// One non-empty document: what the editor sees and what lint says.
    public struct Checked {
        public var file: String
        public var index: Int
        /// The document under YAML 1.2 core typing: the instance the schema judges.
        public var instance: JSONValue
        public var screen: Screen?
        public var diagnostics: [Diagnostic]

        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        public var codes: Set<DiagnosticCode> { Set(diagnostics.map(\.code)) }
        /// Lints without errors and without W507: the schema must accept it.
        public var isClean: Bool { errors.isEmpty && !codes.contains(.W507) }
        /// Has a structural error: the schema must reject it.
        public var isStructurallyBroken: Bool { codes.contains { SchemaSupport.structuralCodes.contains($0) } }
    }

    public static let structuralCodes: Set<DiagnosticCode> = [.E200, .E201, .E202, .E203, .E204, .E205, .E206]

    /// Every non-empty document of a file on disk.
    public static func check(file path: String) -> [Checked] {
        check(Loader.load(path: path), file: path)
    }

    /// Every non-empty document of YAML text.
    public static func check(yaml text: String, file: String = "test.yaml") -> [Checked] {
        check(Loader.load(SourceFile(path: file, bytes: Array(text.utf8))), file: file)
    }

    /// Problems of the file as a whole (YAML syntax, duplicate keys) count for every document.
    private static func check(_ loaded: LoadedFile, file: String) -> [Checked] {
        let syntax = loaded.diagnostics
        return loaded.documents.compactMap { document in
            guard var checked = check(document, file: file) else { return nil }
            checked.diagnostics += syntax
            return checked
        }
    }

    /// One document through lint and through the editor's eyes; nil when it is empty.
    /// `validatingBroken: false` skips the validator when decoding already found a structural
    /// error (the verdict cannot change; the mutation tests need the speed).
    public static func check(_ document: Document, file: String, validatingBroken: Bool = true) -> Checked? {
        // Through the stages `lint` runs (`Stages.standard`), one document at a time.
        let decoded = Stages.standard.decode(document, file)
        // An empty document decodes to nothing and says nothing.
        guard decoded.screen != nil || !decoded.diagnostics.isEmpty else { return nil }
        var diagnostics = decoded.diagnostics
        let broken = diagnostics.contains { structuralCodes.contains($0.code) }
        if let screen = decoded.screen, validatingBroken || !broken { diagnostics += Stages.standard.validate(screen) }
        return Checked(file: file, index: document.index, instance: CoreSchema.json(document.root), screen: decoded.screen,
                       diagnostics: diagnostics)
    }

    /// Diagnostics in one line each, for failure messages.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.code.id) \($0.pointer): \($0.message)" }.joined(separator: "; ")
    }
}
