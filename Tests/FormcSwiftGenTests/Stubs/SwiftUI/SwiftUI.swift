// A stub of the part of SwiftUI that formc's generated Swift calls (and the complete example of
// docs/spec-language.md §12 uses), so that the generated `#if canImport(SwiftUI)` code is
// type-checked on Linux. Each declaration is written from Apple's
// documentation (developer.apple.com/documentation/swiftui/…, the page named above it): the same
// names, labels, types, availability and isolation (`View` and `ViewModifier` are `@MainActor`,
// their modifier methods `nonisolated`). Primitive views have `Never` bodies, as in SwiftUI; no
// body of this stub ever runs.
import Foundation

// swiftui/view: `@MainActor @preconcurrency protocol View` with `associatedtype Body : View` and
// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// swiftui/never: `extension Never : View`
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

// swiftui/emptyview: `@frozen struct EmptyView`
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

// swiftui/anyview: `@frozen struct AnyView` — `init<V>(_ view: V) where V : View`
public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    public var body: Never { fatalError("stub") }
}

// swiftui/_conditionalcontent: `@frozen struct _ConditionalContent<TrueContent, FalseContent>`
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

// swiftui/viewbuilder: `@resultBuilder struct ViewBuilder`
@resultBuilder public struct ViewBuilder {
    // …/buildblock(): `static func buildBlock() -> EmptyView`
    public static func buildBlock() -> EmptyView { EmptyView() }
    // …/buildblock(_:): `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    // …/buildexpression(_:): `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    // …/buildeither(first:): `static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    // -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent() }
    // …/buildeither(second:): the same for the `else` branch
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent() }
    // …/buildlimitedavailability(_:): `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

// swiftui/viewmodifier: `@MainActor @preconcurrency protocol ViewModifier` with
// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body` and
// `typealias Content = _ViewModifier_Content<Self>`
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

// swiftui/_viewmodifier_content: `@frozen struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier`
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public var body: Never { fatalError("stub") }
}

// swiftui/modifiedcontent: `@frozen struct ModifiedContent<Content, Modifier>`, a View when its
// content is a View and its modifier a ViewModifier
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("stub") }
}

// swiftui/binding: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@propertyWrapper public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    // swiftui/binding/init(get:set:): `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    // swiftui/binding/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    // swiftui/binding/projectedvalue: `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { self }
}

// swiftui/state: `@frozen @propertyWrapper struct State<Value>`
@propertyWrapper public struct State<Value> {
    // swiftui/state/init(wrappedvalue:): `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {}
    // swiftui/state/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    // swiftui/state/projectedvalue: `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

// swiftui/state/init(): `init() where Value : ExpressibleByNilLiteral`
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

// swiftui/text: `@frozen struct Text` — `nonisolated init<S>(_ content: S) where S : StringProtocol`
public struct Text: View {
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError("stub") }
}

// swiftui/button: `@MainActor @preconcurrency struct Button<Label> where Label : View`
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
    // swiftui/button/init(_:action:): `@preconcurrency nonisolated init<S>(_ title: S,
    // action: @escaping @MainActor () -> Void) where S : StringProtocol`
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// swiftui/visibility, iOS 15: `@frozen enum Visibility` — Hashable, CaseIterable, Sendable
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

// swiftui/presentationdetent, iOS 16: `struct PresentationDetent` — Hashable, Sendable
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    private let value: CGFloat
    // …/medium: `static let medium: PresentationDetent`
    public static let medium = PresentationDetent(name: "medium", value: 0)
    // …/large: `static let large: PresentationDetent`
    public static let large = PresentationDetent(name: "large", value: 0)
    // …/fraction(_:): `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    // …/height(_:): `static func height(_ height: CGFloat) -> PresentationDetent`
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
}

// swiftui/presentationbackgroundinteraction, iOS 16.4: `struct PresentationBackgroundInteraction` — Sendable
@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    private let upThrough: PresentationDetent?
    private let isEnabled: Bool
    // …/automatic: `static var automatic: PresentationBackgroundInteraction { get }`
    public static var automatic: PresentationBackgroundInteraction { .init(upThrough: nil, isEnabled: false) }
    // …/disabled: `static var disabled: PresentationBackgroundInteraction { get }`
    public static var disabled: PresentationBackgroundInteraction { .init(upThrough: nil, isEnabled: false) }
    // …/enabled: `static var enabled: PresentationBackgroundInteraction { get }`
    public static var enabled: PresentationBackgroundInteraction { .init(upThrough: nil, isEnabled: true) }
    // …/enabled(upthrough:): `static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction`
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(upThrough: detent, isEnabled: true)
    }
}

extension View {
    // swiftui/view/modifier(_:): `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    // swiftui/view/sheet(ispresented:ondismiss:content:): `nonisolated func sheet<Content>(isPresented:
    // Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View
    // where Content : View` (the newest SDK spells the builder `@ContentBuilder`)
    public nonisolated func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        self
    }

    // swiftui/view/presentationdetents(_:selection:), iOS 16:
    // `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View`
    @available(iOS 16.0, *)
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    // swiftui/view/presentationdragindicator(_:), iOS 16:
    // `nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View`
    @available(iOS 16.0, *)
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    // swiftui/view/interactivedismissdisabled(_:), iOS 15:
    // `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    @available(iOS 15.0, *)
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    // swiftui/view/presentationbackgroundinteraction(_:), iOS 16.4:
    // `nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View`
    @available(iOS 16.4, *)
    public nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    // swiftui/view/presentationcornerradius(_:), iOS 16.4:
    // `nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View`
    @available(iOS 16.4, *)
    public nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
