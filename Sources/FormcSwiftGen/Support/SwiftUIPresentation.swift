/// The support file's SwiftUI code, under `#if canImport(SwiftUI)`: a view modifier that applies a
/// `FormcPresentation` to sheet content — detents with a selection, the drag indicator, whether a
/// swipe dismisses, and on iOS 16.4 the background interaction and corner radius.
///
/// SwiftUI has no content-fitting detent: `fit` is `.height(fitHeight)` when the caller passes the
/// measured content height, else `.fraction(maxHeight)`.
enum SwiftUIPresentation {
    private typealias E = SwiftExpression
    static let iOS16 = SwiftAvailability(iOS: 16)
    static let iOS16_4 = SwiftAvailability(iOS: 16, 4)
    static let modifierType = "FormcPresentationModifier"
    private static let presentation = E.id("presentation")
    private static let fitHeight = E.id("fitHeight")

    static let declaration = SwiftDeclaration.conditional(.canImport("SwiftUI"), [detents, modifier, viewExtension])

    /// `extension FormcPresentation`: the SwiftUI detents.
    static let detents = SwiftDeclaration.type(SwiftTypeDeclaration(
        attributes: [.available(iOS16)], kind: .extension, name: SwiftName(PresentationTypes.typeName),
        members: [
            .function(SwiftFunction(
                doc: ["The SwiftUI detent of the detent `id` (`fit`: `fitHeight` when given, else `maxHeight` as a fraction)."],
                kind: .function("presentationDetent"),
                parameters: [SwiftParameter(label: nil, name: "id", type: "String"),
                             SwiftParameter("fitHeight", .optional("CGFloat"), defaultValue: .nil)],
                returnType: "PresentationDetent",
                body: [
                    .guard(.binding("detent", E.id("detents").dot("first").call(.arg("where", .closure(SwiftClosure(
                        parameters: ["detent"], body: [.expression(.binary(E.id("detent").dot("id"), "==", .id("id")))]))))),
                        else: [.return(.dot("large"))]),
                    .switch(E.id("detent").dot("kind"), [
                        SwiftSwitchCase([.dot("medium")], [.return(.dot("medium"))]),
                        SwiftSwitchCase([.dot("large")], [.return(.dot("large"))]),
                        SwiftSwitchCase([E.dot("height").call(.unlabeled(.binding("points")))], [
                            .return(E.dot("height").call(.unlabeled(E.id("CGFloat").call(.unlabeled(.id("points")))))),
                        ]),
                        SwiftSwitchCase([E.dot("fraction").call(.unlabeled(.binding("fraction")))], [
                            .return(E.dot("fraction").call(.unlabeled(E.id("CGFloat").call(.unlabeled(.id("fraction")))))),
                        ]),
                        SwiftSwitchCase([.dot("fit")], [
                            .if(.binding("fitHeight", fitHeight), then: [.return(E.dot("height").call(.unlabeled(fitHeight)))], else: []),
                            .return(E.dot("fraction").call(.unlabeled(E.id("CGFloat").call(.unlabeled(.id("maxHeight")))))),
                        ]),
                    ]),
                ])),
            .function(SwiftFunction(
                doc: ["Every detent of the screen, for `presentationDetents(_:selection:)`."],
                kind: .function("presentationDetents"),
                parameters: [SwiftParameter("fitHeight", .optional("CGFloat"), defaultValue: .nil)],
                returnType: .set("PresentationDetent"),
                body: [.return(E.id("Set").call(.unlabeled(E.id("detents").dot("map").call(.unlabeled(.closure(SwiftClosure(
                    parameters: ["detent"], body: [.expression(E.id("presentationDetent").call(
                        .unlabeled(E.id("detent").dot("id")), .arg("fitHeight", fitHeight)))])))))))])),
        ]))

