import FormcCore
import FormcGeometry
import FormcSpec

/// One drawing (a detent on a device) as lines that know what they show, so that the review
/// layers can fold it, put it beside others, colour it or explain its marks without reading
/// the glyphs back. Every line has the same display width, `width`.
public struct MockupFrame: Hashable, Sendable {
    /// One line of a drawing.
    public struct Line: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// The caption above the drawing: screen, detent, device, heights.
            case heading
            /// The device's top or bottom edge.
            case deviceEdge
            /// A row of the device's screen. `sheet` is the columns of the line (device edge
            /// included) that the sheet covers on it, nil where the row is only backdrop;
            /// `isTabBar` for the tab bar's rows at the screen's bottom.
            case screen(sheet: Range<Int>?, isTabBar: Bool)
            /// A marked gap standing for `rows` rows, the first of which is drawn above it.
            case gap(rows: Int, sheet: Range<Int>?)
            /// A line under the drawing: the initial selection.
            case footer
        }

        public var text: String
        public var kind: Kind

        public init(text: String, kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    public var screenID: String
    public var device: String
    public var detent: String
    public var charset: Charset
    /// The display width of every line.
    public var width: Int
    public var lines: [Line]
    /// The backdrop's shade (0 lightest … 3 a black-out), nil where it is clear.
    public var shade: Int?
    /// The marks this drawing uses, for a legend.
    public var marks: MockupMarks

    public init(
        screenID: String, device: String, detent: String, charset: Charset, width: Int, lines: [Line],
        shade: Int?, marks: MockupMarks
    ) {
        self.screenID = screenID
        self.device = device
        self.detent = detent
        self.charset = charset
        self.width = width
        self.lines = lines
        self.shade = shade
        self.marks = marks
    }

    /// The lines' text.
    public var textLines: [String] { lines.map(\.text) }

    /// The drawing as text, one line each, ending with a newline; no line ends in a space.
    public var text: String {
        // Joined as Strings: the lines are valid text already, and a byte buffer would have
        // its UTF-8 checked again when it becomes a String.
        lines.map { MockupComposer.trimmedTrailingSpaces($0.text) }.joined(separator: "\n") + "\n"
    }

    /// `text`, appended to `out` as UTF-8 bytes.
    public func appendText(to out: inout TextBuffer) {
        for line in lines {
            MockupComposer.appendTrimmed(line.text, to: &out)
            out.append(ascii: 0x0A)
        }
    }
}

/// The marks a drawing uses: what its page's legend has to explain.
public struct MockupMarks: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An option in the initial selection (`✓`).
    public static let selected = MockupMarks(rawValue: 1 << 0)
    /// A grid cell in the initial selection (heavy border).
    public static let selectedCell = MockupMarks(rawValue: 1 << 1)
    /// A disabled option (`-`).
    public static let disabled = MockupMarks(rawValue: 1 << 2)
    /// Content cut at the detent's height (`▾ … hidden ▾`).
    public static let hiddenRows = MockupMarks(rawValue: 1 << 3)
    /// Repeated rows folded into a marked gap (`≈ … ≈`).
    public static let folded = MockupMarks(rawValue: 1 << 4)
    /// A clear backdrop that passes touches to the presenting screen.
    public static let passThrough = MockupMarks(rawValue: 1 << 5)
    /// The close button (`✕`).
    public static let closeButton = MockupMarks(rawValue: 1 << 6)
    /// The grabber (`━━━━━`).
    public static let grabber = MockupMarks(rawValue: 1 << 7)
    /// The backdrop's shades, lightest first.
    public static let shade0 = MockupMarks(rawValue: 1 << 8)
    public static let shade1 = MockupMarks(rawValue: 1 << 9)
    public static let shade2 = MockupMarks(rawValue: 1 << 10)
    public static let shade3 = MockupMarks(rawValue: 1 << 11)
    /// The selected tab (`▸title◂`).
    public static let selectedTab = MockupMarks(rawValue: 1 << 12)
    /// A button by role: the submit button, a destructive one.
    public static let submitAction = MockupMarks(rawValue: 1 << 13)
    public static let destructiveAction = MockupMarks(rawValue: 1 << 14)
    public static let cancelAction = MockupMarks(rawValue: 1 << 15)

    /// The shade mark for a shade index.
    public static func shade(_ index: Int) -> MockupMarks {
        MockupMarks(rawValue: 1 << (8 + max(0, min(3, index))))
    }
}
