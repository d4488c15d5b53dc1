import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "/formc-tests.XXXXXX").utf8CString)
        let made: String? = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let made else { throw CocoaError(.fileWriteUnknown) }
        path = URL(fileURLWithPath: made).standardizedFileURL.path
    }

    public func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` at `relative`, creating folders on the way.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        try writeBytes(relative, Array(text.utf8))
    }

    @discardableResult
    public func writeBytes(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    public func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
    }

    public func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func readBytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(relative)).map { Array($0) }
    }

    /// Names in a folder, sorted (hidden ones included).
    public func list(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative))) ?? []).sorted()
    }

    /// Copies a folder tree into `relative`.
    public func copy(from source: String, to relative: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: url(relative))
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
