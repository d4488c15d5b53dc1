import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// The drawings in points on the HTML pages: read back from the SVG, they are the layout that
/// `render --format json` prints, part for part, on every device and detent.
@Suite("Review drawings")
struct ReviewDrawingTests {
    /// One `<figure class="drawing">`: its device, detent and every `data-kind`/`data-id` pair
    /// with the numbers of the element that carries it.
    struct Drawing {
        var device: String
        var detent: String
        var parts: [(kind: String, id: String?, attributes: [String: String])]
        var viewBox: String
    }

    static func attributes(of tag: Substring) -> [String: String] {
        var out: [String: String] = [:]
        var rest = tag
        while let eq = rest.range(of: "=\"") {
            let name = rest[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let afterQuote = rest[eq.upperBound...]
            guard let close = afterQuote.firstIndex(of: "\"") else { break }
            out[name] = String(afterQuote[..<close])
            rest = afterQuote[afterQuote.index(after: close)...]
        }
        return out
    }

    static func drawings(in html: String) -> [Drawing] {
        html.components(separatedBy: "<figure class=\"drawing\"").dropFirst().map { chunk in
            let figure = chunk.components(separatedBy: "</figure>")[0]
            let head = attributes(of: Substring(figure.prefix { $0 != ">" }))
            var parts: [(String, String?, [String: String])] = []
            var viewBox = ""
            for tag in ReviewPagesTests.tags(in: figure) {
                let attributes = attributes(of: tag)
                if tag.hasPrefix("<svg") { viewBox = attributes["viewBox"] ?? "" }
                if let kind = attributes["data-kind"] { parts.append((kind, attributes["data-id"], attributes)) }
            }
            return Drawing(device: head["data-device"] ?? "", detent: head["data-detent"] ?? "", parts: parts, viewBox: viewBox)
        }
    }

    static func build(_ tmp: TemporaryDirectory, devices: [String]) throws -> String {
        let spec = TestPaths.fixtures + "/review/markup.yaml"
        let copy = try tmp.write("specs/markup.yaml", try String(contentsOfFile: spec, encoding: .utf8))
        let result = CapturingTerminal.run(["build", copy, "--out", tmp.url("out")] + devices.flatMap { ["--device", $0] })
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        return copy
    }

    @Test("Every part of render --format json is drawn with its kind and id, on three devices and every detent")
    func partsMatchTheLayout() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max"]
        let spec = try Self.build(tmp, devices: devices)
        let html = try #require(tmp.read("out/markup-injection.review.html"))
        let drawings = Self.drawings(in: html)
        var args = ["render", spec, "--format", "json"]
        for device in devices { args += ["--device", device] }
        let render = CapturingTerminal.run(args)
        let layouts = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [[String: Any]])
        #expect(drawings.count == layouts.count && drawings.count == devices.count * 2)
        for (drawing, layout) in zip(drawings, layouts) {
            #expect(drawing.device == layout["device"] as? String && drawing.detent == layout["detent"] as? String)
            let elements = try #require(layout["elements"] as? [[String: Any]])
            let expected = elements.map { "\($0["kind"] as? String ?? "")#\($0["id"] as? String ?? "")" }
            // The drawing's parts in the layout's order, the screen, backdrop and safe areas
            // around them (HTML-escaped ids read back as written).
            let drawn = drawing.parts.filter { !["screen", "backdrop", "safe-area", "close-button"].contains($0.kind) }
                .map { "\($0.kind)#\(Self.unescaped($0.id ?? ""))" }
            #expect(drawn == expected, "\(drawing.device) \(drawing.detent)")
            #expect(drawing.parts.first?.kind == "screen")
            let screen = try #require(drawing.parts.first?.attributes)
            #expect(drawing.viewBox == "0 0 \(screen["width"] ?? "") \(screen["height"] ?? "")")
            // The sheet starts where the layout's sheet frame starts.
            let sheet = try #require(elements.first { $0["kind"] as? String == "sheet" }?["frame"] as? [String: Double])
            let path = try #require(drawing.parts.first { $0.kind == "sheet" }?.attributes["d"])
            let x = try #require(sheet["x"]), y = try #require(sheet["y"])
            #expect(path.contains("Q\(Self.number(x)) \(Self.number(y)) "), "\(path)")
        }
    }

    @Test("The backdrop is drawn at the sheet's real dim, and clear where undimmed")
    func backdropDim() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", """
            formc: 1
            screen: popup
            sheet: { presentation: popup, backdrop: { dim: 0.25 } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b], initial: b }
            ---
            formc: 1
            screen: panel
            sheet: { detents: [medium, large], backdrop: { undimmed-through: medium } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }

            """)
        let result = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let popup = Self.drawings(in: try #require(tmp.read("out/popup.review.html")))
        #expect(popup.first?.parts.first { $0.kind == "backdrop" }?.attributes["fill-opacity"] == "0.25")
        #expect(popup.first?.parts.first { $0.kind == "option" && $0.id == "b" }?.attributes["data-selected"] == "true")
        #expect(popup.first?.parts.first { $0.kind == "option" && $0.id == "a" }?.attributes["data-selected"] == nil)
        let popupPage = try #require(tmp.read("out/popup.review.html"))
        #expect(popupPage.contains("backdrop: black at 25 %"))
        let panel = Self.drawings(in: try #require(tmp.read("out/panel.review.html")))
        #expect(panel.map { $0.parts.first { $0.kind == "backdrop" }?.attributes["fill-opacity"] } == ["0", "0.4"])
    }

    @Test("One scale per page: every drawing's width is its viewBox times the page's --pt, within the print width")
    func oneScale() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        _ = try Self.build(tmp, devices: ["iphone-se", "iphone-15-landscape"])
        let html = try #require(tmp.read("out/markup-injection.review.html"))
        #expect(html.components(separatedBy: "style=\"--pt: ").count == 2, "one scale on the page")
        let scale = try #require(html.components(separatedBy: "style=\"--pt: ")[1].split(separator: "m").first.flatMap { Double($0) })
        // Two detents of a landscape iPhone 15 and the dark drawing side by side: (3 × 852 + 2 × 24) pt within 180 mm.
        #expect(scale * (3 * 852 + 2 * 24) <= 180.0001 && scale > 0.06)
        for drawing in Self.drawings(in: html) {
            let size = drawing.viewBox.split(separator: " ").dropFirst(2).map(String.init)
            #expect(html.contains("width:calc(\(size[0]) * var(--pt));height:calc(\(size[1]) * var(--pt))"))
        }
        #expect(html.contains("data-kind=\"scale-bar\" data-points=\"100\""))
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
