// A stub of the part of UIKit that formc's generated Swift calls (and the complete example of
// docs/spec-language.md §12 uses), so that the generated `#if canImport(UIKit)` code is
// type-checked on Linux. Each declaration is written from Apple's
// documentation (developer.apple.com/documentation/uikit/…, the page named above it): the same
// names, labels, types, optionality, availability and `@MainActor` isolation. Apple's classes
// are `open`; their Objective-C roots are NSObject. The stubs are also the recording stand-ins
// that `UIKitConfigureTests` runs `configure(_:card:)` against: what a property is set to is
// kept, as UIKit keeps it, and a few members whose names start with `recorded` (no Apple API
// has such a name, and generated code never calls them) tell the test what was made.
// UIKit re-exports Foundation: `import UIKit` alone gives `Data` and `JSONDecoder`.
@_exported import Foundation

// uikit/uiresponder: `@MainActor class UIResponder : NSObject`
@MainActor open class UIResponder: NSObject {}

// uikit/uiview: `@MainActor class UIView : UIResponder`
@MainActor open class UIView: UIResponder {
    // uikit/uiview/init(frame:): `init(frame: CGRect)`
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    // uikit/uiview/frame: `var frame: CGRect { get set }`
    open var frame: CGRect
    // uikit/uiview/bounds: `var bounds: CGRect { get set }`
    open var bounds: CGRect
    // uikit/uiview/backgroundcolor: `var backgroundColor: UIColor? { get set }`
    open var backgroundColor: UIColor?
    // uikit/uiview/autoresizingmask-swift.property: `var autoresizingMask: UIView.AutoresizingMask { get set }`
    open var autoresizingMask: UIView.AutoresizingMask = []
    // uikit/uiview/window: `var window: UIWindow? { get }`
    open var window: UIWindow? { nil }
    // uikit/uiview/layer: `var layer: CALayer { get }`
    open var layer: CALayer { recordedLayer }
    private let recordedLayer = CALayer()
    // uikit/uiview/clipstobounds: `var clipsToBounds: Bool { get set }`
    open var clipsToBounds = false

    // uikit/uiview/insertsubview(_:at:): `func insertSubview(_ view: UIView, at index: Int)`
    open func insertSubview(_ view: UIView, at index: Int) { recordedSubviews.insert(view, at: min(max(0, index), recordedSubviews.count)) }
    /// The subviews inserted, in order (the stand-in's record).
    public private(set) var recordedSubviews: [UIView] = []

    // uikit/uiview/autoresizingmask-swift.struct: `struct AutoresizingMask`, an OptionSet of UInt
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // …/flexiblewidth, …/flexibleheight: `static var flexibleWidth: UIView.AutoresizingMask { get }`
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
    }
}

// quartzcore/calayer (re-exported by UIKit): `class CALayer : NSObject`
@MainActor open class CALayer: NSObject {
    // quartzcore/calayer/cornerradius: `var cornerRadius: CGFloat { get set }`
    open var cornerRadius: CGFloat = 0
    // quartzcore/calayer/cornercurve, iOS 13: `var cornerCurve: CALayerCornerCurve { get set }`
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve = .circular
}

// quartzcore/calayercornercurve, iOS 13: `struct CALayerCornerCurve` (a String raw value)
@available(iOS 13.0, *)
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // quartzcore/calayercornercurve/circular, …/continuous: `static let circular: CALayerCornerCurve`
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

// uikit/uiwindow: `@MainActor class UIWindow : UIView`
@MainActor open class UIWindow: UIView {
    // uikit/uiwindow/windowscene, iOS 13: `weak var windowScene: UIWindowScene? { get set }`
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene? {
        get { nil }
        set {}
    }
}

// uikit/uiscene, iOS 13: `@MainActor class UIScene : UIResponder`
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

// uikit/uiwindowscene, iOS 13: `@MainActor class UIWindowScene : UIScene`
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    // uikit/uiwindowscene/screen: `var screen: UIScreen { get }`
    open var screen: UIScreen { UIScreen() }
}

