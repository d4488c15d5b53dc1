/// What the process does with a command's results once the command is done: it exits right
/// after (`FormcCLI.main`), and the exit returns all memory at once, so a big result need not
/// be freed piece by piece first. A `lint` of 2,000 specs spends 4.7 M instructions on the main
/// thread, after the report is written, freeing its run; kept, it costs nothing. A build of one
/// changed spec among 20,000 spent about 30 ms of its 0.74 s freeing its result.
enum ProcessExit {
    /// Keeps `value` alive until the process exits (used only where `Terminal.exitsAfterCommand`).
    static func keep(_ value: some Sendable) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
