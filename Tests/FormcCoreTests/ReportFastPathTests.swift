@testable import FormcCore
import FormcTestSupport
import Testing

/// The cheap ways reports are made give the text of the general ones, byte for byte: the
/// source line of characters that stand alone, the report written in pieces, the sort that
/// compares only diagnostics at one place, and the distance of single-byte words.
@Suite struct ReportFastPathTests {
    static let code = DiagnosticCode("E312", .error, summary: "s", explanation: Explanation(meaning: "m", example: "e", fix: "f", fixed: nil))
    static let warning = DiagnosticCode("W506", .warning, summary: "s", explanation: Explanation(meaning: "m", example: "e", fix: "f", fixed: nil))

    /// Characters that stand alone (ASCII, tab, Latin-1 with the soft hyphen, Hangul, CJK,
    /// the ellipsis, emoji) and a few that do not (a combining mark, ESC, a joiner, a selector).
    static let alphabet: [String] = ["a", "b", " ", ":", "-", "\t", "é", "\u{AD}", "한", "漢", "…", "😀", "→", "─"]
    static let joiners: [String] = ["\u{301}", "\u{1B}", "\u{200D}", "\u{FE0F}", "\r"]

    static func line(_ random: inout SeededRandom, length: Int, joining: Bool) -> String {
        var text = ""
        for _ in 0..<length {
            let pool = joining && random.next(below: 8) == 0 ? joiners : alphabet
            text += pool[random.next(below: pool.count)]
        }
        return text
    }

    @Test("A line of characters that stand alone is shown as the general path shows it")
    func simpleLineAgrees() {
        var random = SeededRandom(start: 15)
        var simple = 0
        for round in 0..<600 {
            let length = [0, 3, 40, 90, 200, 700][round % 6]
            let text = Self.line(&random, length: length, joining: round % 5 == 0)
            let source = SourceFile(path: "a.yaml", bytes: Array(("k: 1\n" + text + "\nz: 2\n").utf8))
            let scalars = Array(text.unicodeScalars)
            let start = random.next(below: scalars.count + 2)
            let width = random.next(below: 4) == 0 ? 150 : random.next(below: 6)
            let offset = 5 + String(String.UnicodeScalarView(scalars.prefix(start))).utf8.count
            let endLine = random.next(below: 10) == 0 ? 3 : 2
            let range = SourceRange(start: SourceLocation(line: 2, column: start + 1, offset: offset),
                                    end: SourceLocation(line: endLine, column: start + 1 + width, offset: offset + width))
            for color in [false, true] {
                let renderer = HumanRenderer(color: color)
                var out = ReportBytes()
                renderer.snippet(range, source: source, into: &out)
                #expect(out.string == renderer.generalSnippet(range, source: source), "line \(text.debugDescription) at \(start)")
            }
            if scalars.allSatisfy({ $0 == "\t" || SimpleLine.standsAlone($0) }) { simple += 1 }
        }
        // Both paths were taken.
        #expect(simple > 300 && simple < 600)
    }

    @Test("A line shown as its bytes is shown as the general path shows it; broken UTF-8 is not shown as bytes")
    func plainLineAgrees() {
        var random = SeededRandom(start: 21)
        // Whole characters, and pieces of broken or overlong UTF-8.
        let pieces: [[UInt8]] = Self.alphabet.map { Array($0.utf8) } + Self.joiners.map { Array($0.utf8) }
            + [[0xFF], [0xC3], [0xE2, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]]
        var plain = 0
        for round in 0..<800 {
            let length = [0, 2, 30, 70, 130][round % 5]
            var line: [UInt8] = []
            for _ in 0..<length {
                let pool = round % 3 == 0 ? pieces.count : Self.alphabet.count
                let piece = pieces[random.next(below: pool)]
                if piece != [0x09] || round % 4 == 0 { line += piece }
            }
            let source = SourceFile(path: "a.yaml", bytes: Array("k: 1\n".utf8) + line + Array("\nz: 2\n".utf8))
            let start = random.next(below: 80)
            let width = random.next(below: 4) == 0 ? 150 : random.next(below: 6)
            let range = SourceRange(start: SourceLocation(line: 2, column: start + 1, offset: 5),
                                    end: SourceLocation(line: random.next(below: 10) == 0 ? 3 : 2, column: start + 1 + width, offset: 5))
            if PlainLine(source.lineBytes(2), range: range) != nil {
                plain += 1
                #expect(String(validating: source.lineBytes(2), as: UTF8.self) != nil)
            }
            let renderer = HumanRenderer(color: round % 2 == 0)
            var out = ReportBytes()
            renderer.snippet(range, source: source, into: &out)
            #expect(out.string == renderer.generalSnippet(range, source: source), "line \(line) at \(start)")
        }
        // Both kinds of line were met.
        #expect(plain > 150 && plain < 700, "\(plain)")
    }

