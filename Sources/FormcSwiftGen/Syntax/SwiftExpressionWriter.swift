import FormcCore

/// Expressions as text, for `SwiftWriter`: on one line when they fit in 100 columns, else the
/// outermost call or array broken one argument a line (the layout swift-format keeps).
enum SwiftExpressionWriter {
    /// `lead` followed by `expression`, at `indent`, across as many lines as it needs.
    static func lines(_ expression: SwiftExpression, indent: Int, lead: String) -> [String] {
        let pad = SwiftWriter.padding(indent)
        if !needsLines(expression) {
            let line = pad + lead + singleLine(expression)
            if SwiftWriter.fits(line) { return [line] }
        }
        switch expression {
        case .call(let callee, let arguments, let trailing):
            // `callee(arguments) { … }` with the call on the first line, when it fits there.
            if let trailing, !arguments.contains(where: { needsLines($0.value) }) {
                let head = singleLine(.call(callee, arguments, trailing: nil))
                if SwiftWriter.fits(pad + lead + head + " " + closureHead(trailing)) {
                    return closureLines(trailing, indent: indent, lead: lead + head + " ")
                }
            }
            var result: [String]
            if arguments.isEmpty && trailing != nil {
                result = [pad + lead + singleLine(callee)]
            } else {
                result = [pad + lead + singleLine(callee) + "("]
                for (index, argument) in arguments.enumerated() {
                    let label = argument.label.map { SwiftWriter.label($0) + ": " } ?? ""
                    var argumentLines = lines(argument.value, indent: indent + 1, lead: label)
                    if index < arguments.count - 1 { argumentLines[argumentLines.count - 1] += "," }
                    result += argumentLines
                }
                result.append(pad + ")")
            }
            guard let trailing else { return result }
            let opening = result.removeLast()
            return result + closureLines(trailing, indent: indent, lead: String(opening.dropFirst(pad.count)) + " ")
        case .array(let elements) where !elements.isEmpty:
            // A trailing comma after each element, as swift-format writes a list of several;
            // none after a lone element (swift-format counts such a literal as single-line).
            var result = [pad + lead + "["]
            for element in elements {
                var elementLines = lines(element, indent: indent + 1, lead: "")
                if elements.count > 1 { elementLines[elementLines.count - 1] += "," }
                result += elementLines
            }
            return result + [pad + "]"]
        case .closure(let closure):
            return closureLines(closure, indent: indent, lead: lead)
        case .try(let inner):
            return lines(inner, indent: indent, lead: lead + "try ")
        case .switch(let subject, let cases):
            return switchLines(subject, cases, indent: indent, lead: lead)
        case .ternary(let condition, let yes, let no):
            return [pad + lead + singleLine(condition)] + lines(yes, indent: indent + 1, lead: "? ")
                + lines(no, indent: indent + 1, lead: ": ")
        default:
            return [pad + lead + singleLine(expression)]
        }
    }

    /// `lead { parameters in` … `}`.
    static func closureLines(_ closure: SwiftClosure, indent: Int, lead: String) -> [String] {
        let pad = SwiftWriter.padding(indent)
        let head = closureHead(closure)
        return [pad + lead + head] + SwiftWriter.statements(closure.body, indent: indent + 1) + [pad + "}"]
    }

    /// `{`, `{ a in`, `{ [weak c] a in`.
    static func closureHead(_ closure: SwiftClosure) -> String {
        var signature = ""
        if !closure.weakCaptures.isEmpty {
            signature += "[" + closure.weakCaptures.map { "weak " + SwiftWriter.identifier($0) }.joined(separator: ", ") + "] "
        }
        if !closure.parameters.isEmpty { signature += closure.parameters.map(SwiftWriter.identifier).joined(separator: ", ") + " " }
        return signature.isEmpty ? "{" : "{ " + signature + "in"
    }

