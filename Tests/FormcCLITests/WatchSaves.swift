import Foundation

/// How the watch tests save files, and how they read the watch's numbered messages.
///
/// A save in place (`open` with `O_TRUNC`, then `write`) passes through an empty file. On a busy
/// machine the test can be descheduled between the two calls for longer than the watch's
/// settling time, and the watch then rightly handles the empty file as one more change. So the
/// tests count relative to what they have seen (each step must add at least one run), and the
/// step that must add exactly none — a save of the same bytes — writes without truncating
/// (`InPlaceSave`), so the file holds the same bytes at every moment.
enum WatchSaves {
    /// The largest N in the messages `"<phrase> (N)"` of `text`; 1 (the first run) when none.
    static func last(_ phrase: String, in text: String) -> Int {
        var highest = 1
        for part in text.components(separatedBy: phrase + " (").dropFirst() {
            if let number = Int(part.prefix { $0.isNumber }) { highest = max(highest, number) }
        }
        return highest
    }
}
