@testable import FormcCLI
import Testing

/// The subcommand the process was asked for, read before it runs (`FormcCLI.main` sets the
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

    @Test func onlyBuildUsesOneMallocArena() {
        #expect(MallocArenas.usesOneArena(FormcCLI.commandName(["--color", "never", "build", "specs/"])))
        for arguments in [["lint", "specs/"], ["render", "build"], ["lsp"], [], ["--color", "purple", "build"]] {
            #expect(!MallocArenas.usesOneArena(FormcCLI.commandName(arguments)), "\(arguments)")
        }
    }
}
