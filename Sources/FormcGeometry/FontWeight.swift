import FormcSpec

extension FontWeight {
    /// The index of this weight's column in `AdvanceWidthTable.advances`.
    var tableIndex: Int {
        switch self {
        case .ultralight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }
}

/// A font: its size in points and its weight (`UIFont.systemFont(ofSize:weight:)`).
public struct FontSpec: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }

    /// `UIFont.systemFontSize` and `.regular`: a `UILabel`'s default font (17 pt).
    public static let body = FontSpec(size: 17, weight: .regular)
}
