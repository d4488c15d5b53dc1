import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/formc-build-tests.XXXXXX").utf8CString)
        let made: String? = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let made else { throw CocoaError(.fileWriteUnknown) }
        path = URL(fileURLWithPath: made).standardizedFileURL.path
    }

    func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` at `relative`, creating folders on the way.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try writeBytes(relative, Array(text.utf8))
    }

    @discardableResult
    func writeBytes(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func readBytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(relative)).map { Array($0) }
    }

    /// Names in a folder, sorted (hidden ones included).
    func list(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative))) ?? []).sorted()
    }

    /// Copies a folder tree into `relative`.
    func copy(from source: String, to relative: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: url(relative))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Folders of this test target and of the repository.
enum TestPaths {
    /// `Tests/FormcBuildTests`.
    static let testsFolder: String = {
        let file = #filePath
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(2).joined(separator: "/")
    }()

    static let fixtures = testsFolder + "/Fixtures"
    static let repository = testsFolder + "/../.."
    static let specs = repository + "/specs"
    /// The committed Swift of `specs/` (`Tests/FormcSwiftReferenceTests/ReferenceSources`).
    static let swiftReferences = repository + "/Tests/FormcSwiftReferenceTests/ReferenceSources"

    static func snapshots(_ suite: String) -> String { testsFolder + "/Snapshots/" + suite }
}
