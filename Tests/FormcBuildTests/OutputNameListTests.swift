@testable import FormcBuild
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `OutputNameList`, what a build wrote and kept (`WriteOutcome`), lists the names an array of
/// them would, in the same order, while a screen's outputs added together are one entry.
@Suite("Output name list")
struct OutputNameListTests {
    @Test("Random appends and removals give the names, order and count an array gives")
    func agreesWithAnArray() {
        var list = OutputNameList(), model: [String] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let name = OutputTableTests.names[Int.random(in: 0..<OutputTableTests.names.count, using: &generator)]
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                list.remove(name)
                model.removeAll { $0 == name }
            case 1:
                let outputs = OutputNames.screenOutputs(["travel", "a", "b"][Int.random(in: 0..<3, using: &generator)])
                let mask = OutputTable.mask(of: outputs)
                list.append(screen: OutputTable.split(outputs[0])?.id ?? "", mask)
                model += outputs
            default:
                list.append(name)
                model.append(name)
            }
            #expect(list.count == model.count)
        }
        #expect(Array(list) == model)
        #expect(list == OutputNameList(model))
    }

    @Test("A build's outcome holds one entry per screen, not one name per file")
    func oneEntryPerScreen() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(6, in: tmp)
        let built = StreamingBuildTests.build(tmp, out: "out", batchSize: 4)
        #expect(built.status == .success)
        #expect(built.write.written.count == 6 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
        #expect(built.write.written.entryCount == 6 + OutputNames.shared.count)
        #expect(Set(built.write.written) == Set(tmp.list("out").filter { $0 != OutputNames.manifest }))
        let again = StreamingBuildTests.build(tmp, out: "out", batchSize: 4)
        #expect(again.write.written.isEmpty && again.write.unchanged.entryCount == 6 + OutputNames.shared.count)
        #expect(Set(again.write.unchanged) == Set(built.write.written))
    }
}

/// Removing names costs the entries that hold them, never a pass over the whole list per name:
/// a rebuild where every screen lost one output takes back each screen's kept files one by one.
@Suite("Output name list removal work")
struct OutputNameListRemovalTests {
    /// `removalWork` after removing the first output of each of `screens` screens, every one
    /// with all its outputs, plus a name of no screen after each.
    static func work(screens: Int) -> Int {
        var list = OutputNameList()
        let mask = OutputTable.mask(of: OutputNames.screenOutputs("x"))
        for i in 0..<screens {
            list.append(screen: "s\(i)", mask)
            list.append("note\(i).txt")
        }
        let first = OutputNames.screenOutputs("x")[0].dropFirst()
        for i in 0..<screens {
            list.remove("s\(i)" + first)
            list.remove("note\(i).txt")
        }
        #expect(list.count == screens * (OutputNames.screenOutputs("x").count - 1))
        #expect(list.entryCount == screens)
        return list.removalWork
    }

    @Test("Removing one name of each of n screens costs O(n) work, and 4n screens about 4 times it")
    func linear() {
        let small = Self.work(screens: 1_000), large = Self.work(screens: 4_000)
        // Indexing once, then one entry per removal.
        #expect(small <= 3 * 2 * 1_000)
        #expect(Double(large) / Double(small) < 4.5, "\(small) → \(large)")
    }

    @Test("Removals across compactions keep the names, order and count an array gives")
    func compactionKeepsOrder() {
        var list = OutputNameList(), model: [String] = []
        let outputs = (0..<200).map { OutputNames.screenOutputs("s\($0)") }
        for names in outputs {
            list.append(screen: "s" + String(names[0].prefix { $0 != "." }.dropFirst()), OutputTable.mask(of: names))
            model += names
        }
        // Every other screen's outputs go, then some come back at the end.
        for names in outputs.enumerated().filter({ $0.offset.isMultiple(of: 2) }).map(\.element) {
            for name in names {
                list.remove(name)
                model.removeAll { $0 == name }
            }
        }
        #expect(Array(list) == model && list.count == model.count)
        for name in outputs[0] + ["x.txt"] {
            list.append(name)
            model.append(name)
        }
        list.remove(outputs[1][0])
        model.removeAll { $0 == outputs[1][0] }
        #expect(Array(list) == model && list.count == model.count)
        #expect(list == OutputNameList(model))
    }

    @Test("A rebuild where every screen lost one output renders those screens, keeps the rest, and removes linearly")
    func everyScreenLostAnOutput() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(40, in: tmp)
        #expect(StreamingBuildTests.build(tmp, out: "out", batchSize: 4).status == .success)
        // The last output of each screen, so that the ones before it are kept first, then taken back.
        let lost = String(OutputNames.screenOutputs("x").last?.dropFirst() ?? "")
        let before = tmp.list("out")
        let removed = before.filter { $0.hasPrefix("s-") && $0.hasSuffix(lost) }
        #expect(removed.count == 40)
        for name in removed { try FileManager.default.removeItem(atPath: tmp.url("out/" + name)) }
        let again = StreamingBuildTests.build(tmp, out: "out", batchSize: 4)
        #expect(again.status == .success)
        #expect(tmp.list("out") == before)
        #expect(again.write.renderedScreens.count == 40)
        #expect(Set(again.write.written) == Set(removed))
        #expect(Set(again.write.unchanged).count == before.count - 1 - removed.count)
        // One index of the kept names, then a step per name taken back.
        #expect(again.write.unchanged.removalWork <= 2 * (before.count + removed.count * OutputNames.screenOutputs("x").count))
    }

    @Test("A plain name equal to a screen's id, and a screen in several entries, are removed apart, across compactions")
    func plainNamesBesideScreenIDs() {
        var list = OutputNameList(), model: [String] = []
        var generator = SystemRandomNumberGenerator()
        let ids = ["s1", "s2", "s3"]
        let names = ids + ids.flatMap { OutputNames.screenOutputs($0) } + ["notes.txt"]
        for _ in 0..<3_000 {
            let name = names[Int.random(in: 0..<names.count, using: &generator)]
            if Int.random(in: 0..<3, using: &generator) == 0 {
                list.remove(name)
                model.removeAll { $0 == name }
            } else {
                list.append(name)
                model.append(name)
            }
            #expect(list.count == model.count)
        }
        #expect(Array(list) == model)
        // The plain name "s1" leaves the screen s1's outputs, and they leave it.
        list.remove("s1")
        model.removeAll { $0 == "s1" }
        #expect(Array(list) == model)
        for name in OutputNames.screenOutputs("s2") {
            list.remove(name)
            model.removeAll { $0 == name }
        }
        #expect(Array(list) == model && list.count == model.count)
    }
}
