import FormcBuild
import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcSpec

/// `formc render`: Draw a screen's ASCII mockup at its detents.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw a screen's ASCII mockup at its detents."
    static let usage = "formc render PATH… [--screen ID] [--detent ID|all] [--device NAME|all]… [--charset unicode|ascii] [--format text|json] [--side-by-side] [--width N] [--fold] [--watch] [--config FILE]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files, as for
        lint. Prints one drawing per detent (all of them unless --detent names one) on each
        --device (default iphone-15; 'formc devices' lists them, 'all' draws every one): the
        backdrop, the sheet with its grabber, header, fields and buttons cut at the detent's
        height, the tab bar, and the initial selection. Every screen is drawn unless --screen
        names one. A file with errors is reported instead of drawn; its warnings and the
        others' go to stderr. --detent ID draws the screens that have that detent and names
        on stderr those that do not. --side-by-side puts a screen's drawings in a row, wrapping
        to stay within --width columns (default 160); --fold folds runs of repeated rows
        (backdrop, blank sheet) into one marked gap row, as the review pages do. Either one
        also ends every line without spaces; both together print a legend of the marks under
        each screen's drawings, as the review pages do. --watch draws again each time an input's bytes
        change (a save that changes nothing draws nothing; a file still being written is
        waited for) until Ctrl-C. --format json prints the layout in points instead of the
        drawings: for every screen, device and detent its frames ({"screen", "device",
        "detent", "elements": [{"kind", "id", "frame": {"x", "y", "width", "height"}}]}, from
        the screen's top-left corner), one JSON array.

        Exit status: 0 drawn, 1 a file had errors (the others are still drawn), 2 usage error
        (a PATH that does not exist, no spec found; an unknown device, screen, or a detent no
        screen has), 3 the drawings could not be written, 130 stopped by SIGINT, 143 by SIGTERM.
        """
    static let options: [OptionSpec] = [
        CommonOptions.screen,
        OptionSpec(name: "detent", valueName: "ID|all", help: "The detent to draw, or all of them (default all)."),
        OptionSpec(name: "device", valueName: "NAME", repeatable: true,
                   help: "A device from 'formc devices', or 'all'; repeatable (default iphone-15)."),
        CommonOptions.charset,
        OptionSpec(name: "format", valueName: "FORMAT", choices: ["text", "json"],
                   help: "The drawings as text (default), or the layout in points as json."),
        OptionSpec(name: "side-by-side", valueName: nil, help: "A screen's drawings in a row, wrapped at --width."),
        OptionSpec(name: "width", valueName: "N", help: "The widest row --side-by-side makes (default 160, at least 40)."),
        OptionSpec(name: "fold", valueName: nil, help: "Fold repeated rows into one marked gap row."),
        OptionSpec(name: "watch", valueName: nil, help: "Draw again each time an input changes, until Ctrl-C."),
        ProjectSettings.option,
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let paths = arguments.positionals
        guard !paths.isEmpty else {
            terminal.writeErr("error: 'render' takes a spec FILE or a folder of specs\nusage: \(usage)\n")
            return .usage
        }
        if let missing = MissingPaths.check(paths, terminal) { return missing }
        var devices: [Device] = []
        for name in arguments.all("device") {
            let named = name == "all" ? Device.all : Device.named(name).map { [$0] }
            guard let named else { return unknown("device", name, among: Device.names + ["all"], terminal) }
            devices += named.filter { !devices.contains($0) }
        }
        if devices.isEmpty { devices = [.default] }
        let charset = Charset(rawValue: arguments.value("charset") ?? "unicode") ?? .unicode
        var width = MockupComposer.defaultWidth
        if let text = arguments.value("width") {
            guard let value = Int(text), value >= 40, value <= 10_000 else {
                terminal.writeErr("error: --width takes a number of columns from 40 to 10000, not '\(SafeText.escaped(text))'\n")
                return .usage
            }
            width = value
        }
        let resolver: ConfigResolver
        switch ProjectSettings.resolve(arguments, paths: paths, terminal) {
        case .success(let settings): resolver = settings.resolver
        case .failure(let stop): return stop.code
        }
        let discovery = InputDiscovery(isExcluded: { resolver.excludes($0) })
        let stages = Stages.configured(by: resolver)
        let drawOnce = { (stages: Stages) in
            draw(discovery.discover(paths), arguments, stages: stages, devices: devices, charset: charset, width: width, terminal)
        }
        guard arguments.flag("watch") else { return drawOnce(stages) }
        return watch(paths, discovery, terminal) { reads in drawOnce(stages.recordingReads(into: reads)) }
    }

    /// `--watch`: draws now and after each change of the inputs' bytes, until Ctrl-C (exit 130).
    private static func watch(_ paths: [String], _ discovery: InputDiscovery, _ terminal: Terminal, _ draw: (WatchReads) -> ExitCode) -> ExitCode {
        let shown = paths.map(SafeText.escaped).joined(separator: ", ")
        // The folders named and the folder of every input, so a new or renamed spec is seen too.
        var directories = Set(paths.map { discovery.fileSystem.statusIfPresent($0)?.kind == .directory ? $0 : Paths.parent(of: $0) })
        directories.formUnion(discovery.discover(paths).files.map { Paths.parent(of: $0) })
        let folders = directories.map { $0.isEmpty ? "." : $0 }.sorted()
        let (runs, signal) = SignalTrap.run(terminal, onFirst: {}) { interruption in
            terminal.writeErr("formc: watching \(shown); Ctrl-C stops\n")
            var count = 0
            let runs = WatchLoop(directories: folders, files: { discovery.discover(paths).files }).run(until: interruption) { reads in
                count += 1
                if count > 1 { terminal.writeErr("formc: \(shown) changed; drawing it again (\(count))\n") }
                _ = draw(reads)
            }
            return (runs, interruption.signal)
        }
        terminal.writeErr("formc: stopped watching after \(runs) \(runs == 1 ? "drawing" : "drawings")\n")
        return signal.map(ExitCode.stopped(by:)) ?? .success
    }

    /// Checks the inputs and draws the screens of those without errors as the arguments ask.
    private static func draw(
        _ inputs: DiscoveredInputs, _ arguments: ParsedArguments, stages: Stages, devices: [Device], charset: Charset, width: Int,
        _ terminal: Terminal
    ) -> ExitCode {
        guard !inputs.files.isEmpty || !inputs.diagnostics.isEmpty else {
            return noSpecs(arguments.positionals, terminal, allowsEmpty: false)
        }
        var diagnostics = inputs.diagnostics
        var sources: [SourceFile] = []
        var drawable: [ScreenOutcome] = []
        // With `--screen`, only that screen is kept whole; of the others, what the checks
        // across screens and the messages read (their identity), so a file of thousands of
        // documents is never held whole as screens.
        let wanted = arguments.value("screen")
        for path in inputs.files {
            let (file, kept) = stages.check(path: path, keeping: { checked in
                ScreenOutcome(screen: checked.screen, keepingScreen: wanted == nil || checked.screen.id.value == wanted,
                              diagnostics: checked.diagnostics)
            }, across: \.sharingAnID)
            let found = file.diagnostics(screens: kept.lazy.map(\.diagnostics))
            diagnostics += found
            if !found.isEmpty { sources.append(file.source) }
            // A file with errors is reported instead of drawn.
            if found.errorCount == 0 { drawable += kept }
        }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: sources, files: inputs.files.count, screens: drawable.count)
        if !report.diagnostics.isEmpty {
            // In pieces as it is made: a report of many diagnostics is never held whole.
            ReportFormatter.writeText(report, color: terminal.stderrColor, to: terminal.writeErrBytes)
        }
        let failed = report.errors > 0
        guard !drawable.isEmpty else {
            if !failed { terminal.writeErr("error: \(arguments.positionals.map(SafeText.escaped).joined(separator: ", ")) holds no screen to draw\n") }
            return .specErrors
        }
        var screens: [Screen]
        if let id = wanted {
            guard let screen = drawable.first(where: { $0.id == id }) else {
                return unknown("screen", id, among: drawable.map(\.id), terminal)
            }
            screens = [screen.screen]
        } else {
            screens = drawable.map(\.screen)
        }
        let detent = arguments.value("detent")
        if let detent, detent != "all" {
            // The screens that have the detent are drawn; the others are named on stderr.
            let lacking = screens.filter { screen in !screen.sheet.presentedDetentIDs.contains { $0.isExactly(detent) } }
            if lacking.count == screens.count {
                // The detents of every screen, each once, in the order the screens first name them.
                var seen = Set<String>()
                let ids = screens.flatMap(\.sheet.presentedDetentIDs).filter { seen.insert($0).inserted } + ["all"]
                return unknown("detent", detent, among: ids, terminal, of: screens.count == 1 ? screens[0].id.value : nil)
            }
            for screen in lacking {
                let ids = screen.sheet.presentedDetentIDs.map(SafeText.escaped).joined(separator: ", ")
                terminal.writeErr("note: screen '\(SafeText.escaped(screen.id.value))' has no detent '\(SafeText.escaped(detent))' (its detents: \(ids)); not drawn\n")
            }
            screens.removeAll { screen in !screen.sheet.presentedDetentIDs.contains { $0.isExactly(detent) } }
        }
        if arguments.value("format") == "json" {
            terminal.writeOut(LayoutJSON.render(screens, devices: devices, detent: detent))
        } else {
            terminal.writeOut(drawings(of: screens, arguments, detent: detent, devices: devices, charset: charset, width: width))
        }
        return failed ? .specErrors : .success
    }

    /// The drawings of `screens`, one after another or arranged as the flags ask.
    private static func drawings(
        of screens: [Screen], _ arguments: ParsedArguments, detent: String?, devices: [Device], charset: Charset, width: Int
    ) -> String {
        let sideBySide = arguments.flag("side-by-side"), fold = arguments.flag("fold")
        guard sideBySide || fold else {
            return screens.flatMap { screen in devices.map { MockupRenderer.render(screen, detent: detent, device: $0, charset: charset) } }
                .joined(separator: "\n")
        }
        let drawings = screens.map { screen in
            var frames = MockupRenderer.frames(screen, devices: devices, charset: charset)
                .filter { detent == nil || detent == "all" || $0.detent == detent }
            if fold { frames = frames.map { $0.folded() } }
            guard sideBySide else { return frames.map(\.text).joined(separator: "\n") }
            let rows = MockupComposer.sideBySide(frames.map(\.textLines), width: width).joined(separator: "\n") + "\n"
            // Arranged as the review pages arrange them, with their legend under the drawings.
            return fold ? rows + legend(of: frames) : rows
        }
        return drawings.joined(separator: "\n")
    }

    /// A legend of every mark `frames` use, after a blank line (nothing when they use none):
    /// the marks in a column, each meaning after it.
    private static func legend(of frames: [MockupFrame]) -> String {
        guard let charset = frames.first?.charset else { return "" }
        let marks = frames.reduce(into: MockupMarks()) { $0.formUnion($1.marks) }
        let entries = MockupLegend.entries(for: marks, charset: charset)
        guard !entries.isEmpty else { return "" }
        let column = entries.map { DisplayWidth.of($0.mark) }.max() ?? 0
        return "\nlegend:\n" + entries.map { "  " + DisplayWidth.padded($0.mark, toWidth: column) + "  " + $0.meaning + "\n" }.joined()
    }

    /// A usage error for an unknown name, with a did-you-mean and the names there are.
    private static func unknown(
        _ what: String, _ name: String, among names: [String], _ terminal: Terminal, of screen: String? = nil
    ) -> ExitCode {
        let suggestion = Suggestions.didYouMean(name, among: names)
        let owner = screen.map { " of screen '\(SafeText.escaped($0))'" } ?? ""
        terminal.writeErr(
            "error: unknown \(what) '\(SafeText.escaped(name))'\(owner)\(suggestion)\n"
                + "  \(what)s: \(names.map(SafeText.escaped).joined(separator: ", "))\n")
        return .usage
    }
}
