import FormcBuild
import FormcCore
import FormcGenerate
import FormcGeometry
import FormcSpec

/// `formc render`: Draw a screen's ASCII mockup at its detents.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw a screen's ASCII mockup at its detents."
    static let usage = "formc render FILE [--screen ID] [--detent ID|all] [--device NAME|all]… [--charset unicode|ascii] [--side-by-side] [--width N] [--fold] [--watch]"
    static let discussion = """
        Prints one drawing per detent (all of them unless --detent names one) on the device
        (default iphone-15; 'formc devices' lists them): the backdrop, the sheet with its grabber,
        header, fields and buttons cut at the detent's height, the tab bar, and the initial
        selection. FILE must lint without errors; its errors are printed instead (exit 1), and
        its warnings go to stderr. Without --screen every screen of FILE is drawn.
        --side-by-side puts a screen's drawings in a row, wrapping to stay within --width columns
        (default 160); --fold folds runs of repeated rows (backdrop, blank sheet) into one marked
        gap row, as the review pages do. Either one also ends every line without spaces.
        --watch draws again each time FILE's bytes change (a save that changes nothing draws
        nothing; a file still being written is waited for) until Ctrl-C, which exits 130.
        """
    static let options: [OptionSpec] = [
        CommonOptions.screen,
        OptionSpec(name: "detent", valueName: "ID|all", help: "The detent to draw, or all of them (default all)."),
        OptionSpec(name: "device", valueName: "NAME", repeatable: true,
                   help: "A device from 'formc devices', or 'all'; repeatable (default iphone-15)."),
        CommonOptions.charset,
        OptionSpec(name: "side-by-side", valueName: nil, help: "A screen's drawings in a row, wrapped at --width."),
        OptionSpec(name: "width", valueName: "N", help: "The widest row --side-by-side makes (default 160, at least 40)."),
        OptionSpec(name: "fold", valueName: nil, help: "Fold repeated rows into one marked gap row."),
        OptionSpec(name: "watch", valueName: nil, help: "Draw again each time FILE changes, until Ctrl-C."),
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            terminal.writeErr("error: 'render' takes exactly one FILE\nusage: \(usage)\n")
            return .usage
        }
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
        let drawOnce = { draw(path, arguments, devices: devices, charset: charset, width: width, terminal) }
        guard arguments.flag("watch") else { return drawOnce() }
        return watch(path, terminal, drawOnce)
    }

    /// `--watch`: draws now and after each change of FILE's bytes, until Ctrl-C (exit 130).
    private static func watch(_ path: String, _ terminal: Terminal, _ draw: () -> ExitCode) -> ExitCode {
        let directory = Paths.parent(of: path)
        let (runs, signal) = SignalTrap.run(terminal, onFirst: {}) { interruption in
            terminal.writeErr("formc: watching \(SafeText.escaped(path)); Ctrl-C stops\n")
            var count = 0
            let runs = WatchLoop(directories: [directory], files: { [path] }).run(until: interruption) {
                count += 1
                if count > 1 { terminal.writeErr("formc: \(SafeText.escaped(path)) changed; drawing it again (\(count))\n") }
                _ = draw()
            }
            return (runs, interruption.signal)
        }
        terminal.writeErr("formc: stopped watching after \(runs) \(runs == 1 ? "drawing" : "drawings")\n")
        return signal.map(ExitCode.stopped(by:)) ?? .success
    }

    /// Checks FILE and draws its screens as the arguments ask.
    private static func draw(
        _ path: String, _ arguments: ParsedArguments, devices: [Device], charset: Charset, width: Int, _ terminal: Terminal
    ) -> ExitCode {
        let file = Stages.standard.check(path: path)
        var screens = file.screens.map(\.screen)
        let report = DiagnosticReport(diagnostics: file.diagnostics, sources: [file.source], files: 1, screens: screens.count)
        if !report.diagnostics.isEmpty {
            terminal.writeErr(ReportFormatter.format(report, as: .text, codes: .formc, color: terminal.stderrColor))
        }
        if report.errors > 0 { return .specErrors }
        guard !screens.isEmpty else {
            terminal.writeErr("error: \(path) holds no screen to draw\n")
            return .specErrors
        }

        if let id = arguments.value("screen") {
            guard let screen = screens.first(where: { $0.id.value == id }) else {
                return unknown("screen", id, among: screens.map(\.id.value), terminal)
            }
            screens = [screen]
        }
        let detent = arguments.value("detent")
        if let detent, detent != "all" {
            // The screens that have the detent are drawn; the others are named on stderr.
            let lacking = screens.filter { $0.sheet.detent(id: detent) == nil }
            if lacking.count == screens.count, let screen = lacking.first {
                let ids = screen.sheet.detents.map(\.id.value) + ["all"]
                return unknown("detent", detent, among: ids, terminal, of: screen.id.value)
            }
            for screen in lacking {
                let ids = screen.sheet.detents.map(\.id.value).map(SafeText.escaped).joined(separator: ", ")
                terminal.writeErr("note: screen '\(SafeText.escaped(screen.id.value))' has no detent '\(SafeText.escaped(detent))' (its detents: \(ids)); not drawn\n")
            }
            screens.removeAll { $0.sheet.detent(id: detent) == nil }
        }
        let sideBySide = arguments.flag("side-by-side"), fold = arguments.flag("fold")
        guard sideBySide || fold else {
            let drawings = screens.flatMap { screen in devices.map { MockupRenderer.render(screen, detent: detent, device: $0, charset: charset) } }
            terminal.writeOut(drawings.joined(separator: "\n"))
            return .success
        }
        let drawings = screens.map { screen in
            var frames = MockupRenderer.frames(screen, devices: devices, charset: charset)
                .filter { detent == nil || detent == "all" || $0.detent == detent }
            if fold { frames = frames.map { $0.folded() } }
            if sideBySide { return MockupComposer.sideBySide(frames.map(\.textLines), width: width).joined(separator: "\n") + "\n" }
            return frames.map(\.text).joined(separator: "\n")
        }
        terminal.writeOut(drawings.joined(separator: "\n"))
        return .success
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
