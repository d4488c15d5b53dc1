/// An identifier as formc chose it; the writer escapes a keyword with backticks.
public struct SwiftName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }

    public var description: String { text }
    public static func < (a: Self, b: Self) -> Bool { a.text < b.text }
}

/// A type as written in a declaration. Only the cases that hold a type are boxed (`indirect`):
/// a plain name is stored in place.
public enum SwiftTypeName: Hashable, Sendable, ExpressibleByStringLiteral {
    /// `String`, `UIKit.UIViewController`, `some View`.
    case named(String)
    /// `Outer.Inner`.
    indirect case member(SwiftTypeName, SwiftName)
    /// `T?`.
    indirect case optional(SwiftTypeName)
    /// `[T]`.
    indirect case array(SwiftTypeName)
    /// `Name<A, B>`.
    indirect case generic(String, [SwiftTypeName])
    /// `any Decoder`.
    case existential(String)

    public init(stringLiteral text: String) { self = .named(text) }
}

/// A literal value.
public enum SwiftLiteral: Hashable, Sendable {
    /// Written with every character that could change how the source reads escaped.
    case string(String)
    case int(Int)
    /// Written in its shortest round-tripping form (`0.5`, `140.0`).
    case double(Double)
    case bool(Bool)
    case `nil`
}

/// An expression. The leaves (names, literals, implicit members) are stored in place; only the
/// cases that hold an expression or a closure are boxed (`indirect`), so that a generated file's
/// hundreds of literals and `.name`s are not an allocation each.
public enum SwiftExpression: Hashable, Sendable {
    case identifier(SwiftName)
    /// `self`, `super`: a keyword used as the expression it is.
    case keyword(String)
    /// `let name`: a binding in a `case` pattern (`case .height(let points)`).
    case binding(SwiftName)
    case literal(SwiftLiteral)
    /// `.name`: an implicit member.
    case implicitMember(SwiftName)
    /// `base.name`.
    indirect case member(SwiftExpression, SwiftName)
    /// `base?.name`.
    indirect case optionalChain(SwiftExpression, SwiftName)
    /// `callee(label: value, …)` with an optional trailing closure.
    indirect case call(SwiftExpression, [SwiftArgument], trailing: SwiftClosure?)
    /// `[a, b]`, one element a line when written across lines.
    case array([SwiftExpression])
    indirect case closure(SwiftClosure)
    /// `Type.self`.
    case metatype(SwiftTypeName)
    /// A type used as a value (`Set<Interest>(…)`, `TravelCategoryResult.Category`).
    case type(SwiftTypeName)
    indirect case `try`(SwiftExpression)
    /// `lhs op rhs`.
    indirect case binary(SwiftExpression, String, SwiftExpression)
    /// `!value`.
    indirect case not(SwiftExpression)
    /// `condition ? a : b`.
    indirect case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `switch subject { … }` used as a value (Swift 5.9).
    indirect case `switch`(SwiftExpression, [SwiftSwitchCase])

    /// `self`.
    public static let selfValue = SwiftExpression.keyword("self")

    public static func string(_ text: String) -> Self { .literal(.string(text)) }

    /// `base.name`.
    public func dot(_ name: SwiftName) -> Self { .member(self, name) }
}

/// `label: value`, or an unlabelled value.
public struct SwiftArgument: Hashable, Sendable {
    public var label: SwiftName?
    public var value: SwiftExpression

    public init(_ label: SwiftName?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    public static func unlabeled(_ value: SwiftExpression) -> Self { Self(nil, value) }
}

/// `{ [weak a] b, c in … }`.
public struct SwiftClosure: Hashable, Sendable {
    /// What the closure captures weakly (`[weak controller]`).
    public var weakCaptures: [SwiftName]
    public var parameters: [SwiftName]
    public var body: [SwiftStatement]

    public init(weakCaptures: [SwiftName] = [], parameters: [SwiftName] = [], body: [SwiftStatement]) {
        self.weakCaptures = weakCaptures
        self.parameters = parameters
        self.body = body
    }
}

/// One arm of a `switch`; no patterns writes `default:`.
public struct SwiftSwitchCase: Hashable, Sendable {
    public var patterns: [SwiftExpression]
    public var body: [SwiftStatement]

    public init(_ patterns: [SwiftExpression], _ body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }
}

/// A statement inside a body: an expression statement, a `return` or a `throw` in place, the
/// larger ones boxed.
public enum SwiftStatement: Hashable, Sendable {
    case expression(SwiftExpression)
    /// A local `let` or `var`.
    indirect case variable(SwiftVariable)
    indirect case assignment(SwiftExpression, SwiftExpression)
    case `return`(SwiftExpression?)
    indirect case `if`(SwiftCondition, then: [SwiftStatement], else: [SwiftStatement])
    indirect case `guard`(SwiftCondition, else: [SwiftStatement])
    indirect case `switch`(SwiftExpression, [SwiftSwitchCase])
    case `throw`(SwiftExpression)
    /// `for name in sequence { … }`.
    indirect case forIn(SwiftName, SwiftExpression, [SwiftStatement])
}

/// What `if` and `guard` test.
public enum SwiftCondition: Hashable, Sendable {
    case expression(SwiftExpression)
    /// `#available(iOS 16, *)`.
    case available(SwiftAvailability)
    /// `let name = value`.
    case binding(SwiftName, SwiftExpression)
}
