import FormcCore
import FormcGeometry

/// `formc devices`: List the devices mockups are drawn for.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the devices mockups are drawn for."
    static let usage = "formc devices"
    static let discussion = """
        Sizes are in points as the device is held, and in cells of the mockup (8 × 16 pt, rounded
        to the nearest cell). Safe areas are top/bottom/left/right insets in points. In compact
        height the medium detent is inactive.
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            terminal.writeErr("error: 'devices' takes no arguments\nusage: \(usage)\n")
            return .usage
        }
        terminal.writeOut(table())
        return .success
    }

    /// The devices as an aligned table, the default marked.
    static func table() -> String {
        let header = ["DEVICE", "SIZE (PT)", "CELLS", "SAFE AREA T/B/L/R (PT)", "COMPACT HEIGHT"]
        let rows = Device.all.map { device -> [String] in
            let name = device.name + (device == Device.default ? " (default)" : "")
            let safe = device.safeArea
            return [
                name, "\(number(device.width))×\(number(device.height))", "\(device.columns)×\(device.rows)",
                [safe.top, safe.bottom, safe.left, safe.right].map(number).joined(separator: "/"),
                device.isCompactHeight ? "yes" : "no",
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return all.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : DisplayWidth.padded(cell, toWidth: widths[column] + 2)
            }
            return line + "\n"
        }.joined()
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
