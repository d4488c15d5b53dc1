@testable import FormcReview
import FormcCore
import FormcTestSupport
import Testing

/// The drawings' numbers are written digit by digit into the page's bytes (`SVGWriter.write`):
/// the same text as the `String` formatting they replace, on every kind of value.
@Suite("SVG numbers")
struct SVGNumberTests {
    /// The formatting the byte writer replaced, kept here as the reference.
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    static func written(_ value: Double) -> String {
        var out = TextBuffer()
        out.append(static: "<")
        SVGWriter.write(value, into: &out)
        out.append(static: ">")
        return out.text
    }

    @Test("Every hundredth from -2000 to 2000 points, and the halves between them, as before")
    func hundredths() {
        var mismatches: [Double] = []
        for step in -400_000...400_000 {
            let value = Double(step) / 200
            if Self.written(value) != "<\(Self.reference(value))>" || SVGWriter.number(value) != Self.reference(value),
               mismatches.count < 10 {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("Random values of every size, fractions and signs, as before")
    func random() {
        var random = SeededRandom(start: 37)
        var mismatches: [Double] = []
        for _ in 0..<200_000 {
            let magnitude = Double(random.next(below: 1_000_000)) / Double(1 + random.next(below: 10_000))
            let value = (random.next(below: 2) == 0 ? -1 : 1) * magnitude * pow10(random.next(below: 12) - 4)
            if SVGWriter.number(value) != Self.reference(value), mismatches.count < 10 { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("Values with no number of points: 0, where the old formatting stopped the program past Int's range")
    func edges() {
        #expect(SVGWriter.number(.nan) == "0")
        #expect(SVGWriter.number(.infinity) == "0")
        #expect(SVGWriter.number(-.infinity) == "0")
        #expect(SVGWriter.number(1e300) == "0")
        #expect(SVGWriter.number(-0.0) == "0")
        #expect(SVGWriter.number(-0.004) == "0")
        #expect(SVGWriter.number(-0.005) == "-0.01")
        #expect(SVGWriter.number(0.1) == "0.1")
        #expect(SVGWriter.number(12.05) == Self.reference(12.05))
        #expect(SVGWriter.number(9e15) == Self.reference(9e15))
        #expect(SVGWriter.number(Double(Int.max / 1000)) == Self.reference(Double(Int.max / 1000)))
    }

    private func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
