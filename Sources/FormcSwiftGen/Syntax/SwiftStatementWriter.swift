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
            append(" = ")
            expression(value, indent: indent)
        case .return(let value):
            guard let value else { return append("return") }
            append("return ")
            expression(value, indent: indent)
        case .if(let condition, let then, let otherwise):
            append("if ")
            self.condition(condition)
            append(" {")
            statements(then, indent: indent + 1)
            if !otherwise.isEmpty {
                newLine(indent: indent)
                append("} else {")
                statements(otherwise, indent: indent + 1)
            }
            newLine(indent: indent)
            append("}")
        case .guard(let condition, let otherwise):
            append("guard ")
            self.condition(condition)
            append(" else {")
            statements(otherwise, indent: indent + 1)
            newLine(indent: indent)
            append("}")
        case .switch(let subject, let cases):
            switchLines(subject, cases, indent: indent)
        case .throw(let error):
            append("throw ")
            expression(error, indent: indent)
        case .forIn(let name, let sequence, let body):
            append("for ")
            identifier(name)
            append(" in ")
            single(sequence)
            append(" {")
            statements(body, indent: indent + 1)
            newLine(indent: indent)
            append("}")
        }
    }

    private mutating func condition(_ condition: SwiftCondition) {
        switch condition {
        case .expression(let expression): single(expression)
        case .available(let availability): append("#available(iOS \(availability.version), *)")
        case .binding(let name, let value):
            append("let ")
            identifier(name)
            append(" = ")
            single(value)
        }
    }

    /// `{`, `{ a in`, `{ [weak c] a in`.
    mutating func closureHead(_ closure: SwiftClosure) {
        guard !closure.weakCaptures.isEmpty || !closure.parameters.isEmpty else { return append("{") }
        append("{ ")
        for (index, capture) in closure.weakCaptures.enumerated() {
            append(index == 0 ? "[weak " : ", weak ")
            identifier(capture)
        }
        if !closure.weakCaptures.isEmpty { append("] ") }
        for (index, parameter) in closure.parameters.enumerated() {
            if index > 0 { append(", ") }
            identifier(parameter)
        }
        if !closure.parameters.isEmpty { append(" ") }
        append("in")
    }

    /// The statements after `closureHead`, then `}` on a line of its own.
    mutating func closureBody(_ closure: SwiftClosure, indent: Int) {
        statements(closure.body, indent: indent + 1)
        newLine(indent: indent)
        append("}")
    }

    /// A `switch` as a statement or a value: `case` labels at the `switch`'s level, a short
    /// single-expression arm on the label's line.
    mutating func switchLines(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase], indent: Int) {
        append("switch ")
        single(subject)
        append(" {")
        for arm in cases {
            newLine(indent: indent)
            if arm.patterns.isEmpty {
                append("default:")
            } else {
                for (index, pattern) in arm.patterns.enumerated() {
                    append(index == 0 ? "case " : ", ")
                    single(pattern)
                }
                append(":")
            }
            if arm.body.count == 1, case .expression(let value) = arm.body[0], !value.needsLines {
                let label = mark
                append(" ")
                if single(value, stoppingEarly: true) && lineFits() { continue }
                rewind(to: label)
            }
            statements(arm.body, indent: indent + 1)
        }
        newLine(indent: indent)
        append("}")
    }
}
