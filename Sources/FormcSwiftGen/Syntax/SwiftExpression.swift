/// An identifier as formc chose it; the writer escapes a keyword with backticks.
public struct SwiftName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }

    public var description: String { text }
    public static func < (a: Self, b: Self) -> Bool { a.text < b.text }
}

/// A type as written in a declaration.
public indirect enum SwiftTypeName: Hashable, Sendable, ExpressibleByStringLiteral {
    /// `String`, `UIKit.UIViewController`, `some View`.
    case named(String)
    /// `Outer.Inner`.
    case member(SwiftTypeName, SwiftName)
    /// `T?`.
    case optional(SwiftTypeName)
    /// `[T]`.
    case array(SwiftTypeName)
    /// `Name<A, B>`.
    case generic(String, [SwiftTypeName])
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

/// An expression.
public indirect enum SwiftExpression: Hashable, Sendable {
    case identifier(SwiftName)
    /// `self`, `super`: a keyword used as the expression it is.
    case keyword(String)
    /// `let name`: a binding in a `case` pattern (`case .height(let points)`).
    case binding(SwiftName)
    case literal(SwiftLiteral)
    /// `base.name`, or `.name` (an implicit member) when the base is nil.
    case member(SwiftExpression?, SwiftName)
    /// `base?.name`.
    case optionalChain(SwiftExpression, SwiftName)
    /// `callee(label: value, …)` with an optional trailing closure.
    case call(SwiftExpression, [SwiftArgument], trailing: SwiftClosure?)
    /// `[a, b]`, one element a line when written across lines.
    case array([SwiftExpression])
    case closure(SwiftClosure)
    /// `Type.self`.
    case metatype(SwiftTypeName)
    /// A type used as a value (`Set<Interest>(…)`, `TravelCategoryResult.Category`).
    case type(SwiftTypeName)
    case `try`(SwiftExpression)
    /// `lhs op rhs`.
    case binary(SwiftExpression, String, SwiftExpression)
    /// `!value`.
    case not(SwiftExpression)
    /// `condition ? a : b`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `switch subject { … }` used as a value (Swift 5.9).
    case `switch`(SwiftExpression, [SwiftSwitchCase])

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

/// A statement inside a body.
public indirect enum SwiftStatement: Hashable, Sendable {
    case expression(SwiftExpression)
    /// A local `let` or `var`.
    case variable(SwiftVariable)
    case assignment(SwiftExpression, SwiftExpression)
    case `return`(SwiftExpression?)
    case `if`(SwiftCondition, then: [SwiftStatement], else: [SwiftStatement])
    case `guard`(SwiftCondition, else: [SwiftStatement])
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    case `throw`(SwiftExpression)
    /// `for name in sequence { … }`.
    case forIn(SwiftName, SwiftExpression, [SwiftStatement])
}

/// What `if` and `guard` test.
public enum SwiftCondition: Hashable, Sendable {
    case expression(SwiftExpression)
    /// `#available(iOS 16, *)`.
    case available(SwiftAvailability)
    /// `let name = value`.
    case binding(SwiftName, SwiftExpression)
}
