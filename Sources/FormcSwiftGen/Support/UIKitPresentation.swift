/// The support file's UIKit code, under `#if canImport(UIKit)`: `FormcPresentation.configure(_:)`
/// sets up a view controller before it is presented, as one would by hand — a page sheet through
/// `UISheetPresentationController`, a popup as `.overFullScreen` + `.crossDissolve` over a dim view.
///
/// Custom detents (`fit`, heights, fractions) need iOS 16. Below it each falls back to a system
/// detent: a fraction above 0.5 to `.large()`, every other custom detent to `.medium()`; detents
/// that fall back to the same one are listed once, and the initial and undimmed detents follow.
enum UIKitPresentation {
    private typealias E = SwiftExpression
    static let iOS16 = SwiftAvailability(iOS: 16)
    private static let identifierType = SwiftTypeName.named("UISheetPresentationController.Detent.Identifier")
    private static let detentType = SwiftTypeName.named("UISheetPresentationController.Detent")

    static let declaration = SwiftDeclaration.conditional(.canImport("UIKit"), [
        .type(SwiftTypeDeclaration(
            attributes: [.mainActor], kind: .extension, name: SwiftName(PresentationTypes.typeName),
            members: [configure, configureSheet, sheetDetents, sheetDetent, fallback, identifier, largestUndimmed, installBackdrop, shapeCard])),
    ])

    private static let controller = E.id("controller")
    private static let sheet = E.id("sheet")

    static let configure = SwiftDeclaration.function(SwiftFunction(
        doc: ["Sets up `controller` to be presented as the spec says; call it before `present(_:animated:)`.",
              "A sheet gets its detents, grabber, corner radius and whether it can be swiped away (a tap on",
              "its backdrop dismisses it exactly when a swipe can; the system dims it); a popup covers the",
              "screen over a dim view, which dismisses it on a tap when the spec says so, and `card`, the view",
              "that holds its content, gets its corner radius; a full-screen one covers the screen."],
        kind: .function("configure"),
        parameters: [SwiftParameter(label: nil, name: "controller", type: "UIViewController"),
                     SwiftParameter("card", .optional("UIView"), defaultValue: .nil)],
        body: [
            .switch(.id("style"), [
                SwiftSwitchCase([.dot("sheet")], [
                    .assignment(controller.dot("modalPresentationStyle"), .dot("pageSheet")),
                    // Modal in presentation: neither a swipe nor a tap on the backdrop dismisses.
                    .assignment(controller.dot("isModalInPresentation"), .not(E.id("dismissal").dot("swipe"))),
                    .if(.binding("sheet", controller.dot("sheetPresentationController")),
                        then: [.expression(E.id("configure").call(.unlabeled(sheet), .arg("of", controller)))], else: []),
                ]),
                SwiftSwitchCase([.dot("popup")], [
                    .assignment(controller.dot("modalPresentationStyle"), .dot("overFullScreen")),
                    .assignment(controller.dot("modalTransitionStyle"), .dot("crossDissolve")),
                    .expression(E.id("installBackdrop").call(.arg("in", controller))),
                    .if(.binding("card", .id("card")), then: [.expression(E.id("shapeCard").call(.unlabeled(.id("card"))))], else: []),
                ]),
                // The whole screen: no detents, no backdrop, no swipe.
                SwiftSwitchCase([.dot("fullScreen")], [
                    .assignment(controller.dot("modalPresentationStyle"), .dot("fullScreen")),
                ]),
            ]),
        ]))

    static let shapeCard = SwiftDeclaration.function(SwiftFunction(
        doc: ["A popup card's corners: `cornerRadius`, with the continuous curve, its content clipped to them."],
        kind: .function("shapeCard"), parameters: [SwiftParameter(label: nil, name: "card", type: "UIView")],
        body: [
            .assignment(E.id("card").dot("layer").dot("cornerRadius"), E.id("CGFloat").call(.unlabeled(.binary(.id("cornerRadius"), "??", .int(0))))),
            .assignment(E.id("card").dot("layer").dot("cornerCurve"), .dot("continuous")),
            .assignment(E.id("card").dot("clipsToBounds"), .bool(true)),
        ]))

    static let configureSheet = SwiftDeclaration.function(SwiftFunction(
        kind: .function("configure"),
        parameters: [SwiftParameter(label: nil, name: "sheet", type: "UISheetPresentationController"),
                     SwiftParameter(label: "of", name: "controller", type: "UIViewController")],
        body: [
            .assignment(sheet.dot("detents"), E.id("sheetDetents").call(.arg("of", controller))),
            .assignment(sheet.dot("selectedDetentIdentifier"), E.id("sheetIdentifier").call(.unlabeled(.id("initialDetent")))),
            .assignment(sheet.dot("largestUndimmedDetentIdentifier"), .id("largestUndimmedIdentifier")),
            .assignment(sheet.dot("prefersGrabberVisible"), .id("grabber")),
            .if(.binding("cornerRadius", .id("cornerRadius")),
                then: [.assignment(sheet.dot("preferredCornerRadius"), E.id("CGFloat").call(.unlabeled(.id("cornerRadius"))))], else: []),
            .assignment(sheet.dot("prefersScrollingExpandsWhenScrolledToEdge"), .id("scrollingExpands")),
            .assignment(sheet.dot("prefersEdgeAttachedInCompactHeight"), .id("edgeAttachedInCompactHeight")),
            .assignment(sheet.dot("widthFollowsPreferredContentSizeWhenEdgeAttached"), .id("widthFollowsPreferredContentSize")),
        ]))

