/// Shorthands for building the syntax model, so that the generator reads like the Swift it
/// describes.
extension SwiftExpression {
    /// `name`.
    static func id(_ name: SwiftName) -> Self { .identifier(name) }
    /// `.name` (an implicit member).
    static func dot(_ name: SwiftName) -> Self { .implicitMember(name) }
    static func int(_ value: Int) -> Self { .literal(.int(value)) }
    static func double(_ value: Double) -> Self { .literal(.double(value)) }
    static func bool(_ value: Bool) -> Self { .literal(.bool(value)) }
    static let `nil` = Self.literal(.nil)

    /// `self(label: value, …)`.
    func call(_ arguments: SwiftArgument...) -> Self { .call(self, arguments, trailing: nil) }
    /// `self(label: value, …)` from a list.
    func call(_ arguments: [SwiftArgument]) -> Self { .call(self, arguments, trailing: nil) }
}

extension SwiftArgument {
    /// `label: value`.
    static func arg(_ label: SwiftName, _ value: SwiftExpression) -> Self { Self(label, value) }
}

extension SwiftTypeName {
    /// `Set<Element>`.
    static func set(_ element: SwiftTypeName) -> Self { .generic("Set", [element]) }
}

extension SwiftDeclaration {
    /// A stored `let` with a value.
    static func staticLet(_ doc: [String], _ name: SwiftName, _ type: SwiftTypeName?, _ value: SwiftExpression) -> Self {
        .variable(SwiftVariable(doc: doc, isStatic: true, isLet: true, name: name, type: type, value: value))
    }

    /// A computed `var` whose body is one expression.
    static func computed(_ doc: [String], _ name: SwiftName, _ type: SwiftTypeName, _ value: SwiftExpression) -> Self {
        .variable(SwiftVariable(doc: doc, isLet: false, name: name, type: type, getter: [.expression(value)]))
    }
}
