/// The one place where Swift text is made: renders a `SwiftFile` in the layout that
/// `swift-format` (default configuration) keeps as it is — 2-space indentation, `#if` blocks
/// indented, `case` labels at the level of their `switch`, and a call, array or signature that
/// would pass 100 columns broken one item a line with a trailing comma in arrays. The text is
/// written by `SwiftLines`, into one buffer.
public enum SwiftWriter {
    static let lineLength = 100
    static let indentWidth = 2

    /// The file's text: header comments, imports, declarations, a trailing newline.
    public static func render(_ file: SwiftFile, access: SwiftAccess = .internal) -> String {
        String(decoding: renderBytes(file, access: access), as: UTF8.self)
    }

    /// `render(file)` as UTF-8 bytes, for a caller that writes them (no second check of the
    /// UTF-8).
    public static func renderBytes(_ file: SwiftFile, access: SwiftAccess = .internal) -> [UInt8] {
        var out = SwiftLines(capacity: 8192, access: access)
        var started = false
        func open(_ out: inout SwiftLines, block: Bool) {
            if started {
                if block { out.blankLine() }
                out.newLine(indent: 0)
            }
            started = true
        }
        for line in file.header {
            open(&out, block: false)
            out.append(line.isEmpty ? "//" : "// " + line)
        }
        var firstPlain = true
        for module in file.imports where !module.isConditional {
            open(&out, block: firstPlain)
            firstPlain = false
            out.write("import ")
            out.append(module.module)
        }
        for module in file.imports where module.isConditional {
            open(&out, block: true)
            out.write("#if canImport(")
            out.append(module.module)
            out.write(")")
            out.newLine(indent: 1)
            out.write("import ")
            out.append(module.module)
            out.newLine(indent: 0)
            out.write("#endif")
        }
        for declaration in file.declarations {
            open(&out, block: true)
            out.declaration(declaration, indent: 0)
        }
        out.write("\n")
        return out.bytes
    }

    /// `inout`, `var` or `let` (only a name of 3 or 5 bytes is compared).
    static func labelNeedsBackticks(_ name: SwiftName) -> Bool {
        switch name.text.utf8.count {
        case 3: name.text == "var" || name.text == "let"
        case 5: name.text == "inout"
        default: false
        }
    }
}
