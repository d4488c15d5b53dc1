import FormcCore
import FormcLoad
import FormcSpec
import FormcValidate

extension Stages {
    /// The real stages: libyaml loader, spec decoder, validator.
    public static let standard = Stages(
        load: { path in Loader.load(path: path) },
        decode: { document, file in
            let decoded = SpecDecoder.decode(document, file: file)
            return DecodedScreen(screen: decoded.screen, diagnostics: decoded.diagnostics)
        },
        validate: { screen in Validator.validate(screen) },
        // Each screen is validated in its file's task; only the checks across screens are left.
        validateBuild: { screens in Validator.validateAcrossScreens(screens) }
    )
}
