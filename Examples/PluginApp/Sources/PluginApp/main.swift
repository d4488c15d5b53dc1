import Foundation

// Decodes a result as the sheet hands it back, into the types formc generated from
// Specs/category.yaml, and prints what was picked: `swift run PluginApp '{"category":"pet"}'`.
let json = CommandLine.arguments.dropFirst().first ?? #"{"category":"travel"}"#
do {
    let result = try JSONDecoder().decode(EntryCategoryResult.self, from: Data(json.utf8))
    print("screen \(EntryCategoryScreen.id): category \(result.category.map { "\($0.rawValue) (\($0.title))" } ?? "none")")
    print("options: \(EntryCategoryResult.Category.allCases.map(\.rawValue).joined(separator: ", "))")
} catch {
    print("rejected: \(error)")
    exit(1)
}
