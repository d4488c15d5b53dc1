import FormcCore
import FormcGeometry
import FormcGenerate
import FormcSpec
import FormcSwiftGen

/// The generators a build calls for each screen, as values so that tests can replace one. Each
/// file's generator hands the writer the file's UTF-8 bytes: built in a byte buffer, they are
/// written as they are, never turned into a `String` (whose UTF-8 would be checked again) and
/// back.
public struct Renderers: Sendable {
    /// `<screen>.schema.json`: the result schema (spec-language.md §8).
    public var resultSchema: @Sendable (_ screen: Screen, _ draft: ResultSchema.Draft) -> [UInt8]
    /// The drawings of `<screen>.mockup.txt` and the review pages: every detent on every
    /// device, one frame each, from the screen laid out on each device (`DeviceSheet.sheets(of:on:)`,
    /// made once per screen for these drawings and the HTML page's).
    public var mockups: @Sendable (_ screen: Screen, _ sheets: [DeviceSheet]) -> [MockupFrame]
    /// `formc-spec.schema.json`: the spec language's own schema.
    public var specSchema: @Sendable () -> [UInt8]
    /// `<screen>.swift`, given the Swift names of the build's screens (`ScreenNames.stems`).
    public var swiftScreen: @Sendable (_ screen: Screen, _ stems: [String: String]) -> [UInt8]
    /// `FormcSupport.swift`.
    public var swiftSupport: @Sendable () -> [UInt8]
    /// What else shapes these generators' outputs (`swift-access public`), empty for the
    /// standard ones: part of every output's key in the build cache, so that a change of it
    /// writes every file again.
    public var identity = ""

    public init(
        resultSchema: @escaping @Sendable (Screen, ResultSchema.Draft) -> [UInt8],
        mockups: @escaping @Sendable (Screen, [DeviceSheet]) -> [MockupFrame],
        specSchema: @escaping @Sendable () -> [UInt8],
        swiftScreen: @escaping @Sendable (Screen, [String: String]) -> [UInt8] = { SwiftGenerator.screenFileBytes($0, stems: $1) },
        swiftSupport: @escaping @Sendable () -> [UInt8] = { Array(SwiftGenerator.supportFile().utf8) }
    ) {
        self.resultSchema = resultSchema
        self.mockups = mockups
        self.specSchema = specSchema
        self.swiftScreen = swiftScreen
        self.swiftSupport = swiftSupport
    }

    /// The text of a mockup file: the drawings one after another, a blank line between.
    public static func mockupFile(_ drawings: [MockupFrame]) -> String {
        drawings.map(\.text).joined(separator: "\n")
    }

    /// `mockupFile(drawings)` as UTF-8 bytes, written line by line into one buffer.
    public static func mockupFileBytes(_ drawings: [MockupFrame]) -> [UInt8] {
        var out = TextBuffer(capacity: drawings.reduce(0) { $0 + $1.lines.count * ($1.width * 3 + 1) } + drawings.count)
        for (index, drawing) in drawings.enumerated() {
            if index > 0 { out.append(ascii: 0x0A) }
            drawing.appendText(to: &out)
        }
        return out.bytes
    }
}