    /// Printable ASCII only, so a long line's window is laid out from its bytes (`ASCIILine`),
    /// with a tab now and then (which sends the line to the scalar paths); lines long enough
    /// to be windowed, and short ones.
    @Test("A long line of printable ASCII is shown as the general path shows it, windowed or whole")
    func asciiLineAgrees() {
        var random = SeededRandom(start: 21)
        var ascii = 0
        for round in 0..<600 {
            let length = [0, 3, 40, 90, 200, 511, 513, 700, 2_000][round % 9]
            let tabs = round % 7 == 0
            var text = ""
            for _ in 0..<length {
                text.unicodeScalars.append(tabs && random.next(below: 20) == 0 ? "\t" : Unicode.Scalar(UInt8(0x20 + random.next(below: 95))))
            }
            let source = SourceFile(path: "a.yaml", bytes: Array(("k: 1\n" + text + "\nz: 2\n").utf8))
            let start = random.next(below: length + 2)
            let width = random.next(below: 4) == 0 ? 150 : random.next(below: 6)
            let endLine = random.next(below: 10) == 0 ? 3 : 2
            let range = SourceRange(start: SourceLocation(line: 2, column: start + 1, offset: 5 + start),
                                    end: SourceLocation(line: endLine, column: start + 1 + width, offset: 5 + start + width))
            for color in [false, true] {
                let renderer = HumanRenderer(color: color)
                var out = ReportBytes()
                renderer.snippet(range, source: source, into: &out)
                #expect(out.string == renderer.generalSnippet(range, source: source), "line \(text.debugDescription) at \(start)")
            }
            if ASCIILine(HumanRenderer.window(range, source: source), range: range) != nil { ascii += 1 }
        }
        // Both kinds of long line were drawn.
        #expect(ascii > 150 && ascii < 400, "\(ascii)")
    }

    @Test("The word-at-a-time test of printable ASCII agrees with a byte-by-byte one")
    func printableASCIIAgrees() {
        var random = SeededRandom(start: 33)
        // Printable bytes, with now and then one at or just past either end of the range.
        let odd: [UInt8] = [0x00, 0x09, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]
        var printable = 0
        for round in 0..<2_000 {
            let length = random.next(below: 40)
            var bytes = (0..<length).map { _ in UInt8(0x20 + random.next(below: 95)) }
            if round % 2 == 0, length > 0 { bytes[random.next(below: length)] = odd[random.next(below: odd.count)] }
            let from = random.next(below: max(1, length / 2))
            let slice = bytes[from...]
            let expected = slice.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
            #expect(ASCIILine.isPrintableASCII(slice) == expected, "\(Array(slice))")
            if expected { printable += 1 }
        }
        #expect(printable > 800 && printable < 1_800)
    }

    @Test("A short line of printable ASCII is shown as the general path shows it")
    func shortASCIILineAgrees() {
        var random = SeededRandom(start: 34)
        for round in 0..<600 {
            let length = [0, 1, 7, 8, 9, 30, 59, 60, 61, 121, 200][round % 11]
            var bytes = (0..<length).map { _ in UInt8(0x20 + random.next(below: 95)) }
            if round % 5 == 0, length > 0 { bytes[random.next(below: length)] = [0x09, 0x1B, 0x7F][random.next(below: 3)] }
            let source = SourceFile(path: "a.yaml", bytes: Array("k: 1\n".utf8) + bytes + Array("\nz: 2\n".utf8))
            let start = random.next(below: length + 3)
            let width = random.next(below: 4) == 0 ? 70 : random.next(below: 6)
            let range = SourceRange(start: SourceLocation(line: 2, column: start + 1, offset: 5 + start),
                                    end: SourceLocation(line: random.next(below: 10) == 0 ? 3 : 2, column: start + 1 + width, offset: 5 + start + width))
            let renderer = HumanRenderer(color: round % 2 == 0)
            var out = ReportBytes()
            renderer.snippet(range, source: source, into: &out)
            #expect(out.string == renderer.generalSnippet(range, source: source), "line \(bytes) at \(start)")
        }
    }

    static func diagnostics(_ random: inout SeededRandom, count: Int) -> [Diagnostic] {
        (0..<count).map { _ in
            let line = 1 + random.next(below: 4)
            let place = SourceLocation(line: line, column: 1 + random.next(below: 2), offset: 0)
            return Diagnostic(random.next(below: 3) == 0 ? warning : code, ["m1", "m2", "m3"][random.next(below: 3)],
                              file: ["a.yaml", "b.yaml"][random.next(below: 2)],
                              range: random.next(below: 8) == 0 ? nil : SourceRange(at: place),
                              pointer: "/p/\(random.next(below: 3))", help: random.next(below: 2) == 0 ? nil : "h")
        }
    }

