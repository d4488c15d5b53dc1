import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user who is not root, to run formc as one where permissions matter (root may write a
/// read-only folder). Tests run as root create it when it is missing (`useradd`), as `.ci/run`
/// does; elsewhere they are skipped with this type's `reason`, except under `CI=true`, where the
/// user must be there.
enum NonRootUser {
    static let name = "formc-tester"

    /// Whether CI requires the tests to run (`CI=true`).
    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static let reason = "needs root, setpriv and a user '\(name)' (created when missing) to run formc as a user who is not root"

    /// The user's uid and gid, creating the user when run as root and it is missing; nil when
    /// that is not possible here.
    static let ids: (uid: UInt32, gid: UInt32)? = {
        guard getuid() == 0, let setpriv = executable("setpriv") else { return nil }
        _ = setpriv
        if getpwnam(name) == nil, let useradd = executable("useradd") {
            _ = run(useradd, ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
        }
        guard let entry = getpwnam(name) else { return nil }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }()

    static var available: Bool { ids != nil }

    /// `arguments` to run `program` as the user.
    static func command(_ program: String, _ arguments: [String]) -> (String, [String])? {
        guard let ids, let setpriv = executable("setpriv") else { return nil }
        return (setpriv, ["--reuid=\(ids.uid)", "--regid=\(ids.gid)", "--clear-groups", program] + arguments)
    }

    static func executable(_ name: String) -> String? {
        for folder in ["/usr/bin", "/usr/sbin", "/bin", "/sbin"] where access(folder + "/" + name, X_OK) == 0 {
            return folder + "/" + name
        }
        return nil
    }

    @discardableResult
    static func run(_ program: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
