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

    @Test func buildAllowsAsManyMallocArenasAsRenderers() {
        let build = FormcCLI.commandName(["--color", "never", "build", "specs/"])
        #expect(MallocArenas.limit(for: build, renderers: 2) == 2)
        #expect(MallocArenas.limit(for: build, renderers: 1) == 1)
        #expect(MallocArenas.limit(for: build, renderers: 0) == 1)
        for arguments in [["lint", "specs/"], ["render", "build"], ["lsp"], [], ["--color", "purple", "build"]] {
            #expect(MallocArenas.limit(for: FormcCLI.commandName(arguments), renderers: 2) == nil, "\(arguments)")
        }
    }
}
