@testable import FormcSpec
import Testing

/// The words other YAML tools read as null or a boolean: each in its three spellings, and no
/// other spelling or word of the same length.
@Suite struct AmbiguousWordTests {
    @Test func everySpellingIsRead() {
        let words: [String: String] = [
            "y": "the boolean true", "Y": "the boolean true", "n": "the boolean false", "N": "the boolean false",
            "on": "the boolean true", "On": "the boolean true", "ON": "the boolean true",
            "no": "the boolean false", "No": "the boolean false", "NO": "the boolean false",
            "yes": "the boolean true", "Yes": "the boolean true", "YES": "the boolean true",
            "off": "the boolean false", "Off": "the boolean false", "OFF": "the boolean false",
            "null": "null", "Null": "null", "NULL": "null",
            "true": "the boolean true", "True": "the boolean true", "TRUE": "the boolean true",
            "false": "the boolean false", "False": "the boolean false", "FALSE": "the boolean false",
        ]
        for (word, reading) in words { #expect(AmbiguousScalar.otherReading(of: word) == reading, "\(word)") }
    }

    @Test func otherWordsAreStrings() {
        for word in ["o", "t", "f", "yy", "oN", "nO", "yES", "oFF", "nul", "tru", "NuLL", "TRue", "fals", "FaLSE", "falsey", "nulls", "opt-0",
                     "trueish", "offset", "Nope"] {
            #expect(AmbiguousScalar.otherReading(of: word) == nil, "\(word)")
        }
    }
}
