@testable import FormcCLI
import Testing

/// The hand-written argument parser.
@Suite struct ArgumentsTests {
    let options = [
        OptionSpec(name: "out", valueName: "DIR", help: ""),
        OptionSpec(name: "device", valueName: "NAME", repeatable: true, help: ""),
        OptionSpec(name: "strict", valueName: nil, help: ""),
        OptionSpec(name: "format", valueName: "F", choices: ["text", "json"], help: ""),
    ]

    func parse(_ args: [String]) -> Result<ParsedArguments, UsageError> { ArgumentParser.parse(args, options: options) }

    @Test func positionalsOptionsAndFlags() throws {
        let p = try parse(["a", "--out", "o", "b", "--strict", "--format=json"]).get()
        #expect(p.positionals == ["a", "b"])
        #expect(p.value("out") == "o")
        #expect(p.flag("strict"))
        #expect(p.value("format") == "json")
    }

    @Test func repeatableOptionKeepsOrder() throws {
        let p = try parse(["--device", "iphone-se", "--device=iphone-15"]).get()
        #expect(p.all("device") == ["iphone-se", "iphone-15"])
    }

    @Test func nonRepeatableTwiceIsAnError() {
        #expect(throws: UsageError.self) { try parse(["--out", "a", "--out", "b"]).get() }
    }

    @Test func flagWithValueIsAnError() {
        #expect(throws: UsageError.self) { try parse(["--strict=yes"]).get() }
    }

    @Test func doubleDashEndsOptions() throws {
        let p = try parse(["--", "--strict", "-x"]).get()
        #expect(p.positionals == ["--strict", "-x"])
        #expect(!p.flag("strict"))
    }

    @Test func shortOptionsAreUnknown() {
        #expect(throws: UsageError.self) { try parse(["-s"]).get() }
    }

    @Test func singleDashIsPositional() throws {
        #expect(try parse(["-"]).get().positionals == ["-"])
    }
}
