import FormcCore
import FormcGeometry
import FormcSpec

/// `formc render --format json` (spec-language.md §9): the layout in points of every screen,
/// device and detent, as `[{"screen", "device", "detent", "elements": [{"kind", "id",
/// "frame": {"x", "y", "width", "height"}}]}]`, from the screen's top-left corner. Numbers are
/// rounded to a hundredth of a point, so the output is the same byte for byte everywhere.
public enum LayoutJSON {
    /// One object per detent of `screen` on `device` (only `detent` when it names one).
    public static func layouts(of screen: Screen, device: Device, detent: String? = nil) -> [JSONValue] {
        let layout = PointLayout(screen: screen, device: device)
        return layout.detents(of: screen.sheet).compactMap { height in
            if let detent, detent != "all", !height.id.isExactly(detent) { return nil }
            return .object([
                "screen": .string(screen.id.value),
                "device": .string(device.name),
                "detent": .string(height.id),
                "elements": .array(layout.placed(at: height).map(element)),
            ])
        }
    }

    /// Every layout of `screens` on `devices`, as one pretty-printed JSON array ending in a newline.
    public static func render(_ screens: [Screen], devices: [Device], detent: String? = nil) -> String {
        let all = screens.flatMap { screen in devices.flatMap { layouts(of: screen, device: $0, detent: detent) } }
        return JSONWriter.pretty(.array(all))
    }

    static func element(_ element: PointElement) -> JSONValue {
        .object([
            "kind": .string(element.kind.rawValue),
            "id": element.id.map(JSONValue.string) ?? .null,
            "frame": .object([
                "x": points(element.frame.x), "y": points(element.frame.y),
                "width": points(element.frame.width), "height": points(element.frame.height),
            ]),
        ])
    }

    /// A length rounded to a hundredth of a point; a length no spec should produce (not finite)
    /// is 0, so the output is always JSON.
    static func points(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .int(0) }
        let rounded = (value * 100).rounded() / 100
        return .double(rounded == 0 ? 0 : rounded)
    }
}
