// swift-tools-version:6.1
// formc — a compiler for declarative iOS sheet specs.
// The targets follow the pipeline, each importing only the stages before it
// (scripts/check-layers.py checks it and prints the graph; CONTRIBUTING shows it):
//   FormcLoad (libyaml → located nodes) → FormcSpec (nodes → typed Screen) → FormcFormat (the
//   canonical layout of `formc fmt`) → FormcGeometry
//   → FormcValidate (rules → diagnostics) → FormcGenerate (JSON Schema, mockups)
//   → FormcSwiftGen (Swift for apps) → FormcDiff (what a change to the specs breaks)
//   → FormcProject (a project: its inputs, configs, ignore comments, codes, and the stages that
//     check a file) → FormcReview (the review pages) and FormcDiffRun (`formc diff`'s runs and
//     reports) → FormcBuild (plan, pipeline, outputs, incremental cache, watch)
//   → FormcLanguage (the language service: documents in, answers out, no I/O)
//   → FormcServer (LSP: JSON-RPC over stdio) ← FormcCLI (arguments) ← formc (main).
import PackageDescription

let package = Package(
    name: "formc",
    products: [
        .executable(name: "formc", targets: ["formc"]),
        // The SwiftPM plugins: a build tool plugin for app targets, and a command for teams that
        // commit the generated Swift (README, "Generating Swift in the app's build").
        .plugin(name: "FormcPlugin", targets: ["FormcPlugin"]),
        .plugin(name: "FormcCommand", targets: ["FormcCommand"]),
        // The stages as a library, for the fuzz targets in Fuzz/.
        .library(name: "FormcKit", targets: [
            "FormcCore", "FormcLoad", "FormcSpec", "FormcFormat", "FormcGeometry", "FormcValidate", "FormcGenerate", "FormcSwiftGen",
            "FormcDiff", "FormcProject", "FormcReview", "FormcDiffRun", "FormcBuild",
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
        // `formc fmt`: the canonical layout of a spec, its comments kept, its meaning proved kept.
        .target(name: "FormcFormat", dependencies: ["FormcCore", "FormcLoad", "FormcSpec"]),
        .target(name: "FormcGeometry", dependencies: ["FormcCore", "FormcSpec"]),
        .target(name: "FormcValidate", dependencies: ["FormcCore", "FormcSpec", "FormcGeometry"]),
        .target(name: "FormcGenerate", dependencies: ["FormcCore", "FormcSpec", "FormcGeometry"]),
        // Swift for apps: a small Swift-syntax model, one writer, the screens' types.
        .target(name: "FormcSwiftGen", dependencies: ["FormcCore", "FormcSpec"]),
        // What a change to the specs breaks: two versions' screens in, classified changes out.
        .target(name: "FormcDiff", dependencies: ["FormcCore", "FormcSpec", "FormcSwiftGen"]),
        // A project: its inputs (the working tree or a git revision), configs, ignore comments, the
        // code registry and `Stages`, the one façade that checks a file; what every command and
        // the language server read.
        .target(name: "FormcProject", dependencies: [
            "CFormcPosix", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate", "FormcSwiftGen", "FormcDiff",
        ]),
        // The design review: contents and a page per screen, in Markdown and HTML.
        .target(name: "FormcReview", dependencies: ["FormcCore", "FormcSpec", "FormcGeometry", "FormcGenerate", "FormcProject"]),
        // `formc diff`: two revisions' inputs through the stages, compared, and reported.
        .target(name: "FormcDiffRun", dependencies: [
            "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcGenerate", "FormcDiff", "FormcProject", "FormcReview",
        ]),
        // Files in, files out: the plan, the concurrent pipeline, atomic outputs, the incremental
        // cache and watch.
        .target(name: "FormcBuild", dependencies: [
            "CFormcPosix", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcGenerate", "FormcSwiftGen",
            "FormcProject", "FormcReview",
        ]),
        .target(name: "FormcLanguage", dependencies: [
            "FormcCore", "FormcLoad", "FormcSpec", "FormcFormat", "FormcGeometry", "FormcValidate", "FormcGenerate", "FormcProject",
        ]),
        .target(name: "FormcServer", dependencies: ["FormcCore", "FormcProject", "FormcLanguage"]),
        .target(name: "FormcCLI", dependencies: [
            "CFormcPosix", "FormcCore", "FormcLoad", "FormcSpec", "FormcFormat", "FormcGeometry", "FormcGenerate", "FormcSwiftGen", "FormcDiff",
            "FormcProject", "FormcReview", "FormcDiffRun", "FormcBuild", "FormcServer",
        ]),
        // The executable. Built from source wherever formc is a dependency (the plugins run it),
        // so it carries no unsafe flags, which SwiftPM refuses in a remote dependency; the static
        // executable that starts fastest is made by scripts/release.sh.
        .executableTarget(name: "formc", dependencies: ["FormcCLI"]),
        // `FormcPlugin`: a target's specs compiled into Swift at each build that changed them.
        .plugin(name: "FormcPlugin", capability: .buildTool(), dependencies: ["formc"]),
        // `swift package formc`: lint the specs and write their Swift into the package.
        .plugin(
            name: "FormcCommand",
            capability: .command(
                intent: .custom(verb: "formc", description: "Lint the formc specs of the package's targets and write their Swift into each target"),
                permissions: [.writeToPackageDirectory(reason: "formc writes the generated Swift into each target's FormcGenerated folder")]),
            dependencies: ["formc"]),
        // Golden files, marker-style sources and a seeded generator, for the tests only.
        .target(name: "FormcTestSupport", dependencies: ["FormcCore"]),
        // Spec text through the real stages, and formc run in-process, for the tests of every stage.
        .target(name: "FormcPipelineTestSupport", dependencies: [
            "FormcCore", "FormcLoad", "FormcSpec", "FormcProject", "FormcBuild", "FormcCLI",
        ]),

        .testTarget(name: "FormcCoreTests", dependencies: ["FormcTestSupport", "FormcCore"], exclude: ["Fixtures"]),
        .testTarget(name: "FormcLoadTests", dependencies: ["FormcTestSupport", "FormcLoad", "FormcCore"], exclude: ["Fixtures"]),
        .testTarget(name: "FormcSpecTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcValidate",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcFormatTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcFormat",
        ]),
        .testTarget(name: "FormcGeometryTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcSpec", "FormcGeometry",
        ]),
        .testTarget(name: "FormcValidateTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate",
            "FormcGenerate",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcGenerateTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcGenerate",
        ], exclude: ["Snapshots", "Fixtures"]),
        .testTarget(name: "FormcSwiftGenTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcSpec", "FormcGenerate", "FormcSwiftGen",
        ], exclude: ["Stubs"]),
        // The committed Swift of specs/ (reference sources), compiled and used as an app would.
        .testTarget(name: "FormcSwiftReferenceTests"),
        .testTarget(name: "FormcCLITests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcCLI",
        ]),
        .testTarget(name: "FormcLanguageTests", dependencies: ["FormcTestSupport", "FormcCore", "FormcSpec", "FormcProject", "FormcLanguage"]),
        .testTarget(name: "FormcServerTests", dependencies: ["FormcTestSupport", "FormcCore", "FormcProject", "FormcServer"]),
        .testTarget(name: "FormcDiffTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcSpec", "FormcGenerate", "FormcDiff",
        ]),
        .testTarget(name: "FormcProjectTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate",
            "FormcSwiftGen", "FormcProject", "FormcLanguage", "FormcCLI",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcReviewTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcReview", "FormcCLI",
        ], exclude: ["Snapshots", "Fixtures"]),
        .testTarget(name: "FormcDiffRunTests", dependencies: [
            "FormcTestSupport", "FormcCore", "FormcDiff", "FormcProject", "FormcDiffRun",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "FormcBuildTests", dependencies: [
            "FormcTestSupport", "FormcPipelineTestSupport", "FormcCore", "FormcLoad", "FormcSpec", "FormcGeometry", "FormcValidate",
            "FormcGenerate", "FormcSwiftGen", "FormcProject", "FormcReview", "FormcBuild", "FormcCLI",
        ], exclude: ["Snapshots", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
