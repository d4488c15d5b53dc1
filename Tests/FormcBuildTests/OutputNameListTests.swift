@testable import FormcBuild
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
