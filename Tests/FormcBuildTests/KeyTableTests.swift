import FormcCore
import FormcSpec
import Foundation
import Testing

/// The reference's key table (spec-language.md §6a) against the language description: a row
/// for every key of every mapping of `SpecLanguage`, and no other; each cell names the API
/// that honours the key or the diagnostic that says it cannot be; a key the mockup draws is
/// applied or diagnosed in UIKit and in SwiftUI.
@Suite("Key table")
struct KeyTableTests {
    struct Row {
        var key: String
        var mockup: String
        var uikit: String
        var swiftUI: String
    }

    static func rows() throws -> [Row] {
        let path = TestPaths.repository + "/docs/spec-language.md"
        let docs = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        let section = try #require(docs.components(separatedBy: "## 6a. Every key: applied or diagnosed").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4 else { return Row(key: "malformed: \(line)", mockup: "", uikit: "", swiftUI: "") }
            return Row(key: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), mockup: cells[1], uikit: cells[2], swiftUI: cells[3])
        }
    }

    /// Every key of the language, as `mapping.key`.
    static let languageKeys: [String] = SpecLanguage.mappings.flatMap { mapping in mapping.keys.map { mapping.name.rawValue + "." + $0.name } }

    /// The codes a cell names (`W511`, `E410`).
    static func codes(in cell: String) -> [String] {
        let scalars = Array(cell.unicodeScalars)
        var found: [String] = []
        for index in scalars.indices where index + 4 <= scalars.count && (scalars[index] == "E" || scalars[index] == "W") {
            let digits = scalars[(index + 1)..<(index + 4)]
            let before = index == 0 ? " " : Character(scalars[index - 1])
            let after = index + 4 < scalars.count ? Character(scalars[index + 4]) : " "
            if digits.allSatisfy({ ("0"..."9").contains($0) }), !before.isLetter, !before.isNumber, !after.isLetter, !after.isNumber {
                found.append(String(String.UnicodeScalarView(scalars[index..<(index + 4)])))
            }
        }
        return found
    }

    @Test("A row for every key of the language, once, and no other")
    func everyKeyHasARow() throws {
        let keys = try Self.rows().map(\.key)
        #expect(Set(keys).count == keys.count, "a key listed twice")
        #expect(Set(keys) == Set(Self.languageKeys),
                "missing: \(Set(Self.languageKeys).subtracting(keys).sorted()); not in the language: \(Set(keys).subtracting(Self.languageKeys).sorted())")
    }

    @Test("Each cell says how the key is honoured: an API, data the app reads, or a diagnostic; a drawn key is applied or diagnosed")
    func everyCellSaysHow() throws {
        let registered = Set(DiagnosticRegistry.formc.codes.map(\.id))
        for row in try Self.rows() {
            for cell in [row.mockup, row.uikit, row.swiftUI] {
                #expect(!cell.isEmpty, "\(row.key): an empty cell")
                for code in Self.codes(in: cell) { #expect(registered.contains(code), "\(row.key): \(code) is no code formc reports") }
            }
            // A key the mockup draws (its cell is more than "—" and a note) must be applied (an
            // API or data in backticks) or diagnosed (a code) on each platform.
            let drawn = !row.mockup.hasPrefix("—")
            for (platform, cell) in [("UIKit", row.uikit), ("SwiftUI", row.swiftUI)] where drawn {
                let applied = cell.contains("`"), diagnosed = !Self.codes(in: cell).isEmpty
                #expect(applied || diagnosed, "\(row.key) is drawn but neither applied nor diagnosed in \(platform): \(cell)")
            }
        }
    }

    @Test("The checks can fail: a drawn key with nothing in a platform's cell, or an unknown code, is caught")
    func theChecksCatchAGap() {
        #expect(Self.codes(in: "W511 on a popup; E410 and W5110") == ["W511", "E410"])
        #expect(Self.codes(in: "no setting") == [])
        #expect(!"no setting".contains("`"))
    }
}
