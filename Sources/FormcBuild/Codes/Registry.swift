import FormcCore
import FormcLoad
import FormcSpec
import FormcValidate

extension DiagnosticRegistry {
    /// Every code formc reports, collected from the stages that define them: the loader's,
    /// the language's, the rules' and the project config's. `formc explain`, SARIF's rules and the docs' code table
    /// list exactly these.
    public static let formc = DiagnosticRegistry(Loader.codes + SpecDecoder.codes + Validator.codes + ConfigLoader.codes)
}