    @Test("Sorting for a report keeps what a set of every diagnostic kept, in the same order")
    func sortAgreesWithASetOfAll() {
        var random = SeededRandom(start: 7)
        for count in [0, 1, 5, 40, 400] {
            let diagnostics = Self.diagnostics(&random, count: count)
            // The definition: sorted, then the first of each place (the pointer left out when placed).
            var seen = Set<Diagnostic>()
            let expected = diagnostics.sorted(by: Diagnostic.reportOrder).filter { diagnostic in
                var place = diagnostic
                if place.range != nil { place.pointer = "" }
                return seen.insert(place).inserted
            }
            #expect(diagnostics.sortedForReport() == expected)
            #expect(expected.sortedForReport() == expected)
        }
    }

    @Test("A list already in report order, no two at one place, is returned as it is: not copied")
    func sortedListKept() {
        var random = SeededRandom(start: 9)
        // One diagnostic per place, places in order: files, then lines and columns.
        var list: [Diagnostic] = []
        for file in ["a.yaml", "b.yaml"] {
            list.append(Diagnostic(Self.code, "unplaced", file: file, range: nil))
            for line in 1...300 {
                let place = SourceRange(at: SourceLocation(line: line, column: 1 + random.next(below: 9), offset: 0))
                list.append(Diagnostic(random.next(below: 2) == 0 ? Self.code : Self.warning, "m", file: file, range: place))
            }
        }
        #expect(list.isInReportOrder)
        let sorted = list.sortedForReport()
        #expect(sorted == list.sorted(by: Diagnostic.reportOrder))
        #expect(sorted.withUnsafeBufferPointer(\.baseAddress) == list.withUnsafeBufferPointer(\.baseAddress))
        // Out of order by one swap: sorted again, into a new array.
        var swapped = list
        swapped.swapAt(40, 41)
        #expect(!swapped.isInReportOrder)
        #expect(swapped.sortedForReport() == sorted)
    }

    @Test("A sorted list with one problem found twice (under two pointers) still loses the second")
    func sortedListWithDuplicates() {
        let place = SourceRange(at: SourceLocation(line: 3, column: 2, offset: 9))
        let first = Diagnostic(Self.code, "m", file: "a.yaml", range: place, pointer: "/a")
        let again = Diagnostic(Self.code, "m", file: "a.yaml", range: place, pointer: "/b")
        let other = Diagnostic(Self.code, "n", file: "a.yaml", range: place, pointer: "/a")
        let later = Diagnostic(Self.warning, "m", file: "b.yaml", range: place)
        let list = [first, other, again, later]
        #expect(list.sorted(by: Diagnostic.reportOrder) == list)
        #expect(!list.isInReportOrder)
        #expect(list.sortedForReport() == [first, other, later])
        #expect([first, other, later].isInReportOrder == false)
        #expect([first, later].isInReportOrder)
    }

    @Test("A report written in pieces is the report rendered whole, as text, JSON and SARIF")
    func piecesMakeTheWhole() {
        var random = SeededRandom(start: 3)
        for count in [0, 1, 30, 2_000] {
            let diagnostics = Self.diagnostics(&random, count: count)
            let source = SourceFile(path: "a.yaml", bytes: Array("a: 1\n\tb: 한글 😀\nc: [x, y]\nd: \u{1B}\n".utf8))
            let report = DiagnosticReport(diagnostics: diagnostics, sources: [source], files: 2, screens: 1)
            for format in [ReportFormat.text, .json, .sarif] {
                var pieces: [String] = []
                ReportFormatter.write(report, as: format, codes: DiagnosticRegistry([Self.code, Self.warning])) { pieces.append($0) }
                let whole = ReportFormatter.format(report, as: format, codes: DiagnosticRegistry([Self.code, Self.warning]))
                #expect(pieces.joined() == whole)
                // Large reports come in more than one piece, none much over the piece size.
                if whole.utf8.count > 2 * ReportBytes.chunkSize { #expect(pieces.count > 1) }
                #expect(pieces.allSatisfy { $0.utf8.count < 2 * ReportBytes.chunkSize })
            }
            var bytes: [UInt8] = []
            ReportFormatter.writeText(report) { bytes += $0 }
            #expect(String(decoding: bytes, as: UTF8.self) == ReportFormatter.format(report, as: .text, codes: DiagnosticRegistry([Self.code, Self.warning])))
        }
    }

    @Test("Words of single-byte characters are compared byte by byte with the same distance")
    func singleByteDistance() {
        var random = SeededRandom(start: 11)
        let letters = Array("abcde-_\n")
        for _ in 0..<300 {
            let a = String((0..<random.next(below: 9)).map { _ in letters[random.next(below: letters.count)] })
            let b = String((0..<random.next(below: 9)).map { _ in letters[random.next(below: letters.count)] })
            // A common first character that is not one byte sends both through the Character path.
            #expect(Suggestions.distance(a, b) == Suggestions.distance("é" + a, "é" + b))
            let limit = random.next(below: 4)
            #expect(min(Suggestions.distance(a, b, limit: limit), limit + 1) == min(Suggestions.distance("é" + a, "é" + b), limit + 1))
        }
        #expect(Suggestions.distance("a\r\nb", "a\nb") == 1)
    }
}
