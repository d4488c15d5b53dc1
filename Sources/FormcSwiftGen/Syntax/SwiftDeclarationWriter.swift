/// Declarations as lines: types with their members, properties, enum cases, functions.
extension SwiftLines {
    mutating func declaration(_ declaration: SwiftDeclaration, indent: Int) {
        switch declaration {
        case .type(let type):
            prefix(type.doc, type.attributes, indent: indent)
            // An extension takes no modifier: its members each carry their own (Swift rejects
            // `public extension` of one that declares a conformance).
            if type.kind != .extension { accessModifier() }
            append(type.kind.rawValue)
            write(" ")
            identifier(type.name)
            if !type.conformances.isEmpty {
                write(": ")
                typeNames(type.conformances)
            }
            for (index, requirement) in type.requirements.enumerated() {
                write(index == 0 ? " where " : ", ")
                append(requirement.parameter)
                write(" == ")
                typeName(requirement.type)
            }
            guard !type.members.isEmpty else { return write(" {}") }
            write(" {")
            members(type.members, indent: indent + 1)
            newLine(indent: indent)
            write("}")
        case .variable(let variable):
            self.variable(variable, indent: indent, declared: true)
        case .enumCase(let doc, let name, let rawValue):
            prefix(doc, [], indent: indent)
            write("case ")
            identifier(name)
            if let rawValue {
                write(" = ")
                literal(.string(rawValue))
            }
        case .enumCaseNumbered(let doc, let name, let rawValue):
            prefix(doc, [], indent: indent)
            write("case ")
            identifier(name)
            write(" = ")
            literal(.int(rawValue))
        case .enumCaseWithValues(let doc, let name, let values):
            prefix(doc, [], indent: indent)
            write("case ")
            identifier(name)
            write("(")
            typeNames(values)
            write(")")
        case .function(let function):
            self.function(function, indent: indent, declared: true)
        case .conditional(.canImport(let module), let body):
            write("#if canImport(")
            append(module)
            write(")")
            members(body, indent: indent + 1)
            newLine(indent: indent)
            write("#endif")
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
        case .enumCase(let doc, _, _), .enumCaseWithValues(let doc, _, _), .enumCaseNumbered(let doc, _, _): doc.isEmpty
        case .variable(let variable): variable.doc.isEmpty && variable.getter == nil && !variable.isStatic
        default: false
        }
    }

    private static func sameKind(_ a: SwiftDeclaration, _ b: SwiftDeclaration) -> Bool {
        switch (a, b) {
        case (.enumCase, .enumCase), (.enumCaseWithValues, .enumCaseWithValues), (.enumCase, .enumCaseWithValues),
             (.enumCaseWithValues, .enumCase), (.enumCaseNumbered, .enumCaseNumbered), (.variable, .variable): true
        default: false
        }
    }

    /// A property (`declared`: a member or a top-level declaration, which takes the file's
    /// access modifier) or a local variable of a body.
    mutating func variable(_ variable: SwiftVariable, indent: Int, declared: Bool = false) {
        prefix(variable.doc, variable.attributes, indent: indent)
        if declared { accessModifier() }
        if variable.isStatic { write("static ") }
        write(variable.isLet ? "let " : "var ")
        identifier(variable.name)
        if let type = variable.type {
            write(": ")
            typeName(type)
        }
        if let getter = variable.getter {
            write(" {")
            statements(getter, indent: indent + 1)
            newLine(indent: indent)
            return write("}")
        }
        guard let value = variable.value else { return }
        write(" = ")
        expression(value, indent: indent)
    }

    /// The signature on one line when it fits (or has no parameters), else one parameter a line.
    mutating func function(_ function: SwiftFunction, indent: Int, declared: Bool = false) {
        prefix(function.doc, function.attributes, indent: indent)
        if declared { accessModifier() }
        if function.isStatic { write("static ") }
        if function.isMutating { write("mutating ") }
        switch function.kind {
        case .function(let name):
            write("func ")
            identifier(name)
        case .initializer: write("init")
        case .failableInitializer: write("init?")
        }
        for (index, generic) in function.generics.enumerated() {
            write(index == 0 ? "<" : ", ")
            append(generic.name)
            write(": ")
            typeName(generic.constraint)
        }
        if !function.generics.isEmpty { write(">") }
        let name = mark
        write("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { write(", ") }
            self.parameter(parameter)
        }
        write(")")
        effects(function)
        write(" {")
        if !function.parameters.isEmpty && !lineFits() {
            rewind(to: name)
            write("(")
            for (index, parameter) in function.parameters.enumerated() {
                newLine(indent: indent + 1)
                self.parameter(parameter)
                if index < function.parameters.count - 1 { write(",") }
            }
            newLine(indent: indent)
            write(")")
            effects(function)
            write(" {")
        }
        statements(function.body, indent: indent + 1)
        newLine(indent: indent)
        write("}")
    }

    private mutating func effects(_ function: SwiftFunction) {
        if function.isThrowing { write(" throws") }
        if let returnType = function.returnType {
            write(" -> ")
            typeName(returnType)
        }
    }

    private mutating func parameter(_ parameter: SwiftParameter) {
        switch parameter.label {
        case nil:
            write("_ ")
            identifier(parameter.name)
        case let label? where label == parameter.name:
            identifier(parameter.name)
        case let label?:
            self.label(label)
            write(" ")
            identifier(parameter.name)
        }
        write(": ")
        typeName(parameter.type)
        if let value = parameter.defaultValue {
            write(" = ")
            single(value)
        }
    }

    /// `///` lines, then attribute lines: each ends the line it is on. The text is escaped so
    /// that no line break or control character in a spec's title can end the comment and start code.
    /// `public ` when the file is written for another module to use (`swift-access: public`);
    /// nothing for the default, internal access.
    private mutating func accessModifier() {
        if access == .public { write("public ") }
    }

    private mutating func prefix(_ doc: [String], _ attributes: [SwiftAttribute], indent: Int) {
        for line in doc {
            if line.isEmpty {
                write("///")
            } else {
                write("/// ")
                appendEscaped(line, quote: false)
            }
            newLine(indent: indent)
        }
        for attribute in attributes {
            switch attribute {
            case .mainActor: write("@MainActor")
            case .available(let availability): append("@available(iOS \(availability.version), *)")
            case .named(let name):
                write("@")
                append(name)
            }
            newLine(indent: indent)
        }
    }
}
