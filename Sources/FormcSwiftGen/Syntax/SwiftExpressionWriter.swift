/// Expressions as text: on one line when they fit in 100 columns, else the outermost call or
/// array broken one argument a line (the layout swift-format keeps).
extension SwiftLines {
    /// `expression` on the open line, across as many lines as it needs (continued at `indent`).
    /// `oneLine: false` when the caller already found that its one-line form does not fit here.
    mutating func expression(_ expression: SwiftExpression, indent: Int, oneLine: Bool = true) {
        if oneLine && !expression.needsLines {
            let start = mark
            if single(expression, stoppingEarly: true) && lineFits() { return }
            rewind(to: start)
        }
        switch expression {
        case .call(let callee, let arguments, let trailing):
            // `callee(arguments) { … }` with the call on the first line, when it fits there.
            if let trailing, !arguments.contains(where: { $0.value.needsLines }) {
                let start = mark
                if call(callee, arguments, trailing: nil, stoppingEarly: true) {
                    append(" ")
                    closureHead(trailing)
                    if lineFits() { return closureBody(trailing, indent: indent) }
                }
                rewind(to: start)
            }
            single(callee)
            if !arguments.isEmpty || trailing == nil {
                append("(")
                for (index, argument) in arguments.enumerated() {
                    newLine(indent: indent + 1)
                    if let label = argument.label {
                        self.label(label)
                        append(": ")
                    }
                    self.expression(argument.value, indent: indent + 1)
                    if index < arguments.count - 1 { append(",") }
                }
                newLine(indent: indent)
                append(")")
            }
            guard let trailing else { return }
            append(" ")
            closureHead(trailing)
            closureBody(trailing, indent: indent)
        case .array(let elements) where !elements.isEmpty:
            // A trailing comma after each element, as swift-format writes a list of several;
            // none after a lone element (swift-format counts such a literal as single-line).
            append("[")
            for element in elements {
                newLine(indent: indent + 1)
                self.expression(element, indent: indent + 1)
                if elements.count > 1 { append(",") }
            }
            newLine(indent: indent)
            append("]")
        case .closure(let closure):
            closureHead(closure)
            closureBody(closure, indent: indent)
        case .try(let inner):
            // The same line as the one just measured: it does not fit either.
            append("try ")
            self.expression(inner, indent: indent, oneLine: false)
        case .switch(let subject, let cases):
            switchLines(subject, cases, indent: indent)
        case .ternary(let condition, let yes, let no):
            single(condition)
            newLine(indent: indent + 1)
            append("? ")
            self.expression(yes, indent: indent + 1)
            newLine(indent: indent + 1)
            append(": ")
            self.expression(no, indent: indent + 1)
        default:
            single(expression)
        }
    }

    /// The expression on one line. With `stoppingEarly`, gives up (false, having written part
    /// of it) as soon as the open line is too long for it to fit.
    @discardableResult
    mutating func single(_ expression: SwiftExpression, stoppingEarly: Bool = false) -> Bool {
        switch expression {
        case .identifier(let name): identifier(name)
        case .keyword(let word): append(word)
        case .binding(let name):
            append("let ")
            identifier(name)
        case .optionalChain(let base, let name):
            guard single(base, stoppingEarly: stoppingEarly) else { return false }
            append("?.")
            identifier(name)
        case .literal(let literal): self.literal(literal)
        case .member(let base, let name):
            // `.init` is the initializer (no generated name is `init`); other keywords are
            // escaped after a dot too, which is always valid.
            if let base, !single(base, stoppingEarly: stoppingEarly) { return false }
            append(".")
            if name.text == "init" { append("init") } else { identifier(name) }
        case .call(let callee, let arguments, let trailing):
            return call(callee, arguments, trailing: trailing, stoppingEarly: stoppingEarly)
        case .array(let elements):
            append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { append(", ") }
                guard single(element, stoppingEarly: stoppingEarly) else { return false }
                if stoppingEarly && lineOverflows() { return false }
            }
            append("]")
        case .closure(let closure):
            closureHead(closure)
            append(" ")
            for (index, statement) in closure.body.enumerated() {
                if index > 0 { append("; ") }
                // Its lines as laid out on their own, joined by spaces.
                var inner = SwiftLines(lineBreak: 0x20)
                inner.statement(statement, indent: 0)
                append(inner)
            }
            append(" }")
        case .metatype(let type):
            typeName(type)
            append(".self")
        case .type(let type): typeName(type)
        case .try(let inner):
            append("try ")
            return single(inner, stoppingEarly: stoppingEarly)
        case .binary(let a, let op, let b):
            guard single(a, stoppingEarly: stoppingEarly) else { return false }
            append(" ")
            append(op)
            append(" ")
            return single(b, stoppingEarly: stoppingEarly)
        case .not(let inner):
            append("!")
            return single(inner, stoppingEarly: stoppingEarly)
        case .ternary(let a, let b, let c):
            guard single(a, stoppingEarly: stoppingEarly) else { return false }
            append(" ? ")
            guard single(b, stoppingEarly: stoppingEarly) else { return false }
            append(" : ")
            return single(c, stoppingEarly: stoppingEarly)
        case .switch(let subject, let cases):
            var inner = SwiftLines(lineBreak: 0x20)
            inner.switchLines(subject, cases, indent: 0)
            append(inner)
        }
        return true
    }

    /// `callee(label: value, …)` on one line, with its trailing closure.
    private mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], trailing: SwiftClosure?,
                               stoppingEarly: Bool) -> Bool {
        guard single(callee, stoppingEarly: stoppingEarly) else { return false }
        if !arguments.isEmpty || trailing == nil {
            append("(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { append(", ") }
                if let label = argument.label {
                    self.label(label)
                    append(": ")
                }
                guard single(argument.value, stoppingEarly: stoppingEarly) else { return false }
                if stoppingEarly && lineOverflows() { return false }
            }
            append(")")
        }
        if let trailing {
            append(" ")
            return single(.closure(trailing), stoppingEarly: stoppingEarly)
        }
        return true
    }
}

extension SwiftExpression {
    /// Whether the expression can only be written across lines (a `switch`, a closure of more
    /// than one statement), at any depth.
    var needsLines: Bool {
        switch self {
        case .switch: true
        case .closure(let closure): closure.needsLines
        case .call(let callee, let arguments, let trailing):
            callee.needsLines || arguments.contains { $0.value.needsLines } || trailing?.needsLines == true
        case .array(let elements): elements.contains { $0.needsLines }
        case .member(let base?, _), .optionalChain(let base, _), .try(let base), .not(let base): base.needsLines
        case .binary(let a, _, let b): a.needsLines || b.needsLines
        case .ternary(let a, let b, let c): a.needsLines || b.needsLines || c.needsLines
        default: false
        }
    }
}

extension SwiftClosure {
    /// More than one statement, or one that takes lines of its own.
    var needsLines: Bool {
        guard body.count == 1 else { return true }
        switch body[0] {
        case .expression(let value), .return(let value?), .throw(let value): return value.needsLines
        case .return(nil): return false
        default: return true
        }
    }
}
