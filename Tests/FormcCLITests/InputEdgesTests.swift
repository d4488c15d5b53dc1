import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// The inputs a user gets wrong first: a path that does not exist (a usage error with a
/// did-you-mean, `--allow-empty` or not), a spec with nothing in it (E207), and extensions
/// written in capitals.
@Suite struct InputEdgesTests {
    final class Folder {
        let path = NSTemporaryDirectory() + "formc-inputs-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        func write(_ name: String, _ text: String) throws {
            let file = path + "/" + name
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: false, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static let spec = "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"

    @Test func aMissingPathIsAUsageErrorWithTheNearestSibling() throws {
        let folder = try Folder()
        try folder.write("specs/a.yaml", Self.spec)
        let typo = folder.path + "/spec/"
        for command in [["lint", typo], ["build", typo, "--out", folder.path + "/out"], ["build", typo, "--allow-empty", "--out", folder.path + "/out"],
                        ["lint", typo, "--allow-empty"], ["render", typo], ["inspect", typo], ["diff", typo, folder.path + "/specs"]] {
            let run = CapturingTerminal.run(command)
            #expect(run.code == .usage, "\(command)")
            #expect(run.stderr == "error: no such file or folder '\(typo)'; did you mean '\(folder.path)/specs/'?\n", "\(command)")
            #expect(run.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        // Nothing near: the path alone.
        #expect(CapturingTerminal.run(["lint", folder.path + "/zzzzzzzz"]).stderr == "error: no such file or folder '\(folder.path)/zzzzzzzz'\n")
    }

    /// With no PATH, formc reads `specs/` of the working folder: run where there is none.
    @Test func noSpecsFolderHereIsAUsageError() throws {
        let folder = try Folder()
        let bare = try RealProcess.run(["lint"], directory: folder.path)
        #expect(bare.status == 2)
        #expect(bare.stderr.hasPrefix("error: no 'specs/' folder here, which formc reads when no PATH is given; name the folder"))
        try folder.write("spec/a.yaml", Self.spec)
        let near = try RealProcess.run(["build", "--allow-empty"], directory: folder.path)
        #expect(near.status == 2)
        #expect(near.stderr == "error: no 'specs/' folder here, which formc reads when no PATH is given; did you mean 'spec'?\n")
    }

    @Test func aSpecWithNothingInItIsE207() throws {
        let folder = try Folder()
        try folder.write("empty.yaml", "")
        try folder.write("comments.yaml", "# to be written\n---\n")
        let run = CapturingTerminal.run(["lint", folder.path, "--format", "json"])
        #expect(run.code == .specErrors)
        #expect(run.stdout.components(separatedBy: "\"code\": \"E207\"").count == 3, "\(run.stdout)")
        let text = CapturingTerminal.run(["lint", folder.path + "/empty.yaml"])
        #expect(text.stdout == "\(folder.path)/empty.yaml:1:1: error[E207]: '\(folder.path)/empty.yaml' is empty\n"
            + "  = help: write a screen in it (`formc: 1`, `screen: ID` and its fields; `formc init` writes a commented example), or delete the file\n\n")
        #expect(text.stderr == "checked 0 screens in 1 file · 1 error\n")
    }

    @Test func emptyStandardInputIsE207() throws {
        let inProcess = CapturingTerminal.run(["lint", "-"])
        #expect(inProcess.code == .specErrors && inProcess.stdout.contains("<stdin>:1:1: error[E207]"))
        let real = try RealProcess.run(["lint", "-"], stdin: "")
        #expect(real.status == 1 && real.stdout.contains("error[E207]"))
    }

    @Test func extensionsInAnyCaseAreSpecs() throws {
        let folder = try Folder()
        try folder.write("A.YAML", Self.spec.replacingOccurrences(of: "screen: s", with: "screen: a"))
        try folder.write("b.Yml", Self.spec.replacingOccurrences(of: "screen: s", with: "screen: b"))
        try folder.write("c.yaml", Self.spec.replacingOccurrences(of: "screen: s", with: "screen: c"))
        try folder.write("notes.txt", "not a spec")
        let run = CapturingTerminal.run(["lint", folder.path])
        #expect(run.code == .success)
        #expect(run.stderr == "checked 3 screens in 3 files · no problems\n")
    }
}
