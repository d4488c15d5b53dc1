/// The iPhone 16 and 17 families and the iPhone Air (spec-language.md §9). Sizes in points are
/// those of Apple's Human Interface Guidelines, "Layout", iOS device screen dimensions; the
/// safe-area insets are those UIKit reports in portrait (`UIView.safeAreaInsets` of a full-screen
/// view): 59 pt at the top for the Dynamic Island of the 6.1" and 6.7" models, 62 pt for the 6.3"
/// and 6.9" ones, 68 pt for the 6.5" iPhone Air, 34 pt for the home indicator.
extension Device {
    /// iPhone 16: 393×852, 59/34 (as the iPhone 15).
    public static let iphone16 = portrait("iphone-16", 393, 852, top: 59)
    /// iPhone 16 Plus: 430×932, 59/34.
    public static let iphone16Plus = portrait("iphone-16-plus", 430, 932, top: 59)
    /// iPhone 16 Pro: 402×874, 62/34.
    public static let iphone16Pro = portrait("iphone-16-pro", 402, 874, top: 62)
    /// iPhone 16 Pro Max: 440×956, 62/34.
    public static let iphone16ProMax = portrait("iphone-16-pro-max", 440, 956, top: 62)
    /// iPhone 17: 402×874, 62/34.
    public static let iphone17 = portrait("iphone-17", 402, 874, top: 62)
    /// iPhone Air: 420×912, 68/34.
    public static let iphoneAir = portrait("iphone-air", 420, 912, top: 68)
    /// iPhone 17 Pro: 402×874, 62/34.
    public static let iphone17Pro = portrait("iphone-17-pro", 402, 874, top: 62)
    /// iPhone 17 Pro Max: 440×956, 62/34.
    public static let iphone17ProMax = portrait("iphone-17-pro-max", 440, 956, top: 62)

    /// The current families, in the order `formc devices` lists them.
    public static let current: [Device] = [
        iphone16, iphone16Plus, iphone16Pro, iphone16ProMax, iphone17, iphoneAir, iphone17Pro, iphone17ProMax,
    ]

    /// A portrait iPhone with a home indicator (34 pt at the bottom).
    private static func portrait(_ name: String, _ width: Double, _ height: Double, top: Double) -> Device {
        Device(name: name, width: width, height: height, safeArea: SafeArea(top: top, bottom: 34), isCompactHeight: false)
    }
}
