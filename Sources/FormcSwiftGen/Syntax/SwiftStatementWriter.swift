/// Statements as lines, and the blocks that hold them: closures and `switch`.
extension SwiftLines {
    /// Each statement on a new line at `indent`.
    mutating func statements(_ statements: [SwiftStatement], indent: Int) {
        for statement in statements {
            newLine(indent: indent)
            self.statement(statement, indent: indent)
        }
    }

    mutating func statement(_ statement: SwiftStatement, indent: Int) {
        switch statement {
        case .expression(let expression):
            self.expression(expression, indent: indent)
        case .variable(let variable):
            self.variable(variable, indent: indent)
        case .assignment(let target, let value):
            single(target)
            write(" = ")
            expression(value, indent: indent)
        case .return(let value):
            guard let value else { return write("return") }
            write("return ")
            expression(value, indent: indent)
        case .if(let condition, let then, let otherwise):
            write("if ")
            self.condition(condition)
            write(" {")
            statements(then, indent: indent + 1)
            if !otherwise.isEmpty {
                newLine(indent: indent)
                write("} else {")
                statements(otherwise, indent: indent + 1)
            }
            newLine(indent: indent)
            write("}")
        case .guard(let condition, let otherwise):
            write("guard ")
            self.condition(condition)
            write(" else {")
            statements(otherwise, indent: indent + 1)
            newLine(indent: indent)
            write("}")
        case .switch(let subject, let cases):
            switchLines(subject, cases, indent: indent)
        case .throw(let error):
            write("throw ")
            expression(error, indent: indent)
        case .forIn(let name, let sequence, let body):
            write("for ")
            identifier(name)
            write(" in ")
            single(sequence)
            write(" {")
            statements(body, indent: indent + 1)
            newLine(indent: indent)
            write("}")
        }
    }

    private mutating func condition(_ condition: SwiftCondition) {
        switch condition {
        case .expression(let expression): single(expression)
        case .available(let availability): append("#available(iOS \(availability.version), *)")
        case .binding(let name, let value):
            write("let ")
            identifier(name)
            write(" = ")
            single(value)
        }
    }

    /// `{`, `{ a in`, `{ [weak c] a in`.
    mutating func closureHead(_ closure: SwiftClosure) {
        guard !closure.weakCaptures.isEmpty || !closure.parameters.isEmpty else { return write("{") }
        write("{ ")
        for (index, capture) in closure.weakCaptures.enumerated() {
            write(index == 0 ? "[weak " : ", weak ")
            identifier(capture)
        }
        if !closure.weakCaptures.isEmpty { write("] ") }
        for (index, parameter) in closure.parameters.enumerated() {
            if index > 0 { write(", ") }
            identifier(parameter)
        }
        if !closure.parameters.isEmpty { write(" ") }
        write("in")
    }

    /// The statements after `closureHead`, then `}` on a line of its own.
    mutating func closureBody(_ closure: SwiftClosure, indent: Int) {
        statements(closure.body, indent: indent + 1)
        newLine(indent: indent)
        write("}")
    }

    /// A `switch` as a statement or a value: `case` labels at the `switch`'s level, a short
    /// single-expression arm on the label's line.
    mutating func switchLines(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase], indent: Int) {
        write("switch ")
        single(subject)
        write(" {")
        for arm in cases {
            newLine(indent: indent)
            if arm.patterns.isEmpty {
                write("default:")
            } else {
                for (index, pattern) in arm.patterns.enumerated() {
                    write(index == 0 ? "case " : ", ")
                    single(pattern)
                }
                write(":")
            }
            if arm.body.count == 1, case .expression(let value) = arm.body[0] {
                let label = mark
                write(" ")
                if single(value, stoppingEarly: true) && lineFits() { continue }
                rewind(to: label)
            }
            statements(arm.body, indent: indent + 1)
        }
        newLine(indent: indent)
        write("}")
    }
}
