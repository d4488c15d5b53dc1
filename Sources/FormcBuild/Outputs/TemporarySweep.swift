#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes temporary files that a killed build left in the output folder.
///
/// A temporary file is named `.formc-tmp.<pid>.<n>.<output>`. One whose process is still
/// running belongs to a build in progress (perhaps another formc writing the same folder) and is
/// left alone; one whose process is gone was abandoned and is removed.
struct TemporarySweep {
    var fileSystem: any FileSystem
    var directory: String

    func removeAbandoned(ownProcess: Int32) {
        guard let names = try? fileSystem.contentsOfDirectory(directory) else { return }
        for name in names.sorted() where name.hasPrefix(OutputNames.temporaryPrefix) {
            guard let pid = Self.processID(inTemporaryName: name), pid != ownProcess, !Self.isRunning(pid) else { continue }
            try? fileSystem.removeFile(Paths.join(directory, name))
        }
    }

    /// The process id in a temporary name, nil when the name is not one of ours.
    static func processID(inTemporaryName name: String) -> Int32? {
        let rest = name.dropFirst(OutputNames.temporaryPrefix.count)
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        return Int32(rest[..<dot])
    }

    /// Whether a process with this id exists (signal 0 checks without sending anything).
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
