/// The one place where Swift text is made: renders a `SwiftFile` in the layout that
/// `swift-format` (default configuration) keeps as it is — 2-space indentation, `#if` blocks
/// indented, `case` labels at the level of their `switch`, and a call, array or signature that
/// would pass 100 columns broken one item a line with a trailing comma in arrays.
public enum SwiftWriter {
    static let lineLength = 100
    static let indentUnit = "  "

    /// The file's text: header comments, imports, declarations, a trailing newline.
    public static func render(_ file: SwiftFile) -> String {
        var lines = file.header.map { $0.isEmpty ? "//" : "// " + $0 }
        var blocks: [[String]] = []
        let plain = file.imports.filter { !$0.isConditional }.map { "import " + $0.module }
        if !plain.isEmpty { blocks.append(plain) }
        for conditional in file.imports where conditional.isConditional {
            blocks.append(["#if canImport(\(conditional.module))", indentUnit + "import " + conditional.module, "#endif"])
        }
        blocks += file.declarations.map { declaration($0, indent: 0) }
        for block in blocks {
            if !lines.isEmpty { lines.append("") }
            lines += block
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Declarations

    static func declaration(_ declaration: SwiftDeclaration, indent: Int) -> [String] {
        let pad = padding(indent)
        switch declaration {
        case .type(let type):
            var head = type.kind.rawValue + " " + identifier(type.name)
            if !type.conformances.isEmpty { head += ": " + type.conformances.map(typeName).joined(separator: ", ") }
            if !type.requirements.isEmpty {
                head += " where " + type.requirements.map { $0.parameter + " == " + typeName($0.type) }.joined(separator: ", ")
            }
            let prefix = docLines(type.doc, pad) + attributeLines(type.attributes, pad)
            guard !type.members.isEmpty else { return prefix + [pad + head + " {}"] }
            return prefix + [pad + head + " {"] + members(type.members, indent: indent + 1) + [pad + "}"]
        case .variable(let variable):
            return self.variable(variable, indent: indent)
        case .enumCase(let doc, let name, let rawValue):
            let raw = rawValue.map { " = " + SwiftLiteralText.string($0) } ?? ""
            return docLines(doc, pad) + [pad + "case " + identifier(name) + raw]
        case .enumCaseWithValues(let doc, let name, let values):
            return docLines(doc, pad) + [pad + "case " + identifier(name) + "(" + values.map(typeName).joined(separator: ", ") + ")"]
        case .function(let function):
            return self.function(function, indent: indent)
        case .conditional(let condition, let body):
            return [pad + "#if " + self.condition(condition)] + members(body, indent: indent + 1) + [pad + "#endif"]
        }
    }

    /// Members one after another: a blank line between them, none between plain enum cases or
    /// between undocumented stored properties.
    static func members(_ members: [SwiftDeclaration], indent: Int) -> [String] {
        var lines: [String] = []
        var previous: SwiftDeclaration?
        for member in members {
            if let previous, !isCompact(previous) || !isCompact(member) || !sameKind(previous, member) { lines.append("") }
            lines += declaration(member, indent: indent)
            previous = member
        }
        return lines
    }

    private static func isCompact(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase(let doc, _, _), .enumCaseWithValues(let doc, _, _): doc.isEmpty
        case .variable(let variable): variable.doc.isEmpty && variable.getter == nil && !variable.isStatic
        default: false
        }
    }

    private static func sameKind(_ a: SwiftDeclaration, _ b: SwiftDeclaration) -> Bool {
        switch (a, b) {
        case (.enumCase, .enumCase), (.enumCaseWithValues, .enumCaseWithValues), (.enumCase, .enumCaseWithValues),
             (.enumCaseWithValues, .enumCase), (.variable, .variable): true
        default: false
        }
    }

    static func variable(_ variable: SwiftVariable, indent: Int) -> [String] {
        let pad = padding(indent)
        var head = (variable.isStatic ? "static " : "") + (variable.isLet ? "let " : "var ") + identifier(variable.name)
        if let type = variable.type { head += ": " + typeName(type) }
        let prefix = docLines(variable.doc, pad) + attributeLines(variable.attributes, pad)
        if let getter = variable.getter {
            return prefix + [pad + head + " {"] + statements(getter, indent: indent + 1) + [pad + "}"]
        }
        guard let value = variable.value else { return prefix + [pad + head] }
        return prefix + SwiftExpressionWriter.lines(value, indent: indent, lead: head + " = ")
    }

    static func function(_ function: SwiftFunction, indent: Int) -> [String] {
        let pad = padding(indent)
        var name: String
        switch function.kind {
        case .function(let functionName): name = "func " + identifier(functionName)
        case .initializer: name = "init"
        case .failableInitializer: name = "init?"
        }
        if function.isMutating { name = "mutating " + name }
        if function.isStatic { name = "static " + name }
        if !function.generics.isEmpty {
            name += "<" + function.generics.map { $0.name + ": " + typeName($0.constraint) }.joined(separator: ", ") + ">"
        }
        var effects = function.isThrowing ? " throws" : ""
        if let returnType = function.returnType { effects += " -> " + typeName(returnType) }
        let parameters = function.parameters.map(parameter)
        let prefix = docLines(function.doc, pad) + attributeLines(function.attributes, pad)
        let oneLine = pad + name + "(" + parameters.joined(separator: ", ") + ")" + effects + " {"
        let body = statements(function.body, indent: indent + 1) + [pad + "}"]
        if fits(oneLine) || parameters.isEmpty { return prefix + [oneLine] + body }
        let inner = padding(indent + 1)
        let listed = parameters.enumerated().map { inner + $1 + ($0 < parameters.count - 1 ? "," : "") }
        return prefix + [pad + name + "("] + listed + [pad + ")" + effects + " {"] + body
    }

    static func parameter(_ parameter: SwiftParameter) -> String {
        var text: String
        switch parameter.label {
        case nil: text = "_ " + identifier(parameter.name)
        case let label? where label == parameter.name: text = identifier(parameter.name)
        case let label?: text = self.label(label) + " " + identifier(parameter.name)
        }
        text += ": " + typeName(parameter.type)
        if let value = parameter.defaultValue { text += " = " + SwiftExpressionWriter.singleLine(value) }
        return text
    }

    // MARK: Statements

    static func statements(_ statements: [SwiftStatement], indent: Int) -> [String] {
        statements.flatMap { statement($0, indent: indent) }
    }

    static func statement(_ statement: SwiftStatement, indent: Int) -> [String] {
        let pad = padding(indent)
        switch statement {
        case .expression(let expression):
            return SwiftExpressionWriter.lines(expression, indent: indent, lead: "")
        case .variable(let variable):
            return self.variable(variable, indent: indent)
        case .assignment(let target, let value):
            return SwiftExpressionWriter.lines(value, indent: indent, lead: SwiftExpressionWriter.singleLine(target) + " = ")
        case .return(let value):
            guard let value else { return [pad + "return"] }
            return SwiftExpressionWriter.lines(value, indent: indent, lead: "return ")
        case .if(let condition, let then, let otherwise):
            var lines = [pad + "if " + self.condition(condition) + " {"] + statements(then, indent: indent + 1)
            if !otherwise.isEmpty { lines += [pad + "} else {"] + statements(otherwise, indent: indent + 1) }
            return lines + [pad + "}"]
        case .guard(let condition, let otherwise):
            return [pad + "guard " + self.condition(condition) + " else {"] + statements(otherwise, indent: indent + 1) + [pad + "}"]
        case .switch(let subject, let cases):
            return SwiftExpressionWriter.switchLines(subject, cases, indent: indent, lead: "")
        case .throw(let error):
            return SwiftExpressionWriter.lines(error, indent: indent, lead: "throw ")
        case .forIn(let name, let sequence, let body):
            return [pad + "for " + identifier(name) + " in " + SwiftExpressionWriter.singleLine(sequence) + " {"]
                + statements(body, indent: indent + 1) + [pad + "}"]
        }
    }

    static func condition(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let expression): SwiftExpressionWriter.singleLine(expression)
        case .available(let availability): "#available(iOS \(availability.version), *)"
        case .binding(let name, let value): "let " + identifier(name) + " = " + SwiftExpressionWriter.singleLine(value)
        }
    }

    static func condition(_ condition: SwiftCompilationCondition) -> String {
        switch condition {
        case .canImport(let module): "canImport(\(module))"
        }
    }

    // MARK: Pieces

    static func typeName(_ type: SwiftTypeName) -> String {
        switch type {
        case .named(let name): name
        case .member(let base, let name): typeName(base) + "." + identifier(name)
        case .optional(let wrapped): typeName(wrapped) + "?"
        case .array(let element): "[" + typeName(element) + "]"
        case .generic(let name, let arguments): name + "<" + arguments.map(typeName).joined(separator: ", ") + ">"
        case .existential(let name): "any " + name
        }
    }

    /// The name, in backticks when it is a keyword.
    static func identifier(_ name: SwiftName) -> String {
        SwiftKeywords.needsBackticks(name.text) ? "`" + name.text + "`" : name.text
    }

    /// An argument label: any word but `inout`, `var` and `let` may be one without backticks.
    static func label(_ name: SwiftName) -> String {
        ["inout", "var", "let"].contains(name.text) ? "`" + name.text + "`" : name.text
    }

    static func attributeLines(_ attributes: [SwiftAttribute], _ pad: String) -> [String] {
        attributes.map { attribute in
            switch attribute {
            case .mainActor: pad + "@MainActor"
            case .available(let availability): pad + "@available(iOS \(availability.version), *)"
            case .named(let name): pad + "@" + name
            }
        }
    }

    /// `///` lines; the text is escaped so that no line break or control character in a spec's
    /// title can end the comment and start code.
    static func docLines(_ doc: [String], _ pad: String) -> [String] {
        doc.map { line in line.isEmpty ? pad + "///" : pad + "/// " + SwiftLiteralText.escaped(line, quote: false) }
    }

    static func padding(_ indent: Int) -> String { String(repeating: indentUnit, count: indent) }

    /// Whether `line` is at most `lineLength` characters. A line of no more bytes always is,
    /// and an ASCII line without CR (CR LF is one character) has as many characters as bytes:
    /// only other lines are counted cluster by cluster.
    static func fits(_ line: String) -> Bool {
        let utf8 = line.utf8
        if utf8.count <= lineLength { return true }
        if !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { return false }
        return line.count <= lineLength
    }
}
