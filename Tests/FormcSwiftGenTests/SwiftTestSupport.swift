import FormcPipelineTestSupport
import FormcSpec
import FormcSwiftGen
import Foundation

/// What the Swift generation tests share: the example screens as a build sees them, and where
/// the committed reference sources live.
enum SwiftTestSupport {
    /// `Tests/FormcSwiftReferenceTests/ReferenceSources`: compiled by that test target.
    static let referenceDirectory = SchemaSupport.packageRoot + "/Tests/FormcSwiftReferenceTests/ReferenceSources"

    /// The screens of `specs/`, in build order, named as `formc build specs/` names them.
    static func exampleScreens() -> [Screen] {
        SchemaSupport.specFiles(in: SchemaSupport.specsDirectory).flatMap { path in
            SchemaSupport.check(file: path).compactMap { checked -> Screen? in
                guard var screen = checked.screen else { return nil }
                screen.file = "specs/" + SchemaSupport.name(of: path)
                return screen
            }
        }
    }

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "formc-swift-\(label)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `files` into `directory`; their paths.
    static func write(_ files: [SwiftGenerator.GeneratedFile], to directory: String) throws -> [String] {
        try files.map { file in
            let path = directory + "/" + file.name
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }
}
