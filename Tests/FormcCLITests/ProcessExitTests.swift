@testable import FormcCLI
import Testing

/// A command run by the real process leaves its results to the exit (`ProcessExit`); one run
/// by a test frees them as usual.
@Suite struct ProcessExitTests {
    private final class Probe: Sendable {}

    @Test func aKeptValueOutlivesItsLastReference() {
        weak var probe: Probe?
        do {
            let value = Probe()
            probe = value
            ProcessExit.keep(value)
        }
        #expect(probe != nil)
    }

    @Test func aBuildLeavesItsResultToTheExitUnlessItWatches() throws {
        let once = try ArgumentParser.parse(["specs", "--out", "build"], options: BuildCommand.options).get()
        let watching = try ArgumentParser.parse(["specs", "--watch"], options: BuildCommand.options).get()
        #expect(BuildCommand.leavesResultToExit(once, .standard()))
        #expect(!BuildCommand.leavesResultToExit(watching, .standard()))
        #expect(!BuildCommand.leavesResultToExit(once, Terminal(writeOut: { _ in }, writeErr: { _ in })))
    }

    @Test func onlyTheProcessTerminalExitsAfterItsCommand() {
        #expect(Terminal.standard().exitsAfterCommand)
        #expect(!Terminal(writeOut: { _ in }, writeErr: { _ in }).exitsAfterCommand)
    }
}