// uikit/uiscreen: `@MainActor class UIScreen : NSObject`
@MainActor open class UIScreen: NSObject {
    // uikit/uiscreen/bounds: `var bounds: CGRect { get }`
    open var bounds: CGRect { .zero }
}

// uikit/uicontrol: `@MainActor class UIControl : UIView`
@MainActor open class UIControl: UIView {}

// uikit/uibutton: `@MainActor class UIButton : UIControl`
@MainActor open class UIButton: UIControl {
    // uikit/uibutton/buttontype: `enum ButtonType` (Int raw values)
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    // uikit/uibutton/init(type:primaryaction:), iOS 14:
    // `@MainActor @preconcurrency convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        recordedPrimaryAction = primaryAction
    }
    /// The action a tap performs (the stand-in's record).
    public private(set) var recordedPrimaryAction: UIAction?
}

// uikit/uiimage: `class UIImage : NSObject` (thread-safe, Sendable)
open class UIImage: NSObject, @unchecked Sendable {}

// uikit/uimenuelement: `@MainActor class UIMenuElement : NSObject`
@MainActor open class UIMenuElement: NSObject {
    // uikit/uimenuelement/attributes: `struct Attributes`, an OptionSet of UInt
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // uikit/uimenuelement/state-swift.enum: `enum State` (Int raw values)
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

// uikit/uiactionhandler: `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// uikit/uiaction: `@MainActor class UIAction : UIMenuElement`, iOS 13
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    // uikit/uiaction/identifier-swift.struct: `struct Identifier` (a String raw value)
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:):
    // `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    // identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    // attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    // handler: @escaping UIActionHandler)`
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
        recordedHandler = handler
    }
    /// The handler, which a test calls as a tap would (the stand-in's record).
    public private(set) var recordedHandler: UIActionHandler?
}

// uikit/uicolor: `class UIColor : NSObject` (immutable, Sendable)
open class UIColor: NSObject, @unchecked Sendable {
    // uikit/uicolor/black: `class var black: UIColor { get }`
    open class var black: UIColor { UIColor() }
    // uikit/uicolor/withalphacomponent(_:): `func withAlphaComponent(_ alpha: CGFloat) -> UIColor`
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let color = UIColor()
        color.recordedAlpha = alpha
        return color
    }
    /// The alpha the colour was made with (the stand-in's record; 1 for an opaque colour).
    public private(set) var recordedAlpha: CGFloat = 1
}

// uikit/uimodalpresentationstyle: `enum UIModalPresentationStyle` (Int raw values)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

// uikit/uimodaltransitionstyle: `enum UIModalTransitionStyle` (Int raw values)
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

// uikit/uiviewcontroller: `@MainActor class UIViewController : UIResponder`
@MainActor open class UIViewController: UIResponder {
    // uikit/uiviewcontroller/view: `var view: UIView! { get set }`
    open var view: UIView! = UIView(frame: .zero)
    // uikit/uiviewcontroller/modalpresentationstyle: `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // uikit/uiviewcontroller/modaltransitionstyle: `var modalTransitionStyle: UIModalTransitionStyle { get set }`
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    // uikit/uiviewcontroller/ismodalinpresentation, iOS 13: `var isModalInPresentation: Bool { get set }`
    @available(iOS 13.0, *)
    open var isModalInPresentation = false
    // uikit/uiviewcontroller/preferredcontentsize: `var preferredContentSize: CGSize { get set }`
    open var preferredContentSize: CGSize = .zero
    // uikit/uiviewcontroller/sheetpresentationcontroller, iOS 15:
    // `var sheetPresentationController: UISheetPresentationController? { get }`
    // As UIKit's, nil for any presentation style but a page or form sheet.
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        if let recordedSheet { return recordedSheet }
        let sheet = UISheetPresentationController()
        recordedSheet = sheet
        return sheet
    }
    private var recordedSheet: UISheetPresentationController?

    // uikit/uiviewcontroller/present(_:animated:completion:):
    // `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    // uikit/uiviewcontroller/dismiss(animated:completion:):
    // `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { recordedDismissals += 1 }
    /// How many times `dismiss(animated:completion:)` was called (the stand-in's record).
    public private(set) var recordedDismissals = 0
}

