import FormcCore
import FormcGeometry
import FormcSpec

/// The drawings in points for other reports than the review (`formc diff --format html`): one
/// detent of a screen on a device as a `<figure>` holding its SVG, and a page to put them in,
/// with the review's stylesheet, escaping and scale (`--pt`, set by the caller).
public enum DrawingFigures {
    /// The figure of `screen` at detent `detent` on `device`, in the light appearance, captioned
    /// `caption` (formc's own text); nil when the screen has no such detent there.
    public static func figure(of screen: Screen, device: Device, detent: String, caption: String) -> String? {
        let layout = PointLayout(screen: screen, device: device)
        guard let height = layout.detents(of: screen.sheet).first(where: { $0.id.isExactly(detent) }) else { return nil }
        var svg = SVGWriter(capacity: 8192)
        ScreenDrawing(screen: screen, layout: layout, detent: height, dark: false, shared: ScreenDrawing.Shared(screen)).write(into: &svg)
        return "<figure class=\"drawing\" data-device=\"\(HTML.text(device.name))\" data-detent=\"\(HTML.text(height.id))\">"
            + svg.out.text + "<figcaption>\(HTML.escaped(caption))</figcaption></figure>\n"
    }

    /// A self-contained page (the review's stylesheet, no script): `body` must be escaped already.
    public static func page(title: String, body: String) -> String {
        HTML.page(title: HTML.text(title), body: body)
    }

    /// Spec text for an element's content or an attribute.
    public static func text(_ raw: String) -> String { HTML.text(raw) }

    /// formc's own text with its markup characters as entities.
    public static func escaped(_ text: String) -> String { HTML.escaped(text) }
}