    /// The detents, each once: below iOS 16 two may fall back to one system detent.
    static let sheetDetents = SwiftDeclaration.function(SwiftFunction(
        doc: ["The sheet's detents in order, each identifier once."],
        kind: .function("sheetDetents"), parameters: [SwiftParameter(label: "of", name: "controller", type: "UIViewController")],
        returnType: .array(detentType),
        body: [
            .variable(SwiftVariable(isLet: false, name: "seen", type: .set(identifierType), value: .array([]))),
            .variable(SwiftVariable(isLet: false, name: "result", type: .array(detentType), value: .array([]))),
            .forIn("detent", .id("detents"), [
                .if(.expression(E.id("seen").dot("insert").call(.unlabeled(E.id("sheetIdentifier").call(.unlabeled(E.id("detent").dot("id")))))
                    .dot("inserted")),
                    then: [.expression(E.id("result").dot("append").call(.unlabeled(E.id("sheetDetent").call(
                        .unlabeled(.id("detent")), .arg("of", controller)))))], else: []),
            ]),
            .return(.id("result")),
        ]))

    static let sheetDetent = SwiftDeclaration.function(SwiftFunction(
        doc: ["The UIKit detent of `detent`: a custom detent on iOS 16, else its system fallback."],
        kind: .function("sheetDetent"),
        parameters: [SwiftParameter(label: nil, name: "detent", type: "Detent"),
                     SwiftParameter(label: "of", name: "controller", type: "UIViewController")],
        returnType: detentType,
        body: [
            .guard(.available(iOS16), else: [
                .return(.ternary(E.id("fallsBackToMedium").call(.unlabeled(E.id("detent").dot("kind"))),
                                 E.dot("medium").call(), E.dot("large").call())),
            ]),
            .variable(SwiftVariable(isLet: true, name: "identifier", value: .type(identifierType).call(.unlabeled(E.id("detent").dot("id"))))),
            .switch(E.id("detent").dot("kind"), [
                SwiftSwitchCase([.dot("medium")], [.return(E.dot("medium").call())]),
                SwiftSwitchCase([.dot("large")], [.return(E.dot("large").call())]),
                SwiftSwitchCase([E.dot("height").call(.unlabeled(.binding("points")))], [
                    .return(.call(E.dot("custom"), [.arg("identifier", .id("identifier"))], trailing: SwiftClosure(
                        parameters: ["_"], body: [.expression(E.id("CGFloat").call(.unlabeled(.id("points"))))]))),
                ]),
                SwiftSwitchCase([E.dot("fraction").call(.unlabeled(.binding("fraction")))], [
                    .return(.call(E.dot("custom"), [.arg("identifier", .id("identifier"))], trailing: SwiftClosure(
                        parameters: ["context"], body: [.expression(.binary(
                            E.id("context").dot("maximumDetentValue"), "*", E.id("CGFloat").call(.unlabeled(.id("fraction")))))]))),
                ]),
                SwiftSwitchCase([.dot("fit")], [
                    .variable(SwiftVariable(isLet: true, name: "cap", value: E.id("CGFloat").call(.unlabeled(.id("maxHeight"))))),
                    .variable(SwiftVariable(isLet: true, name: "reference", value: .id("maxHeightReference"))),
                    .return(.call(E.dot("custom"), [.arg("identifier", .id("identifier"))], trailing: SwiftClosure(
                        weakCaptures: ["controller"], parameters: ["context"], body: [
                            // `{screen: f}`: f × the screen's height (while the controller is in no
                            // window, f × the large height); a bare fraction: f × the large height.
                            .variable(SwiftVariable(isLet: false, name: "height", value: E.id("context").dot("maximumDetentValue"))),
                            .if(.expression(.binary(.id("reference"), "==", .dot("screen"))), then: [
                                .assignment(.id("height"), .binary(
                                    E.optionalChain(E.optionalChain(E.optionalChain(.id("controller"), "view").dot("window"), "windowScene"), "screen")
                                        .dot("bounds").dot("height"),
                                    "??", .id("height"))),
                            ], else: []),
                            .variable(SwiftVariable(isLet: true, name: "maximum", value: E.id("min").call(
                                .unlabeled(E.id("context").dot("maximumDetentValue")), .unlabeled(.binary(.id("height"), "*", .id("cap")))))),
                            .variable(SwiftVariable(isLet: true, name: "content", value: .binary(
                                E.optionalChain(.id("controller"), "preferredContentSize").dot("height"), "??", .int(0)))),
                            .return(.ternary(.binary(.id("content"), ">", .int(0)),
                                             E.id("min").call(.unlabeled(.id("content")), .unlabeled(.id("maximum"))), .id("maximum"))),
                        ]))),
                ]),
            ]),
        ]))

