import FormcCore

/// Inline SVG written into a review page: numbers in points rounded to a hundredth (the same
/// bytes on every machine, as `render --format json` rounds them), spec text escaped as in HTML
/// (`HTML.text`), so text can never become markup inside a drawing either.
///
/// Everything is written as bytes into one buffer: tags and attribute names are compiled-in
/// text, and numbers are written digit by digit (`write(_:)`), with no `String` made per
/// element or per number.
struct SVGWriter {
    var out: TextBuffer

    init(capacity: Int = 4096) {
        out = TextBuffer(capacity: capacity)
    }

    /// A length in points: at most two decimals, no trailing zeros, `0` for a length no spec
    /// should produce (not finite, or beyond any screen by far).
    static func number(_ value: Double) -> String {
        var out = TextBuffer(capacity: 24)
        write(value, into: &out)
        return out.text
    }

    /// `number(value)`, appended to `out`.
    static func write(_ value: Double, into out: inout TextBuffer) {
        let scaled = (value * 100).rounded()
        // Finite and within `Int`: a number of points no layout reaches by far.
        guard value.isFinite, scaled.magnitude < 9.0e18 else {
            out.append(ascii: UInt8(ascii: "0"))
            return
        }
        let hundredths = Int(scaled)
        // Written right to left into 24 bytes (a sign, 19 digits, a point), then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var start = digits.count
            func put(_ byte: UInt8) {
                start -= 1
                digits[start] = byte
            }
            var magnitude = hundredths.magnitude
            let fraction = magnitude % 100
            magnitude /= 100
            if fraction != 0 {
                if fraction % 10 != 0 { put(0x30 + UInt8(truncatingIfNeeded: fraction % 10)) }
                put(0x30 + UInt8(truncatingIfNeeded: fraction / 10))
                put(UInt8(ascii: "."))
            }
            repeat {
                put(0x30 + UInt8(truncatingIfNeeded: magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if hundredths < 0 { put(UInt8(ascii: "-")) }
            out.append(utf8: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A number in points (`number`), as part of an attribute's value.
    mutating func write(_ value: Double) {
        Self.write(value, into: &out)
    }

    /// `x y`: a point of a path's data.
    mutating func point(_ x: Double, _ y: Double) {
        write(x)
        out.append(ascii: 0x20)
        write(y)
    }

    /// Markup known when formc is compiled.
    mutating func raw(_ text: StaticString) { out.append(static: text) }

    /// ` name="`: an attribute's value follows, then `close()`.
    mutating func open(_ name: StaticString) {
        out.append(ascii: 0x20)
        out.append(static: name)
        out.append(static: "=\"")
    }

    /// The quote that ends an attribute's value.
    mutating func close() { out.append(ascii: UInt8(ascii: "\"")) }

    /// ` name="value"` with a number.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        open(name)
        write(value)
        close()
    }

    /// ` name="value"` with formc's own text (no escaping needed) or spec text (`escaping`).
    mutating func attribute(_ name: StaticString, _ value: String, escaping: Bool = false) {
        open(name)
        if escaping { HTML.appendText(value, to: &out) } else { out.append(value) }
        close()
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
