// swift-tools-version:6.0
// formc — a compiler for declarative iOS sheet specs.
// The targets follow the pipeline, each importing only the stages before it:
//   FormcLoad (libyaml → located nodes) → FormcSpec (nodes → typed Screen) → FormcGeometry
//   → FormcValidate (rules → diagnostics) → FormcGenerate (JSON Schema, mockups)
//   → FormcSwiftGen (Swift for apps) → FormcDiff (what a change to the specs breaks)
//   → FormcBuild (files in, files out, reports) → FormcLanguage (the language service: documents
//   in, answers out, no I/O) → FormcServer (LSP: JSON-RPC over stdio) ← FormcCLI (arguments)
//   ← formc (main).
import PackageDescription

let package = Package(
    name: "formc",
    products: [
        .executable(name: "formc", targets: ["formc"]),
        // The stages as a library, for the fuzz targets in Fuzz/.
        .library(name: "FormcKit", targets: [
            "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate", "FormcGenerate", "FormcSwiftGen", "FormcDiff", "FormcBuild",
        ]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The C calls Swift's Glibc module leaves out (renameat2, syncfs, mallopt).
        .target(name: "CFormcPosix"),
        .target(name: "FormcCore"),
        .target(name: "FormcLoad", dependencies: ["CYaml", "FormcCore"]),
        .target(name: "FormcSpec", dependencies: ["FormcCore", "FormcLoad"]),
        .target(name: "FormcGeometry", dependencies: ["FormcCore", "FormcSpec"]),
        .target(name: "FormcValidate", dependencies: ["FormcCore", "FormcSpec", "FormcGeometry"]),
        .target(name: "FormcGenerate", dependencies: ["FormcCore", "FormcSpec", "FormcGeometry"]),
        // Swift for apps: a small Swift-syntax model, one writer, the screens' types.
        .target(name: "FormcSwiftGen", dependencies: ["FormcCore", "FormcSpec"]),
        // What a change to the specs breaks: two versions' screens in, classified changes out.
        .target(name: "FormcDiff", dependencies: ["FormcCore", "FormcSpec", "FormcSwiftGen"]),
        .target(name: "FormcBuild", dependencies: [
            "CFormcPosix", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate", "FormcGenerate",
            "FormcSwiftGen", "FormcDiff",
        ]),
        .target(name: "FormcLanguage", dependencies: ["FormcCore", "FormcLoad", "FormcSpec", "FormcValidate", "FormcBuild"]),
        .target(name: "FormcServer", dependencies: ["FormcCore", "FormcBuild", "FormcLanguage"]),
        .target(name: "FormcCLI", dependencies: [
            "CFormcPosix", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcGenerate", "FormcSwiftGen", "FormcDiff", "FormcBuild",
            "FormcServer",
        ]),
        // A static executable on Linux (the Swift runtime, libyaml, libstdc++ and the C library
        // linked in): a process starts without loading, relocating and binding six shared
        // libraries (3.3 M → 0.7 M instructions for `formc --version`, about 1.8 ms a run).
        // Linked by the toolchain's lld, which, unlike gold, does not warn that the runtime's
        // `dlopen` (never called by formc) needs the C library it was linked with.
        .executableTarget(name: "formc", dependencies: ["FormcCLI"],
                          linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]),
        // Golden files, marker-style sources and a seeded generator, for the tests only.
        .target(name: "FormcTestSupport", dependencies: ["FormcCore"]),
        // Spec text through the real stages, and formc run in-process, for the tests of every stage.
        .target(name: "FormcPipelineTestSupport", dependencies: [
            "FormcTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcBuild", "FormcCLI",
        ]),

        .testTarget(name: "FormcCoreTests", dependencies: ["FormcTestSupport", "FormcCore"], exclude: ["Fixtures"]),
        .testTarget(name: "FormcLoadTests", dependencies: ["FormcTestSupport", "FormcLoad", "FormcCore"], exclude: ["Fixtures"]),
        .testTarget(name: "FormcSpecTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcValidate",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcGeometryTests", dependencies: ["FormcPipelineTestSupport", "FormcCore", "FormcSpec", "FormcGeometry"]),
        .testTarget(name: "FormcValidateTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate",
            "FormcGenerate",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcGenerateTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate", "FormcGenerate",
            "FormcSwiftGen",
        ], exclude: ["Snapshots", "Fixtures", "Stubs"]),
        // The committed Swift of specs/ (reference sources), compiled and used as an app would.
        .testTarget(name: "FormcSwiftReferenceTests"),
        .testTarget(name: "FormcCLITests", dependencies: ["FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcBuild", "FormcCLI"]),
        .testTarget(name: "FormcLanguageTests", dependencies: ["FormcTestSupport", "FormcCore", "FormcLanguage"]),
        .testTarget(name: "FormcServerTests", dependencies: ["FormcTestSupport", "FormcCore", "FormcBuild", "FormcLanguage", "FormcServer"]),
        .testTarget(name: "FormcDiffTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcSpec", "FormcGenerate", "FormcDiff",
        ]),
        .testTarget(name: "FormcBuildTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcValidate", "FormcSwiftGen",
            "FormcBuild", "FormcCLI",
        ], exclude: ["Snapshots", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
