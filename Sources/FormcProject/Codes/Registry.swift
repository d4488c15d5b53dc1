import FormcCore
import FormcLoad
import FormcSpec
import FormcSwiftGen
import FormcValidate

extension DiagnosticRegistry {
    /// Every code formc reports, collected from the stages that define them: the loader's,
    /// the language's, the rules', the project config's, the ignore comments' and the Swift
    /// generator's (W510, W513). `formc explain`, SARIF's rules and the docs' code table list exactly these.
    public static let formc = DiagnosticRegistry(
        Loader.codes + SpecDecoder.codes + Validator.codes + ConfigLoader.codes + Suppressions.codes + DeploymentTarget.codes
        + SwiftNameFallback.codes)
}
