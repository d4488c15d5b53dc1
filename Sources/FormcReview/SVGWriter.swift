import FormcCore

/// Inline SVG written into a review page: numbers in points rounded to a hundredth (the same
/// bytes on every machine, as `render --format json` rounds them), spec text escaped as in HTML
/// (`HTML.text`), so text can never become markup inside a drawing either.
struct SVGWriter {
    var out: TextBuffer

    init(capacity: Int = 4096) {
        out = TextBuffer(capacity: capacity)
    }

    /// A length in points: at most two decimals, no trailing zeros, `0` for a length no spec
    /// should produce (not finite).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    mutating func raw(_ text: String) { out.append(text) }

    /// ` name="value"` with a number.
    mutating func attribute(_ name: String, _ value: Double) {
        out.append(" ")
        out.append(name)
        out.append("=\"")
        out.append(Self.number(value))
        out.append("\"")
    }

    /// ` name="value"` with formc's own text (no escaping needed) or spec text (`escaping`).
    mutating func attribute(_ name: String, _ value: String, escaping: Bool = false) {
        out.append(" ")
        out.append(name)
        out.append("=\"")
        out.append(escaping ? HTML.text(value) : value)
        out.append("\"")
    }

    /// `x`, `y`, `width`, `height` of a rectangle.
    mutating func box(x: Double, y: Double, width: Double, height: Double) {
        attribute("x", x)
        attribute("y", y)
        attribute("width", Swift.max(0, width))
        attribute("height", Swift.max(0, height))
    }

    /// `data-kind` and, where there is one, `data-id` (spec text, escaped).
    mutating func data(kind: String, id: String?) {
        attribute("data-kind", kind)
        if let id { attribute("data-id", id, escaping: true) }
    }
}
