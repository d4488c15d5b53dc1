import Foundation

/// The executables SwiftPM built beside the running test bundle.
public enum BuiltExecutable {
    /// The `formc` under test.
    public static var formc: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("formc").path
    }
}
