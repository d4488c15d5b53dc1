import Foundation
import Testing

/// The committed reference sources, used as an app uses them: decode what a sheet hands back
/// with a plain `JSONDecoder`, encode it again, switch over the options exhaustively (a new
/// option in a spec breaks this file's build, as it would break an app's).
@Suite("Generated Swift, used")
struct ReferenceUseTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func travelCategoryRoundTrips() throws {
        let result = try decode(TravelCategoryResult.self, #"{"category": "lover"}"#)
        #expect(result.category == .lover)
        #expect(result.category?.title == "애인 💑")
        #expect(try encoded(result) == #"{"category":"lover"}"#)
        // Nothing picked: the apply button hands nothing back.
        #expect(try decode(TravelCategoryResult.self, "{}").category == nil)
        #expect(TravelCategoryScreen.id == "travel-category")
    }

    @Test func optionsAreTheSpecsInOrder() {
        #expect(TravelCategoryResult.Category.allCases.map(\.rawValue) == [
            "pet", "lover", "family", "kid", "travel", "coffee", "tea", "alcohol", "drive", "restaurant", "walk", "view",
        ])
        #expect(AnimalPickerResult.Animal.allCases.count == 6)
    }

    @Test func anExhaustiveSwitchNamesEveryVehicle() {
        func sound(_ vehicle: VehiclePickerResult.Vehicle) -> String {
            switch vehicle {
            case .vehicle1, .vehicle2: "road"
            case .vehicle3, .vehicle4: "rail"
            case .vehicle5: "air"
            case .vehicle6: "pedal"
            case .vehicle7: "sea"
            }
        }
        #expect(VehiclePickerResult.Vehicle.allCases.map(sound) == ["road", "road", "rail", "rail", "air", "pedal", "sea"])
        #expect(AnimalPickerResult.Animal(rawValue: "animal-6")?.title == "Animal 6")
    }

    @Test func idsThatAreNotIdentifiersKeepTheirRawValue() throws {
        #expect(InterestsResult.Interests.chwieopIjik.rawValue == "취업/이직")
        #expect(InterestsResult.Interests.hoesaSaenghwal.rawValue == "회사 생활")
        #expect(InterestsResult.Interests.hr.rawValue == "HR")
        #expect(InterestsResult.Interests.gaebal.section == "🌈관심분야")
        let result = try decode(InterestsResult.self, #"{"interests": ["HR", "취업/이직"]}"#)
        #expect(result.interests == [.hr, .chwieopIjik])
        // Encoded in spec order, whatever order the set holds them in.
        #expect(try encoded(result) == #"{"interests":["취업/이직","HR"]}"#)
    }

    @Test func whatTheSchemaRejectsDoesNotDecode() {
        for json in [
            #"{"category": "lovr"}"#,                    // not an option
            #"{"category": null}"#,                      // null is not a string
            #"{"category": "pet", "extra": 1}"#,         // additionalProperties: false
            #"{"category": ["pet"]}"#,                   // a list for a choice
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(TravelCategoryResult.self, json) }
        }
        for json in [
            #"{"interests": ["개발", "없음"]}"#,          // not an option
            #"{"interests": ["HR", "HR"]}"#,             // uniqueItems
            #"{"interests": null}"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(InterestsResult.self, json) }
        }
    }

    @Test func anOptionalFieldMayBeAbsent() throws {
        let empty = try decode(InterestsResult.self, "{}")
        #expect(empty.interests == nil)
        #expect(try encoded(empty) == "{}")
        // A screen of display-only content hands back an empty object, nothing else.
        #expect(try encoded(try decode(MyPlaceResult.self, "{}")) == "{}")
        #expect(throws: DecodingError.self) { try decode(TouchPassPanelResult.self, #"{"cell": "cell0"}"#) }
    }

    @Test func presentationValuesAreTheSpecsSheet() {
        let travel = TravelCategoryScreen.presentation
        #expect(travel.style == .sheet)
        #expect(travel.detents.map(\.kind) == [.medium])
        #expect(travel.initialDetent == "medium")
        #expect(travel.grabber)
        #expect(travel.cornerRadius == nil)
        #expect(travel.fields.first?.options.map(\.id) == TravelCategoryResult.Category.allCases.map(\.rawValue))
        #expect(travel.actions.first?.role == .submit)
        #expect(travel.fields.first?.align == .spread && travel.backdrop.tap == .dismiss)

        let place = MyPlaceScreen.presentation
        #expect(place.detents.first == FormcPresentation.Detent(id: "peek", kind: .height(140)))
        #expect(place.backdrop.undimmedThrough == .detent("medium"))
        #expect(!place.dismissal.swipe && !place.scrollingExpands && place.edgeAttachedInCompactHeight)
        #expect(place.tabBar?.selected == "place")

        let popup = VehiclePickerScreen.presentation
        #expect(popup.style == .popup && popup.backdrop.dim == 0.5 && popup.backdrop.tap == .dismiss)
        #expect(popup.cornerRadius == 10 && popup.dismissal.closeButton)

        let panel = TouchPassPanelScreen.presentation
        #expect(panel.detents.map(\.kind) == [.fit] && panel.maxHeight == 0.7 && panel.backdrop.undimmedThrough == .all)
        #expect(panel.maxHeightReference == .screen && panel.fields.isEmpty)
        #expect(panel.content.first?.rows.count == 20 && panel.content.first?.separators == false)
        #expect(place.content.first?.placeholder == "MyPlaceScrollableViewController")
        #expect(InterestsScreen.presentation.style == .fullScreen)
        #expect(InterestsScreen.presentation.fields.first?.initial == [])
        #expect(InterestsScreen.presentation.fields.first?.options.first?.section == "💼직장인 공감")
    }

    @Test func actionLayoutsAreTheSpecsOrTheDefault() {
        // Pinned 10 pt above the bottom safe area, 20 pt in from the sides, 50 pt high.
        #expect(TravelCategoryScreen.presentation.actionLayout
            == FormcPresentation.ActionLayout(placement: .bottom, bottomInset: 10, sideInset: 20, height: 50))
        // Full width, on the safe area.
        #expect(InterestsScreen.presentation.actionLayout
            == FormcPresentation.ActionLayout(placement: .bottom, bottomInset: 0, sideInset: 0, height: 50))
        // No `action-layout`: after the content, with the content's margin.
        #expect(VehiclePickerScreen.presentation.actionLayout
            == FormcPresentation.ActionLayout(placement: .afterContent, bottomInset: 0, sideInset: nil, height: 50))
        #expect(FormcPresentation.ActionLayout.Placement.afterContent.rawValue == "after-content")
    }
}
