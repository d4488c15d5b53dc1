import FormcSpec
import FormcSwiftGen

/// The names of what `build` writes in its output folder (spec-language.md §10), and how formc
/// recognises its own files there.
public enum OutputNames {
    /// The review's table of contents: a row per screen, linking to its page.
    public static let index = "index.md"
    /// The printable edition's table of contents.
    public static let indexHTML = "index.html"
    /// The whole review in one document to print: every screen's page, in contents order.
    public static let reviewDocument = "review.html"
    /// The spec language's JSON Schema, for editors.
    public static let specSchema = "formc-spec.schema.json"
    /// The list of files formc wrote here: `--clean` removes nothing that is not on it.
    public static let manifest = ".formc-manifest"
    /// Temporary files start with this, then the writer's process id (`.formc-tmp.1234.…`), so
    /// a later build can remove those of a build that was killed.
    public static let temporaryPrefix = ".formc-tmp."

    /// `<screen>.schema.json`.
    public static func schema(_ screenID: String) -> String { screenID + ".schema.json" }
    /// `<screen>.mockup.txt`.
    public static func mockup(_ screenID: String) -> String { screenID + ".mockup.txt" }
    /// `<screen>.review.md`: the screen's review page.
    public static func reviewPage(_ screenID: String) -> String { screenID + ".review.md" }
    /// `<screen>.review.html`: the screen's page of the printable edition.
    public static func reviewHTML(_ screenID: String) -> String { screenID + ".review.html" }
    /// `<screen>.swift`: the screen's Swift.
    public static func swift(_ screenID: String) -> String { SwiftGenerator.fileName(of: screenID) }
    /// The Swift every screen file of the build shares.
    public static let swiftSupport = SupportFile.fileName

    /// Every output of one screen, whatever a build emits.
    public static func screenOutputs(_ screenID: String) -> [String] { screenOutputs(screenID, emitting: OutputKind.defaultSet) }

    /// The outputs of one screen of the kinds in `kinds`.
    public static func screenOutputs(_ screenID: String, emitting kinds: Set<OutputKind>) -> [String] {
        kinds.sorted().flatMap { kind -> [String] in
            switch kind {
            case .schema: [schema(screenID)]
            case .mockup: [mockup(screenID)]
            case .review: [reviewPage(screenID), reviewHTML(screenID)]
            case .swift: [swift(screenID)]
            }
        }
    }

    /// The outputs shared by the whole build, whatever it emits.
    public static let shared = shared(emitting: OutputKind.defaultSet)

    /// The shared outputs of a build that emits `kinds`: the spec-language schema always.
    public static func shared(emitting kinds: Set<OutputKind>) -> [String] {
        [specSchema] + (kinds.contains(.review) ? [index, indexHTML, reviewDocument] : []) + (kinds.contains(.swift) ? [swiftSupport] : [])
    }

    /// The screen whose output `name` is, or nil for a shared output or a foreign file.
    public static func screenID(ofOutput name: String) -> String? {
        for suffix in [".schema.json", ".mockup.txt", ".review.md", ".review.html", ".swift"] where name.hasSuffix(suffix) {
            let id = String(name.dropLast(suffix.count))
            if !isReservedScreenID(id), isSafeScreenID(id) { return id }
        }
        return nil
    }

    /// Screen ids become file names, so only the id form of the language is used as one
    /// (`[a-z][a-z0-9-]*`): no `/`, no `..`, no hidden file. Others are E205 anyway.
    public static func isSafeScreenID(_ id: String) -> Bool {
        StringFormat.screenID.accepts(id)
    }

    /// A screen id whose outputs would overwrite a shared output: `formc-spec` (its schema would
    /// be `formc-spec.schema.json`), `formcsupport` (its Swift would be `FormcSupport.swift` on a
    /// case-insensitive disk). Valid in the language, but such a screen cannot be built.
    public static func isReservedScreenID(_ id: String) -> Bool {
        // Each output name is the id and a suffix, and an ASCII id lowercases byte by byte: it is
        // reserved when it is one of the few ids left of a shared name by a suffix.
        guard id.utf8.allSatisfy({ $0 < 0x80 }) else { return collidesWithShared(id) }
        return reservedASCIIIDs.contains { $0.utf8.elementsEqual(id.utf8.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }) }
    }

    /// The shared output one of the outputs of `id` would overwrite, ignoring case; nil when none.
    public static func sharedOutput(overwrittenBy id: String) -> String? {
        let outputs = Set(screenOutputs(id).map { $0.lowercased() })
        return shared.first { outputs.contains($0.lowercased()) }
    }

    /// Whether one of the outputs of `id` has the name of a shared output, ignoring case.
    static func collidesWithShared(_ id: String) -> Bool {
        screenOutputs(id).contains { sharedLowercased.contains($0.lowercased()) }
    }

    private static let sharedLowercased = Set(shared.map { $0.lowercased() })
    /// `formc-spec` (`formc-spec.schema.json`), `formcsupport` (`FormcSupport.swift`). The
    /// rule E306 (FormcValidate's `ReservedScreenID`) names them too, for lint: a new shared
    /// output is added there as well (`BuildPlanWorkTests` checks that the two agree).
    static let reservedASCIIIDs: [String] = sharedLowercased.sorted().flatMap { name in
        screenOutputs("").map { $0.lowercased() }.filter { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
    }.filter(collidesWithShared)

    /// Whether `name` may appear in the manifest: a plain name in the output folder itself.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.unicodeScalars.contains { $0.value < 0x20 }
    }
}