    /// A `switch` as a statement or a value: `case` labels at the `switch`'s level, a short
    /// single-expression arm on the label's line.
    static func switchLines(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase], indent: Int, lead: String) -> [String] {
        let pad = SwiftWriter.padding(indent)
        var result = [pad + lead + "switch " + singleLine(subject) + " {"]
        for arm in cases {
            let label = arm.patterns.isEmpty ? "default:" : "case " + arm.patterns.map(singleLine).joined(separator: ", ") + ":"
            if arm.body.count == 1, case .expression(let value) = arm.body[0], !needsLines(value) {
                let line = pad + label + " " + singleLine(value)
                if SwiftWriter.fits(line) {
                    result.append(line)
                    continue
                }
            }
            result.append(pad + label)
            result += SwiftWriter.statements(arm.body, indent: indent + 1)
        }
        return result + [pad + "}"]
    }

    /// Whether the expression can only be written across lines (a `switch`, a closure of more
    /// than one statement), at any depth.
    static func needsLines(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .switch: true
        case .closure(let closure): closure.body.count != 1 || closure.body.contains(where: statementNeedsLines)
        case .call(let callee, let arguments, let trailing):
            needsLines(callee) || arguments.contains { needsLines($0.value) }
                || trailing.map { needsLines(.closure($0)) } == true
        case .array(let elements): elements.contains(where: needsLines)
        case .member(let base?, _), .optionalChain(let base, _), .try(let base), .not(let base): needsLines(base)
        case .binary(let a, _, let b): needsLines(a) || needsLines(b)
        case .ternary(let a, let b, let c): needsLines(a) || needsLines(b) || needsLines(c)
        default: false
        }
    }

    private static func statementNeedsLines(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .expression(let value), .return(let value?), .throw(let value): needsLines(value)
        case .return(nil): false
        default: true
        }
    }

    /// The expression on one line.
    static func singleLine(_ expression: SwiftExpression) -> String {
        var out = TextBuffer()
        write(expression, into: &out)
        return out.text
    }

    /// `singleLine`, written into `out` piece by piece (no string is made per node).
    static func write(_ expression: SwiftExpression, into out: inout TextBuffer) {
        switch expression {
        case .identifier(let name): out.append(SwiftWriter.identifier(name))
        case .keyword(let word): out.append(word)
        case .binding(let name):
            out.append("let ")
            out.append(SwiftWriter.identifier(name))
        case .optionalChain(let base, let name):
            write(base, into: &out)
            out.append("?.")
            out.append(SwiftWriter.identifier(name))
        case .literal(let literal): SwiftLiteralText.write(literal, into: &out)
        case .member(let base, let name):
            // `.init` is the initializer (no generated name is `init`); other keywords are
            // escaped after a dot too, which is always valid.
            if let base { write(base, into: &out) }
            out.append(".")
            out.append(name.text == "init" ? "init" : SwiftWriter.identifier(name))
        case .call(let callee, let arguments, let trailing):
            write(callee, into: &out)
            if !arguments.isEmpty || trailing == nil {
                out.append("(")
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { out.append(", ") }
                    if let label = argument.label {
                        out.append(SwiftWriter.label(label))
                        out.append(": ")
                    }
                    write(argument.value, into: &out)
                }
                out.append(")")
            }
            if let trailing {
                out.append(" ")
                write(.closure(trailing), into: &out)
            }
        case .array(let elements):
            out.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(", ") }
                write(element, into: &out)
            }
            out.append("]")
        case .closure(let closure):
            out.append(closureHead(closure))
            out.append(" ")
            for (index, statement) in closure.body.enumerated() {
                if index > 0 { out.append("; ") }
                out.append(SwiftWriter.statement(statement, indent: 0).joined(separator: " "))
            }
            out.append(" }")
        case .metatype(let type):
            out.append(SwiftWriter.typeName(type))
            out.append(".self")
        case .type(let type): out.append(SwiftWriter.typeName(type))
        case .try(let inner):
            out.append("try ")
            write(inner, into: &out)
        case .binary(let a, let op, let b):
            write(a, into: &out)
            out.append(" ")
            out.append(op)
            out.append(" ")
            write(b, into: &out)
        case .not(let inner):
            out.append("!")
            write(inner, into: &out)
        case .ternary(let a, let b, let c):
            write(a, into: &out)
            out.append(" ? ")
            write(b, into: &out)
            out.append(" : ")
            write(c, into: &out)
        case .switch(let subject, let cases):
            out.append(switchLines(subject, cases, indent: 0, lead: "").joined(separator: " "))
        }
    }
}
