import FormcGeometry
import FormcSpec

extension DeviceSheet {
    /// `screen` laid out on each of `devices`, in their order, its texts measured once for all.
    public static func all(_ screen: Screen, on devices: [Device]) -> [DeviceSheet] {
        guard !devices.isEmpty else { return [] }
        let texts = PointTexts(screen)
        return devices.map { DeviceSheet(screen: screen, device: $0, texts: texts) }
    }
}