// uikit/uipresentationcontroller: `@MainActor class UIPresentationController : NSObject`
@MainActor open class UIPresentationController: NSObject {}

// uikit/uitraitcollection: `@MainActor class UITraitCollection : NSObject` (read from a context only)
@MainActor open class UITraitCollection: NSObject {}

// uikit/uisheetpresentationcontrollerdetentresolutioncontext, iOS 16:
// `@MainActor protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol`
@available(iOS 16.0, *)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    // …/containertraitcollection: `var containerTraitCollection: UITraitCollection { get }`
    var containerTraitCollection: UITraitCollection { get }
    // …/maximumdetentvalue: `var maximumDetentValue: CGFloat { get }`
    var maximumDetentValue: CGFloat { get }
}

// uikit/uisheetpresentationcontroller, iOS 15: `@MainActor class UISheetPresentationController`
// (a UIPresentationController)
@available(iOS 15.0, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
    // …/detents: `var detents: [UISheetPresentationController.Detent] { get set }`
    open var detents: [UISheetPresentationController.Detent] = []
    // …/selecteddetentidentifier: `var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }`
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    // …/largestundimmeddetentidentifier:
    // `var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }`
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    // …/prefersgrabbervisible: `var prefersGrabberVisible: Bool { get set }`
    open var prefersGrabberVisible = false
    // …/preferredcornerradius: `var preferredCornerRadius: CGFloat { get set }`
    open var preferredCornerRadius: CGFloat = 0
    // …/prefersscrollingexpandswhenscrolledtoedge: `var prefersScrollingExpandsWhenScrolledToEdge: Bool { get set }`
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    // …/prefersedgeattachedincompactheight: `var prefersEdgeAttachedInCompactHeight: Bool { get set }`
    open var prefersEdgeAttachedInCompactHeight = false
    // …/widthfollowspreferredcontentsizewhenedgeattached:
    // `var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool { get set }`
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    // uikit/uisheetpresentationcontroller/detent, iOS 15: `@MainActor class Detent` (an NSObject)
    @MainActor open class Detent: NSObject {
        // Instances come from the factory methods below only.
        public required override init() { super.init() }

        /// What the detent is: `medium`, `large`, or `custom <identifier>` (the stand-in's record).
        public private(set) var recordedKind = ""
        /// A custom detent's height in a context of `maximumDetentValue` (the stand-in's record).
        public private(set) var recordedResolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        // …/detent/medium(): `@MainActor @preconcurrency class func medium() -> Self`
        open class func medium() -> Self {
            let detent = Self()
            detent.recordedKind = "medium"
            return detent
        }
        // …/detent/large(): `@MainActor @preconcurrency class func large() -> Self`
        open class func large() -> Self {
            let detent = Self()
            detent.recordedKind = "large"
            return detent
        }

        // …/detent/custom(identifier:resolver:), iOS 16:
        // `@MainActor @preconcurrency static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
        // resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        // -> UISheetPresentationController.Detent`
        @available(iOS 16.0, *)
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            let detent = Detent()
            detent.recordedKind = "custom " + (identifier?.rawValue ?? "")
            detent.recordedResolver = resolver
            return detent
        }

        // …/detent/identifier-swift.struct: `struct Identifier` — Hashable, RawRepresentable (String), Sendable
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            // …/identifier-swift.struct/init(_:): `init(_ rawValue: String)`
            public init(_ rawValue: String) { self.rawValue = rawValue }
            // …/identifier-swift.struct/init(rawvalue:): `init(rawValue: String)`
            public init(rawValue: String) { self.rawValue = rawValue }
            // …/identifier-swift.struct/medium: `static let medium: UISheetPresentationController.Detent.Identifier`
            public static let medium = Identifier("com.apple.UIKit.medium")
            // …/identifier-swift.struct/large: `static let large: UISheetPresentationController.Detent.Identifier`
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}
