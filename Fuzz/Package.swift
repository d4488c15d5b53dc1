// swift-tools-version:6.0
// libFuzzer targets for formc. Build and run with Fuzz/run (its comments explain the flags):
//   swift build --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which differs between checkouts.
let formc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "FormcFuzz",
    dependencies: [.package(path: formc.path)],
    targets: [
        .executableTarget(name: "FuzzLoader", dependencies: [.product(name: "FormcKit", package: formc.lastPathComponent)]),
        .executableTarget(name: "FuzzLint", dependencies: [.product(name: "FormcKit", package: formc.lastPathComponent)]),
        .executableTarget(name: "FuzzFormat", dependencies: [.product(name: "FormcKit", package: formc.lastPathComponent)]),
    ],
    swiftLanguageModes: [.v6]
)
