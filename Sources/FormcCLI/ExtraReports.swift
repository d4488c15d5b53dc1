import FormcCore
import FormcProject

/// `--output FORMAT=PATH`, repeatable: the run's report written again, in another format, to
/// a file, next to the normal output (`formc lint --format github --output sarif=formc.sarif`),
/// so CI that wants annotations and a SARIF log runs once. Each file is written atomically
/// (`InPlaceRewrite`); one that cannot be written is reported and the command exits 3.
struct ExtraReports {
    static func option(formats: [String]) -> OptionSpec {
        OptionSpec(name: "output", valueName: "FORMAT=PATH", repeatable: true,
                   help: "Also write the report as FORMAT (\(formats.joined(separator: ", "))) to PATH; repeatable.")
    }

    var requests: [(format: String, path: String)]

    var formats: Set<String> { Set(requests.map(\.format)) }

    init(requests: [(format: String, path: String)]) {
        self.requests = requests
    }

    /// The requests of arguments `parse` accepted before (a build under `--watch` runs again).
    init(checked arguments: ParsedArguments) {
        requests = arguments.all("output").compactMap { value in
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// The requests of `--output`, or the exit code after a usage error (a value without `=`,
    /// an unknown format, an empty path, one path twice).
    static func parse(_ arguments: ParsedArguments, formats: [String], usage: String, _ terminal: Terminal) -> Result<ExtraReports, ExitCodeBox> {
        var requests: [(format: String, path: String)] = []
        var paths: Set<String> = []
        for value in arguments.all("output") {
            let problem: String?
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts.count != 2 {
                problem = "'--output \(SafeText.escaped(value))' needs FORMAT=PATH"
            } else if !formats.contains(parts[0]) {
                problem = "'\(SafeText.escaped(parts[0]))' is not a report format for --output; expected one of: \(formats.joined(separator: ", "))"
            } else if parts[1].isEmpty {
                problem = "'--output \(SafeText.escaped(value))' names no file after '='"
            } else if !paths.insert(parts[1]).inserted {
                problem = "two --output reports go to \(SafeText.escaped(parts[1]))"
            } else {
                problem = nil
            }
            if let problem {
                terminal.writeErr("error: \(problem)\nhelp: --output FORMAT=PATH, e.g. --output \(formats.contains("sarif") ? "sarif=formc.sarif" : "json=report.json")\nusage: \(usage)\n")
                return .failure(ExitCodeBox(code: .usage))
            }
            requests.append((parts[0], parts[1]))
        }
        return .success(ExtraReports(requests: requests))
    }

    /// Writes every report, `render` making the text of each format; false when one could not
    /// be written (each failure is reported; the others are still written).
    func write(_ terminal: Terminal, render: (String) -> String) -> Bool {
        var written = true
        for request in requests {
            do {
                try InPlaceRewrite.create(Array(render(request.format).utf8), at: request.path)
            } catch {
                terminal.writeErr("error: cannot write the \(request.format) report to \(SafeText.escaped(request.path)): \(error.reason)\n")
                written = false
            }
        }
        return written
    }
}
