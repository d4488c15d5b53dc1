import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcReview
import FormcSpec
import Testing

/// A build lays a screen out once per device for its drawings: the mockups and the HTML page's
/// drawings in points read the same sheets (`DeviceSheet`), counted by `GeometryWork`.
@Suite("Sheets shared by the mockups and the review page")
struct SharedSheetsTests {
    func counting<T>(_ work: () -> T) -> (T, Int) {
        let counter = GeometryWork()
        let result = GeometryWork.$current.withValue(counter) { work() }
        return (result, counter.sheetsLaidOut)
    }

    @Test("The mockups and the HTML page of an example screen lay it out once per device, and the page is the same")
    func oncePerDevice() throws {
        let screen = try #require(Spec.example("travel-category"))
        let devices = Device.checked
        let (shared, sharedWork) = counting {
            let sheets = DeviceSheet.sheets(of: screen, on: devices)
            let entry = ReviewEntry(screen: screen, warnings: [], mockups: MockupRenderer.frames(screen, sheets: sheets),
                                    devices: devices, sheets: sheets)
            return ScreenReviewHTML(entry: entry).renderBytes()
        }
        #expect(sharedWork == devices.count)
        // Without the sheets, the page lays the screen out again, into the same bytes.
        let (own, ownWork) = counting {
            let entry = ReviewEntry(screen: screen, warnings: [], mockups: MockupRenderer.frames(screen, devices: devices),
                                    devices: devices)
            return ScreenReviewHTML(entry: entry).renderBytes()
        }
        #expect(ownWork == 2 * devices.count)
        #expect(own == shared)
    }

    @Test("Sheets of other devices than the page's are not drawn")
    func otherDevices() throws {
        let screen = try #require(Spec.example("travel-category"))
        let entry = ReviewEntry(screen: screen, warnings: [], mockups: [], devices: Device.checked,
                                sheets: DeviceSheet.sheets(of: screen, on: [.default]))
        #expect(entry.sheets == nil)
        let matching = ReviewEntry(screen: screen, warnings: [], mockups: [], devices: [.default],
                                   sheets: DeviceSheet.sheets(of: screen, on: [.default]))
        #expect(matching.sheets?.count == 1)
    }
}
