import FormcCore
import FormcGeometry
import FormcLoad
import FormcSpec
import FormcSwiftGen
import FormcValidate

extension Stages {
    /// The real stages: libyaml loader, spec decoder, validator.
    public static let standard = Stages(
        loadEach: { path, each in Loader.load(path: path, each: each) },
        decode: { document, file in
            let decoded = SpecDecoder.decode(document, file: file)
            return DecodedScreen(screen: decoded.screen, diagnostics: decoded.diagnostics)
        },
        validate: { screen in validated(screen, devices: nil) },
        // Each screen is validated in its file's task; only the checks across screens are left.
        validateBuild: { screens in Validator.validateAcrossScreens(screens) }
    )

    /// The stages a project's config asks for: the device rules on its `devices`, and its
    /// `rules` applied to what every stage reports (a warning turned off is never reported;
    /// one raised to an error fails the run and keeps its screen from being built).
    public static func configured(by config: ProjectConfig) -> Stages {
        let base = Stages.standard
        var stages = Stages(
            loadEach: { path, each in
                var loaded = base.loadEach(path, each)
                loaded.diagnostics = config.applyingRules(to: loaded.diagnostics)
                return loaded
            },
            decode: { document, file in
                var decoded = base.decode(document, file)
                decoded.diagnostics = config.applyingRules(to: decoded.diagnostics)
                return decoded
            },
            validate: { screen in
                config.applyingRules(to: validated(screen, devices: config.devices, namingChecked: config.rules[SwiftNameFallback.code.id] != .off))
            },
            validateBuild: { screens in config.applyingRules(to: base.validateBuild(screens)) })
        stages.adjust = { config.applyingRules(to: $0) }
        return stages
    }
}

extension Stages {
    /// The stages each file's own config asks for (`ConfigResolver`): the device rules on the
    /// `devices` of the config that governs the screen's file, and the `rules` of each
    /// diagnostic's file applied to what every stage reports. A stage's path names a file, so
    /// its config is its folder's (`config(forFile:)`): files need not be registered first.
    public static func configured(by resolver: ConfigResolver) -> Stages {
        let base = Stages.standard
        var stages = Stages(
            loadEach: { path, each in
                var loaded = base.loadEach(path, each)
                loaded.diagnostics = resolver.config(forFile: path).applyingRules(to: loaded.diagnostics)
                return loaded
            },
            decode: { document, file in
                var decoded = base.decode(document, file)
                decoded.diagnostics = resolver.config(forFile: file).applyingRules(to: decoded.diagnostics)
                return decoded
            },
            validate: { screen in
                let config = resolver.config(forFile: screen.file)
                return config.applyingRules(to: validated(screen, devices: config.devices, namingChecked: config.rules[SwiftNameFallback.code.id] != .off))
            },
            validateBuild: { screens in resolver.applyingRules(to: base.validateBuild(screens)) })
        stages.adjust = { resolver.applyingRules(to: $0) }
        return stages
    }
}

extension Stages {
    /// These stages with W510 for Swift written for an app whose lowest iOS is `target`
    /// (`ProjectConfig.checkedIOSTarget`); these stages unchanged when `target` is nil. The
    /// warnings go through `adjust`, so a config's `rules` turn W510 off or into an error as
    /// they do every other code.
    public func checkingDeploymentTarget(_ target: IOSVersion?) -> Stages {
        guard let target else { return self }
        var stages = self
        let validate = self.validate, adjust = self.adjust
        stages.uncheckedCodes.subtract(DeploymentTarget.codes.map(\.id))
        stages.validate = { screen in
            let found = validate(screen), more = adjust(DeploymentTarget.diagnostics(for: screen, target: target))
            return (more.isEmpty ? found : found + more).sortedForReport()
        }
        return stages
    }
}

extension Stages {
    /// The rules' findings on `screen` (on `devices`, else the default ones) and W513, the Swift
    /// generator's, which is reported wherever a screen is checked unless a config turns it off
    /// (`namingChecked`; `formc init`'s does); in report order, sorted again only when W513
    /// adds anything.
    static func validated(_ screen: Screen, devices: [Device]?, namingChecked: Bool = true) -> [Diagnostic] {
        let found = devices.map { Validator.validate(screen, devices: $0) } ?? Validator.validate(screen)
        let names = namingChecked ? SwiftNameFallback.diagnostics(for: screen) : []
        return names.isEmpty ? found : (found + names).sortedForReport()
    }
}
