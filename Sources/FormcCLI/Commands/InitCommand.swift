import FormcBuild
import FormcCore
import FormcProject

/// `formc init [DIR]`: a commented starter spec and project config that lint clean.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter spec and .formc.yaml (into DIR, default the current folder)."
    static let usage = "formc init [DIR]"
    static let discussion = """
        Writes DIR/specs/example.yaml, a commented spec of one sheet, and DIR/.formc.yaml, the
        project config with every key explained. Both lint clean: run 'formc lint' next, then
        'formc build'. A file that already exists is never overwritten (exit 3, nothing written).
        """
    static let options: [OptionSpec] = []

    static let spec = """
        # A formc spec: one screen, shown as a sheet. `formc lint` checks it; `formc build`
        # turns it into a result schema, mockups and a review page. Every key is described
        # in formc's language reference (docs/spec-language.md).
        formc: 1
        screen: pick-category          # the screen's id: lowercase letters, digits and '-'
        title: Choose a category
        sheet:
          detents: [medium, large]     # the heights the sheet rests at
          grabber: true
        fields:
          - id: category
            type: choice               # one option (multi-choice picks several)
            layout: flow               # chips that wrap onto the next line
            options: [Travel, Food, Pets]
            initial: Travel
        actions:
          - { id: apply, title: Apply, role: submit }

        """

    static let config = """
        # formc's project config: settings for `formc lint` and `formc build` in this folder
        # and below (flags on the command line win). `formc schema --config` prints its schema.

        # The devices lint checks and mockups are drawn on: all, or names from `formc devices`.
        devices: [iphone-se, iphone-15]

        # Per-code levels: a warning can be off, warning or error; errors stay errors.
        # W513 (a numbered Swift name, where swift-name would give a readable one) is off here.
        rules:
          W513: off
        #  W502: off

        # Spec files and folders to leave out (globs, relative to this file).
        exclude: []

        # Where `formc build` writes.
        out: build/formc

        # Warnings fail lint and build.
        strict: false

        # What `formc build` writes: schema, mockup, review, swift.
        emit: [schema, mockup, review, swift]

        # The app's lowest iOS: W510 where the generated Swift needs more (15.0 or later).
        ios-target: "15.0"

        """

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            terminal.writeErr("error: 'init' takes at most one DIR\nusage: \(usage)\n")
            return .usage
        }
        let folder = arguments.positionals.first ?? "."
        let fileSystem = PosixFileSystem()
        let files = [(Paths.join(folder, ConfigLoader.fileName), config), (Paths.join(folder, "specs/example.yaml"), spec)]
        // Checked first, so a refusal writes nothing.
        for (path, _) in files where fileSystem.statusIfPresent(path, followingLinks: false) != nil {
            terminal.writeErr("error: cannot write '\(SafeText.escaped(path))': it already exists (formc init never overwrites)\n")
            return .ioFailure
        }
        for (path, text) in files {
            do {
                try fileSystem.createDirectories(Paths.parent(of: path).isEmpty ? "." : Paths.parent(of: path))
                try fileSystem.createNewFile(path, contents: Array(text.utf8))
            } catch {
                terminal.writeErr("error: cannot write '\(SafeText.escaped(path))': \(error.reason)\n")
                return .ioFailure
            }
            terminal.writeErr("wrote \(SafeText.escaped(path))\n")
        }
        terminal.writeErr("next: formc lint\(folder == "." ? "" : " " + SafeText.escaped(folder + "/specs"))\n")
        return .success
    }
}
