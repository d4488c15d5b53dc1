/// Declarations as lines: types with their members, properties, enum cases, functions.
extension SwiftLines {
    mutating func declaration(_ declaration: SwiftDeclaration, indent: Int) {
        switch declaration {
        case .type(let type):
            prefix(type.doc, type.attributes, indent: indent)
            append(type.kind.rawValue)
            append(" ")
            identifier(type.name)
            if !type.conformances.isEmpty {
                append(": ")
                typeNames(type.conformances)
            }
            for (index, requirement) in type.requirements.enumerated() {
                append(index == 0 ? " where " : ", ")
                append(requirement.parameter)
                append(" == ")
                typeName(requirement.type)
            }
            guard !type.members.isEmpty else { return append(" {}") }
            append(" {")
            members(type.members, indent: indent + 1)
            newLine(indent: indent)
            append("}")
        case .variable(let variable):
            self.variable(variable, indent: indent)
        case .enumCase(let doc, let name, let rawValue):
            prefix(doc, [], indent: indent)
            append("case ")
            identifier(name)
            if let rawValue {
                append(" = ")
                literal(.string(rawValue))
            }
        case .enumCaseWithValues(let doc, let name, let values):
            prefix(doc, [], indent: indent)
            append("case ")
            identifier(name)
            append("(")
            typeNames(values)
            append(")")
        case .function(let function):
            self.function(function, indent: indent)
        case .conditional(.canImport(let module), let body):
            append("#if canImport(")
            append(module)
            append(")")
            members(body, indent: indent + 1)
            newLine(indent: indent)
            append("#endif")
        }
    }

    /// Members one after another, each on a new line: a blank line between them, none between
    /// plain enum cases or between undocumented stored properties.
    mutating func members(_ members: [SwiftDeclaration], indent: Int) {
        for index in members.indices {
            if index > 0, !Self.isCompact(members[index - 1]) || !Self.isCompact(members[index])
                || !Self.sameKind(members[index - 1], members[index]) {
                blankLine()
            }
            newLine(indent: indent)
            declaration(members[index], indent: indent)
        }
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

    mutating func variable(_ variable: SwiftVariable, indent: Int) {
        prefix(variable.doc, variable.attributes, indent: indent)
        if variable.isStatic { append("static ") }
        append(variable.isLet ? "let " : "var ")
        identifier(variable.name)
        if let type = variable.type {
            append(": ")
            typeName(type)
        }
        if let getter = variable.getter {
            append(" {")
            statements(getter, indent: indent + 1)
            newLine(indent: indent)
            return append("}")
        }
        guard let value = variable.value else { return }
        append(" = ")
        expression(value, indent: indent)
    }

    /// The signature on one line when it fits (or has no parameters), else one parameter a line.
    mutating func function(_ function: SwiftFunction, indent: Int) {
        prefix(function.doc, function.attributes, indent: indent)
        if function.isStatic { append("static ") }
        if function.isMutating { append("mutating ") }
        switch function.kind {
        case .function(let name):
            append("func ")
            identifier(name)
        case .initializer: append("init")
        case .failableInitializer: append("init?")
        }
        for (index, generic) in function.generics.enumerated() {
            append(index == 0 ? "<" : ", ")
            append(generic.name)
            append(": ")
            typeName(generic.constraint)
        }
        if !function.generics.isEmpty { append(">") }
        let name = mark
        append("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { append(", ") }
            self.parameter(parameter)
        }
        append(")")
        effects(function)
        append(" {")
        if !function.parameters.isEmpty && !lineFits() {
            rewind(to: name)
            append("(")
            for (index, parameter) in function.parameters.enumerated() {
                newLine(indent: indent + 1)
                self.parameter(parameter)
                if index < function.parameters.count - 1 { append(",") }
            }
            newLine(indent: indent)
            append(")")
            effects(function)
            append(" {")
        }
        statements(function.body, indent: indent + 1)
        newLine(indent: indent)
        append("}")
    }

    private mutating func effects(_ function: SwiftFunction) {
        if function.isThrowing { append(" throws") }
        if let returnType = function.returnType {
            append(" -> ")
            typeName(returnType)
        }
    }

    private mutating func parameter(_ parameter: SwiftParameter) {
        switch parameter.label {
        case nil:
            append("_ ")
            identifier(parameter.name)
        case let label? where label == parameter.name:
            identifier(parameter.name)
        case let label?:
            self.label(label)
            append(" ")
            identifier(parameter.name)
        }
        append(": ")
        typeName(parameter.type)
        if let value = parameter.defaultValue {
            append(" = ")
            single(value)
        }
    }

    /// `///` lines, then attribute lines: each ends the line it is on. The text is escaped so
    /// that no line break or control character in a spec's title can end the comment and start code.
    private mutating func prefix(_ doc: [String], _ attributes: [SwiftAttribute], indent: Int) {
        for line in doc {
            if line.isEmpty {
                append("///")
            } else {
                append("/// ")
                append(SwiftLiteralText.escaped(line, quote: false))
            }
            newLine(indent: indent)
        }
        for attribute in attributes {
            switch attribute {
            case .mainActor: append("@MainActor")
            case .available(let availability): append("@available(iOS \(availability.version), *)")
            case .named(let name):
                append("@")
                append(name)
            }
            newLine(indent: indent)
        }
    }
}
