import FormcProject

/// The build cache records each spec's stamp (`FileStamp`: size, inode, times), which says when
/// and where the spec was written, not what was built from it: two builds of the same specs
/// record the same stamps only when both found the files settled. Tests compare manifests
/// without them, and check the stamps on their own against the files.
enum ManifestStamps {
    /// `bytes` with the stamp of every `file` line of the cache written as `-`, and the
    /// cache's checksum (which covers them) too.
    static func masked(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("# end ") { return "# end -" }
            var fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[0] == "file" else { return String(line) }
            fields[3] = "-"
            return fields.joined(separator: " ")
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The stamps the cache records (those not `-`), by the path they were recorded for (as
    /// the cache writes it: `=` and the path).
    static func recorded(_ bytes: [UInt8]) -> [String: String] {
        var stamps: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 5, fields[0] == "file", fields[3] != "-" else { continue }
            stamps[String(fields[4])] = String(fields[3])
        }
        return stamps
    }

    /// A folder's files, name → bytes, the manifest's stamps masked.
    static func tree(_ files: [String: [UInt8]]) -> [String: [UInt8]] {
        var files = files
        if let manifest = files[OutputNames.manifest] { files[OutputNames.manifest] = masked(manifest) }
        return files
    }
}
