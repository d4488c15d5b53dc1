/// Expressions as text: on one line when they fit in 100 columns, else the outermost call or
/// array broken one argument a line (the layout swift-format keeps).
extension SwiftLines {
    /// `expression` on the open line, across as many lines as it needs (continued at `indent`).
    /// `oneLine: false` when the caller already found that its one-line form does not fit here.
    mutating func expression(_ expression: SwiftExpression, indent: Int, oneLine: Bool = true) {
        if oneLine {
            // Gives up at the first part that takes lines of its own (`needsLines`), so no
            // subtree is searched for one before it is written.
            let start = mark
            if single(expression, stoppingEarly: true) && lineFits() { return }
            rewind(to: start)
        }
        switch expression {
        case .call(let callee, let arguments, let trailing):
            // `callee(arguments) { … }` with the call on the first line, when it fits there (and
            // no argument takes lines of its own).
            if let trailing {
                let start = mark
                if call(callee, arguments, trailing: nil, stoppingEarly: true) {
                    write(" ")
                    closureHead(trailing)
                    if lineFits() { return closureBody(trailing, indent: indent) }
                }
                rewind(to: start)
            }
            single(callee)
            if !arguments.isEmpty || trailing == nil {
                write("(")
                for (index, argument) in arguments.enumerated() {
                    newLine(indent: indent + 1)
                    if let label = argument.label {
                        self.label(label)
                        write(": ")
                    }
                    self.expression(argument.value, indent: indent + 1)
                    if index < arguments.count - 1 { write(",") }
                }
                newLine(indent: indent)
                write(")")
            }
            guard let trailing else { return }
            write(" ")
            closureHead(trailing)
            closureBody(trailing, indent: indent)
        case .array(let elements) where !elements.isEmpty:
            // A trailing comma after each element, as swift-format writes a list of several;
            // none after a lone element (swift-format counts such a literal as single-line).
            write("[")
            for element in elements {
                newLine(indent: indent + 1)
                self.expression(element, indent: indent + 1)
                if elements.count > 1 { write(",") }
            }
            newLine(indent: indent)
            write("]")
        case .closure(let closure):
            closureHead(closure)
            closureBody(closure, indent: indent)
        case .try(let inner):
            // The same line as the one just measured: it does not fit either.
            write("try ")
            self.expression(inner, indent: indent, oneLine: false)
        case .switch(let subject, let cases):
            switchLines(subject, cases, indent: indent)
        case .ternary(let condition, let yes, let no):
            single(condition)
            newLine(indent: indent + 1)
            write("? ")
            self.expression(yes, indent: indent + 1)
            newLine(indent: indent + 1)
            write(": ")
            self.expression(no, indent: indent + 1)
        default:
            single(expression)
        }
    }

    /// The expression on one line. With `stoppingEarly`, gives up (false, having written part
    /// of it) as soon as the open line is too long for it to fit, or at a part that can only be
    /// written across lines (a `switch`, a closure that `needsLines`).
    @discardableResult
    mutating func single(_ expression: SwiftExpression, stoppingEarly: Bool = false) -> Bool {
        switch expression {
        case .identifier(let name): identifier(name)
        case .keyword(let word): append(word)
        case .binding(let name):
            write("let ")
            identifier(name)
        case .optionalChain(let base, let name):
            guard single(base, stoppingEarly: stoppingEarly) else { return false }
            write("?.")
            identifier(name)
        case .literal(let literal): self.literal(literal)
        case .implicitMember(let name):
            memberName(name)
        case .member(let base, let name):
            guard single(base, stoppingEarly: stoppingEarly) else { return false }
            memberName(name)
        case .call(let callee, let arguments, let trailing):
            return call(callee, arguments, trailing: trailing, stoppingEarly: stoppingEarly)
        case .array(let elements):
            write("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { write(", ") }
                guard single(element, stoppingEarly: stoppingEarly) else { return false }
                if stoppingEarly && lineOverflows() { return false }
            }
            write("]")
        case .closure(let closure):
            if stoppingEarly && closure.needsLines { return false }
            closureHead(closure)
            write(" ")
            for (index, statement) in closure.body.enumerated() {
                if index > 0 { write("; ") }
                // Its lines as laid out on their own, joined by spaces.
                var inner = SwiftLines(lineBreak: 0x20)
                inner.statement(statement, indent: 0)
                append(inner)
            }
            write(" }")
        case .metatype(let type):
            typeName(type)
            write(".self")
        case .type(let type): typeName(type)
        case .try(let inner):
            write("try ")
            return single(inner, stoppingEarly: stoppingEarly)
        case .binary(let a, let op, let b):
            guard single(a, stoppingEarly: stoppingEarly) else { return false }
            write(" ")
            append(op)
            write(" ")
            return single(b, stoppingEarly: stoppingEarly)
        case .not(let inner):
            write("!")
            return single(inner, stoppingEarly: stoppingEarly)
        case .ternary(let a, let b, let c):
            guard single(a, stoppingEarly: stoppingEarly) else { return false }
            write(" ? ")
            guard single(b, stoppingEarly: stoppingEarly) else { return false }
            write(" : ")
            return single(c, stoppingEarly: stoppingEarly)
        case .switch(let subject, let cases):
            if stoppingEarly { return false }
            var inner = SwiftLines(lineBreak: 0x20)
            inner.switchLines(subject, cases, indent: 0)
            append(inner)
        }
        return true
    }

    /// `.name`. `.init` is the initializer (no generated name is `init`); other keywords are
    /// escaped after a dot too, which is always valid.
    private mutating func memberName(_ name: SwiftName) {
        write(".")
        if name.text.utf8.count == 4 && name.text == "init" { write("init") } else { identifier(name) }
    }

    /// `callee(label: value, …)` on one line, with its trailing closure.
    private mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], trailing: SwiftClosure?,
                               stoppingEarly: Bool) -> Bool {
        guard single(callee, stoppingEarly: stoppingEarly) else { return false }
        if !arguments.isEmpty || trailing == nil {
            write("(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { write(", ") }
                if let label = argument.label {
                    self.label(label)
                    write(": ")
                }
                guard single(argument.value, stoppingEarly: stoppingEarly) else { return false }
                if stoppingEarly && lineOverflows() { return false }
            }
            write(")")
        }
        if let trailing {
            write(" ")
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
        case .member(let base, _), .optionalChain(let base, _), .try(let base), .not(let base): base.needsLines
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
