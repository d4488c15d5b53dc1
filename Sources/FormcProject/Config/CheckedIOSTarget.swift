import FormcSwiftGen

extension ProjectConfig {
    /// The iOS version a run under this config checks the generated Swift against (W510), or
    /// nil when it checks none: the target (`--ios-target`, else `ios-target`) when the kinds a
    /// build writes (`--emit`, else `emit`, else all of them) include Swift. `build`, `lint`,
    /// `lint -` and the language server all ask here, so lint shows every W510 that a build
    /// under the same config reports, and a build never fails on a warning lint did not show.
    public func checkedIOSTarget(emitting emit: Set<OutputKind>? = nil, target: IOSVersion? = nil) -> IOSVersion? {
        let kinds = emit ?? self.emit ?? OutputKind.defaultSet
        return kinds.contains(.swift) ? target ?? iosTarget : nil
    }
}
