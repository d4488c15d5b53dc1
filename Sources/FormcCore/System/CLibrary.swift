#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls that formc's own types shadow with members of the same name (`read`,
/// `write`, `close`, `rename`, `link`), reachable without naming the platform's module: Glibc on
/// Linux, Darwin on macOS. Everything else is called unqualified after a guarded import.
public enum CLibrary {
    /// `read(2)`.
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`.
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// `close(2)`.
    @discardableResult
    public static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }

    /// `rename(2)`.
    public static func rename(_ source: String, _ destination: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(source, destination)
        #else
        Darwin.rename(source, destination)
        #endif
    }

    /// `link(2)`.
    public static func link(_ existing: String, _ newPath: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(existing, newPath)
        #else
        Darwin.link(existing, newPath)
        #endif
    }

    /// Every `NAME=value` of the process's environment (`environ`; on macOS, where a
    /// program linked dynamically cannot name `environ`, `_NSGetEnviron`).
    public static func environment() -> [String: String] {
        #if canImport(Glibc)
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #else
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
        #endif
        var values: [String: String] = [:]
        guard var pointer = start else { return values }
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return values
    }
}