    /// `struct FormcPresentationModifier: ViewModifier`.
    static let modifier = SwiftDeclaration.type(SwiftTypeDeclaration(
        doc: ["Presents sheet content as a `FormcPresentation` says; see `View.formcPresentation(_:selection:fitHeight:)`."],
        attributes: [.available(iOS16)], kind: .struct, name: SwiftName(modifierType), conformances: ["ViewModifier"],
        members: [
            .variable(SwiftVariable(isLet: true, name: "presentation", type: .named(PresentationTypes.typeName))),
            .variable(SwiftVariable(isLet: true, name: "selection", type: .generic("Binding", ["PresentationDetent"]))),
            .variable(SwiftVariable(isLet: true, name: "fitHeight", type: .optional("CGFloat"))),
            .function(SwiftFunction(
                kind: .function("body"), parameters: [SwiftParameter(label: "content", name: "content", type: "Content")],
                returnType: "some View",
                body: [
                    .variable(SwiftVariable(isLet: true, name: "detents", value: presentation.dot("presentationDetents").call(
                        .arg("fitHeight", fitHeight)))),
                    .variable(SwiftVariable(isLet: true, name: "sized", value: E.id("content").dot("presentationDetents").call(
                        .unlabeled(.id("detents")), .arg("selection", .id("selection"))))),
                    .variable(SwiftVariable(isLet: true, name: "indicated", value: E.id("sized").dot("presentationDragIndicator").call(
                        .unlabeled(.ternary(presentation.dot("grabber"), .dot("visible"), .dot("hidden")))))),
                    .return(E.id("refined").call(.unlabeled(E.id("indicated").dot("interactiveDismissDisabled").call(
                        .unlabeled(.not(presentation.dot("dismissal").dot("swipe"))))))),
                ])),
            .function(SwiftFunction(
                doc: ["On iOS 16.4, the background interaction and the corner radius."],
                attributes: [.named("ViewBuilder")], generics: [SwiftGenericParameter("Refined", "View")],
                kind: .function("refined"), parameters: [SwiftParameter(label: nil, name: "view", type: "Refined")],
                returnType: "some View",
                body: [
                    .if(.available(iOS16_4), then: [
                        .variable(SwiftVariable(isLet: true, name: "interacting", value: E.id("view").dot("presentationBackgroundInteraction").call(
                            .unlabeled(.id("backgroundInteraction"))))),
                        .expression(E.id("interacting").dot("presentationCornerRadius").call(.unlabeled(
                            presentation.dot("cornerRadius").dot("map").call(.unlabeled(.closure(SwiftClosure(
                                parameters: ["radius"], body: [.expression(E.id("CGFloat").call(.unlabeled(.id("radius"))))])))))))
                    ], else: [.expression(.id("view"))]),
                ])),
            .variable(SwiftVariable(
                doc: ["Up to which detent the view behind stays interactive: the undimmed detents."],
                attributes: [.available(iOS16_4)], isLet: false, name: "backgroundInteraction",
                type: "PresentationBackgroundInteraction",
                getter: [.switch(presentation.dot("backdrop").dot("undimmedThrough"), [
                    SwiftSwitchCase([.dot("none")], [.return(.dot("disabled"))]),
                    SwiftSwitchCase([.dot("all")], [.return(.dot("enabled"))]),
                    SwiftSwitchCase([E.dot("detent").call(.unlabeled(.binding("id")))], [
                        .return(E.dot("enabled").call(.arg("upThrough", presentation.dot("presentationDetent").call(
                            .unlabeled(.id("id")), .arg("fitHeight", fitHeight))))),
                    ]),
                ])])),
        ]))

    /// `extension View { func formcPresentation(…) }`.
    static let viewExtension = SwiftDeclaration.type(SwiftTypeDeclaration(
        kind: .extension, name: "View",
        members: [.function(SwiftFunction(
            doc: ["Presents this sheet content as `presentation` says. `selection` holds the current detent",
                  "(start it at `presentation.presentationDetent(presentation.initialDetent)`); `fitHeight` is",
                  "the measured content height for a `fit` detent."],
            attributes: [.available(iOS16)], kind: .function("formcPresentation"),
            parameters: [SwiftParameter(label: nil, name: "presentation", type: .named(PresentationTypes.typeName)),
                         SwiftParameter("selection", .generic("Binding", ["PresentationDetent"])),
                         SwiftParameter("fitHeight", .optional("CGFloat"), defaultValue: .nil)],
            returnType: "some View",
            body: [.return(E.id("modifier").call(.unlabeled(E.id(SwiftName(modifierType)).call(
                .arg("presentation", .id("presentation")), .arg("selection", .id("selection")), .arg("fitHeight", fitHeight)))))]))]))
}
