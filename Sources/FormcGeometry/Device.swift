/// A device a mockup is drawn for (spec-language.md §9): its screen in points, as held, and the
/// insets the system keeps clear.
public struct Device: Hashable, Sendable {
    /// The name used on the command line (`--device iphone-15`).
    public var name: String
    /// Screen width in points, as the device is held.
    public var width: Double
    /// Screen height in points, as the device is held.
    public var height: Double
    public var safeArea: SafeArea
    /// Compact vertical size class (an iPhone held sideways): `medium` is inactive there.
    public var isCompactHeight: Bool

    public init(name: String, width: Double, height: Double, safeArea: SafeArea, isCompactHeight: Bool) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.isCompactHeight = isCompactHeight
    }

    /// Screen width in cells.
    public var columns: Int { Cells.columns(forPoints: width) }
    /// Screen height in cells.
    public var rows: Int { Cells.rows(forPoints: height) }
}

/// The screen edges' safe-area insets in points.
public struct SafeArea: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double

    public init(top: Double, bottom: Double, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}

extension Device {
    /// iPhone SE (2nd/3rd generation): 375×667, status bar 20, no home indicator.
    public static let iphoneSE = Device(
        name: "iphone-se", width: 375, height: 667, safeArea: SafeArea(top: 20, bottom: 0), isCompactHeight: false)

    /// iPhone 15: 393×852, Dynamic Island 59, home indicator 34. The default device.
    public static let iphone15 = Device(
        name: "iphone-15", width: 393, height: 852, safeArea: SafeArea(top: 59, bottom: 34), isCompactHeight: false)

    /// iPhone 15 Pro Max: 430×932, 59/34.
    public static let iphone15ProMax = Device(
        name: "iphone-15-pro-max", width: 430, height: 932, safeArea: SafeArea(top: 59, bottom: 34),
        isCompactHeight: false)

    /// iPhone 15 held sideways: 852×393, compact height. The insets are the ones iOS reports
    /// in landscape: the Dynamic Island side and its mirror keep 59 pt on the left and right,
    /// the home indicator keeps 21 pt at the bottom, and there is no status bar (top 0).
    public static let iphone15Landscape = Device(
        name: "iphone-15-landscape", width: 852, height: 393,
        safeArea: SafeArea(top: 0, bottom: 21, left: 59, right: 59), isCompactHeight: true)

    /// Every device, in the order `formc devices` lists them and rules name them: the four
    /// that lint checks by default (`checked`), then the current families (`Device+Current`).
    public static let all: [Device] = checked + current

    /// The devices lint's device rules check unless a project's `devices` says otherwise: the
    /// narrowest and shortest (SE), the default, a wide one and compact height; a project's
    /// `devices: all` checks every one.
    public static let checked: [Device] = [iphoneSE, iphone15, iphone15ProMax, iphone15Landscape]

    /// The device mockups use unless told otherwise.
    public static let `default` = iphone15

    /// The device with this name, if any.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Every device's name, in `all` order.
    public static var names: [String] { all.map(\.name) }
}