    static let fallback = SwiftDeclaration.function(SwiftFunction(
        doc: ["Below iOS 16, whether a detent of this kind becomes `.medium()` (else `.large()`):",
              "a fraction above 0.5 and `large` become large, everything else medium."],
        kind: .function("fallsBackToMedium"), parameters: [SwiftParameter(label: nil, name: "kind", type: "Detent.Kind")],
        returnType: "Bool",
        body: [.switch(.id("kind"), [
            SwiftSwitchCase([.dot("large")], [.return(.bool(false))]),
            SwiftSwitchCase([E.dot("fraction").call(.unlabeled(.binding("fraction")))], [.return(.binary(.id("fraction"), "<=", .double(0.5)))]),
            SwiftSwitchCase([.dot("medium"), .dot("fit"), .dot("height")], [.return(.bool(true))]),
        ])]))

    static let identifier = SwiftDeclaration.function(SwiftFunction(
        doc: ["The UIKit identifier of the detent `id`: the system's for medium and large, the spec's id for a",
              "custom detent on iOS 16, and below iOS 16 the identifier of the system detent it falls back to."],
        kind: .function("sheetIdentifier"), parameters: [SwiftParameter(label: nil, name: "id", type: "String")],
        returnType: identifierType,
        body: [
            .guard(.binding("detent", E.id("detents").dot("first").call(.arg("where", .closure(SwiftClosure(
                parameters: ["detent"], body: [.expression(.binary(E.id("detent").dot("id"), "==", .id("id")))]))))),
                else: [.return(.dot("large"))]),
            .switch(E.id("detent").dot("kind"), [
                SwiftSwitchCase([.dot("medium")], [.return(.dot("medium"))]),
                SwiftSwitchCase([.dot("large")], [.return(.dot("large"))]),
                SwiftSwitchCase([.dot("fit"), .dot("height"), .dot("fraction")], [
                    .if(.available(iOS16), then: [.return(.type(identifierType).call(.unlabeled(.id("id"))))], else: []),
                    .return(.ternary(E.id("fallsBackToMedium").call(.unlabeled(E.id("detent").dot("kind"))), .dot("medium"), .dot("large"))),
                ]),
            ]),
        ]))

    static let largestUndimmed = SwiftDeclaration.variable(SwiftVariable(
        doc: ["The largest detent at which the backdrop is clear and passes touches through, if any."],
        isLet: false, name: "largestUndimmedIdentifier", type: .optional(identifierType),
        getter: [.switch(E.id("backdrop").dot("undimmedThrough"), [
            SwiftSwitchCase([.dot("none")], [.return(.nil)]),
            SwiftSwitchCase([.dot("all")], [.return(E.id("detents").dot("last").dot("map").call(.unlabeled(.closure(SwiftClosure(
                parameters: ["detent"], body: [.expression(E.id("sheetIdentifier").call(.unlabeled(E.id("detent").dot("id"))))])))))]),
            SwiftSwitchCase([E.dot("detent").call(.unlabeled(.binding("id")))], [.return(E.id("sheetIdentifier").call(.unlabeled(.id("id"))))]),
        ])]))

    static let installBackdrop = SwiftDeclaration.function(SwiftFunction(
        doc: ["A popup's dim view: the controller's view in the backdrop colour, and when a tap dismisses,",
              "a clear button behind the content that dismisses it."],
        kind: .function("installBackdrop"), parameters: [SwiftParameter(label: "in", name: "controller", type: "UIViewController")],
        body: [
            .assignment(controller.dot("view").dot("backgroundColor"), E.id("UIColor").dot("black").dot("withAlphaComponent").call(
                .unlabeled(E.id("CGFloat").call(.unlabeled(.binary(E.id("backdrop").dot("dim"), "??", .int(0))))))),
            .guard(.expression(.binary(E.id("backdrop").dot("tap"), "==", .dot("dismiss"))), else: [.return(nil)]),
            .variable(SwiftVariable(isLet: true, name: "dismiss", value: .call(.id("UIAction"), [], trailing: SwiftClosure(
                weakCaptures: ["controller"], parameters: ["_"], body: [
                    .expression(E.optionalChain(.id("controller"), "dismiss").call(.arg("animated", .bool(true)))),
                ])))),
            .variable(SwiftVariable(isLet: true, name: "button", value: E.id("UIButton").call(
                .arg("type", .dot("custom")), .arg("primaryAction", .id("dismiss"))))),
            .assignment(E.id("button").dot("frame"), controller.dot("view").dot("bounds")),
            .assignment(E.id("button").dot("autoresizingMask"), .array([.dot("flexibleWidth"), .dot("flexibleHeight")])),
            .expression(controller.dot("view").dot("insertSubview").call(.unlabeled(.id("button")), .arg("at", .int(0)))),
        ]))
}
