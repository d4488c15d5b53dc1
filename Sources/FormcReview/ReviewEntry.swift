import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcSpec

/// One built screen as the review printout shows it.
public struct ReviewEntry: Sendable {
    public var screen: Screen
    /// Its warnings (a built screen has no errors).
    public var warnings: [Diagnostic]
    /// One drawing per detent and device, in the order of the mockup file.
    public var mockups: [MockupFrame] {
        didSet { foldedMockups = mockups.map { $0.folded() } }
    }
    /// The drawings with their repeated rows folded, as both review pages show them (folded
    /// once for the two).
    public private(set) var foldedMockups: [MockupFrame]
    /// The devices the HTML page draws the screen on (in points): by default the mockups' devices,
    /// in their order.
    public var devices: [Device]
    /// The screen laid out on each of `devices`, when the caller has done it already (for its
    /// mockups): the HTML page draws these instead of laying the screen out again.
    public var sheets: [DeviceSheet]?

    public init(screen: Screen, warnings: [Diagnostic], mockups: [MockupFrame], devices: [Device]? = nil,
                sheets: [DeviceSheet]? = nil) {
        self.screen = screen
        self.warnings = warnings
        self.mockups = mockups
        foldedMockups = mockups.map { $0.folded() }
        self.devices = devices ?? Self.devices(of: mockups)
        // Only sheets of exactly these devices stand for them.
        self.sheets = sheets.flatMap { sheets in
            sheets.map(\.device) == self.devices ? sheets : nil
        }
    }

    /// The devices `mockups` are drawn on, each once, in the order they come.
    static func devices(of mockups: [MockupFrame]) -> [Device] {
        var seen: Set<String> = [], devices: [Device] = []
        for frame in mockups where seen.insert(frame.device).inserted {
            if let device = Device.named(frame.device) { devices.append(device) }
        }
        return devices
    }
}

/// A screen the build would leave out, and why: a build with one writes nothing.
public struct SkippedScreen: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// Its own errors (this many).
        case errors(Int)
        /// Another screen of the build has the same id (E300).
        case duplicateID
        /// Warnings (this many) under `--strict`.
        case warningsUnderStrict(Int)
        /// An id that cannot name a file (E205 says why).
        case unusableID
        /// An id whose outputs would overwrite a shared output (`formc-spec`) without an E306
        /// reported for it (stages that leave the rules out): the build itself reports it.
        case reservedID
    }

    public var id: String
    public var file: String
    public var cause: Cause

    public init(id: String, file: String, cause: Cause) {
        self.id = id
        self.file = file
        self.cause = cause
    }

    /// Whether a diagnostic of the run already explains why.
    public var isExplained: Bool { cause != .reservedID }

    /// Why, in a few words.
    public var reason: String {
        switch cause {
        case .errors(let count): Plural.count(count, "error")
        case .duplicateID: "another screen of the build has the same id"
        case .warningsUnderStrict(let count): Plural.count(count, "warning") + " under --strict"
        case .unusableID: "its id cannot name a file"
        case .reservedID: "its outputs would overwrite \(OutputNames.sharedOutput(overwrittenBy: id) ?? OutputNames.specSchema); rename the screen"
        }
    }
}

/// Values as the printout spells them: the way a spec writes them.
enum ReviewValues {
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A description's lines, without the empty line a block scalar's final newline leaves
    /// (`description: |`), so no page ends it with a hard break.
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `max-height` as written: `0.7` caps the whole sheet, `{screen: 0.7}` the content.
    static func maxHeight(_ sheet: Sheet) -> String {
        switch sheet.maxHeightReference {
        case .large: number(sheet.maxHeight.value)
        case .screen: "{screen: " + number(sheet.maxHeight.value) + "}"
        }
    }

    static func detent(_ detent: Detent) -> String {
        switch detent.kind {
        case .medium, .large, .fit: detent.id.value
        case .height(let points): "\(detent.id.value) (height \(number(points)) pt)"
        case .fraction(let fraction): "\(detent.id.value) (fraction \(number(fraction)))"
        }
    }

    static func undimmedThrough(_ value: Backdrop.UndimmedThrough) -> String {
        switch value {
        case .none: "none"
        case .all: "all"
        case .detent(let id): id
        }
    }

    /// `file:line:column` of a diagnostic, or its file.
    static func place(of diagnostic: Diagnostic) -> String {
        diagnostic.range.map { "\(diagnostic.file):\($0.start.line):\($0.start.column)" } ?? diagnostic.file
    }
}
