/// The folders of one test target (`Tests/<Target>`) and of the repository, found from the
/// path of a file in the target: each test target says `let TestPaths = TestFolder()` once.
public struct TestFolder: Sendable {
    /// `Tests/<Target>`.
    public let testsFolder: String

    /// The folders of the test target holding `file` (its `#filePath`, in any subfolder).
    public init(file: String = #filePath) {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        if let tests = parts.lastIndex(of: "Tests"), tests + 1 < parts.count {
            parts.removeSubrange((tests + 2)...)
        }
        testsFolder = parts.joined(separator: "/")
    }

    public var fixtures: String { testsFolder + "/Fixtures" }
    public var repository: String { testsFolder + "/../.." }
    public var specs: String { repository + "/specs" }
    /// The committed Swift of `specs/` (`Tests/FormcSwiftReferenceTests/ReferenceSources`).
    public var swiftReferences: String { repository + "/Tests/FormcSwiftReferenceTests/ReferenceSources" }

    public func snapshots(_ suite: String) -> String { testsFolder + "/Snapshots/" + suite }
}
