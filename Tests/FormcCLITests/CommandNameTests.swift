import FormcCLI
import Testing

/// The subcommand the process was asked for, read before it runs (`formc`'s `main` sets the
/// allocator up for `build` only): `--color` may come anywhere, even before the command.
@Suite struct CommandNameTests {
    @Test func theCommandIsTheFirstWordOutsideColor() {
        #expect(FormcCLI.commandName(["build", "specs/"]) == "build")
        #expect(FormcCLI.commandName(["--color", "never", "build", "specs/"]) == "build")
        #expect(FormcCLI.commandName(["--color=always", "lint", "build"]) == "lint")
    }

    @Test func noCommandOrBadColorIsNone() {
        #expect(FormcCLI.commandName([]) == nil)
        #expect(FormcCLI.commandName(["--color", "never"]) == nil)
        #expect(FormcCLI.commandName(["--color", "purple", "build"]) == nil)
    }
}
