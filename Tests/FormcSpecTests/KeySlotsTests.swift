@testable import FormcSpec
import Testing

/// The slots a mapping reader keeps for its keys: inline for the language's mappings, with an
/// overflow for positions or indexes that do not fit, and the first entry of a key kept.
@Suite struct KeySlotsTests {
    @Test func emptySlotsHoldNothing() {
        let slots = KeySlots()
        #expect((0..<40).allSatisfy { slots[$0] == nil })
    }

    @Test func inlineSlotsKeepTheFirstEntry() {
        var slots = KeySlots()
        slots.recordFirst(0, at: 3)
        slots.recordFirst(7, at: 3)
        slots.recordFirst(5, at: 15)
        #expect(slots[3] == 0)
        #expect(slots[15] == 5)
        #expect(slots[4] == nil)
    }

    @Test func positionsAndIndexesBeyondTheInlineStoreOverflow() {
        var slots = KeySlots()
        slots.recordFirst(2, at: KeySlots.inlineCapacity)
        slots.recordFirst(9, at: KeySlots.inlineCapacity)
        slots.recordFirst(Int(UInt32.max) + 5, at: 1)
        slots.recordFirst(4, at: 1)
        #expect(slots[KeySlots.inlineCapacity] == 2)
        #expect(slots[1] == Int(UInt32.max) + 5)
        #expect(slots[KeySlots.inlineCapacity + 1] == nil)
    }

    /// Every mapping of the language fits the inline store, so no reader allocates for its slots.
    @Test func everyMappingOfTheLanguageFitsInline() {
        for name in MappingName.allCases {
            #expect(SpecLanguage.mapping(name).keys.count <= KeySlots.inlineCapacity, "\(name)")
        }
    }
}
