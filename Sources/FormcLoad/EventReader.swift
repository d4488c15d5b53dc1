internal import CYaml
import FormcCore

/// One libyaml event, converted to Swift values with locations.
enum Event {
    case streamStart, streamEnd
    case documentStart(implicit: Bool)
    case documentEnd
    case alias(anchor: String)
    case scalar(Scalar, anchor: String?, tag: String?)
    case sequenceStart(anchor: String?, tag: String?, flow: Bool)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?, flow: Bool)
    case mappingEnd
}

/// libyaml's own error: its problem and context, with their places.
struct YAMLSyntaxError: Error {
    var problem: String
    var problemMark: SourceLocation
    var context: String?
    var contextMark: SourceLocation?
}

/// Pulls events from libyaml over a buffer that outlives every `yaml_parser_parse` call.
/// Owns the parser, which it frees when it goes out of scope. A non-copyable value, not a
/// class: nothing can share the parser, and its state needs no run-time exclusivity checks.
struct EventReader: ~Copyable {
    /// libyaml's parser state, at a fixed address for its whole life.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let source: SourceFile
    private var cursor: SourceFile.OffsetCursor

    /// `text` must stay valid while the reader lives; it starts at the source's `textStart`.
    init(source: SourceFile, text: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.cursor = SourceFile.OffsetCursor(source)
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, text.baseAddress, text.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event with its start and end, or a syntax error.
    mutating func next() -> Result<(Event, SourceRange), YAMLSyntaxError> {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { return .failure(error()) }
        defer { yaml_event_delete(&event) }
        let range = SourceRange(start: location(event.start_mark), end: location(event.end_mark))
        return .success((convert(&event), range))
    }

    private mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        cursor.location(in: source, markIndex: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    private func convert(_ event: inout yaml_event_t) -> Event {
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT: return .documentStart(implicit: event.data.document_start.implicit != 0)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let value = s.value.map { Self.text(UnsafeBufferPointer(start: $0, count: s.length)) } ?? ""
            let style: Scalar.Style
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            return .scalar(Scalar(value, style: style), anchor: string(s.anchor), tag: string(s.tag))
        case YAML_SEQUENCE_START_EVENT:
            let s = event.data.sequence_start
            return .sequenceStart(anchor: string(s.anchor), tag: string(s.tag), flow: s.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let m = event.data.mapping_start
            return .mappingStart(anchor: string(m.anchor), tag: string(m.tag), flow: m.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    /// A scalar's text. Written into the string's own storage rather than decoded from the
    /// buffer: a short ASCII text (most keys and ids) then becomes a small string without a
    /// validating pass, and longer text is checked in place. Either way bytes that are not
    /// UTF-8 are repaired as `String(decoding:as:)` repairs them.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private mutating func error() -> YAMLSyntaxError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        if state.error == YAML_READER_ERROR {
            let at = source.location(ofByteOffset: source.textStart + Int(state.problem_offset))
            return YAMLSyntaxError(problem: problem, problemMark: at, context: nil, contextMark: nil)
        }
        let context = state.context.map { String(cString: $0) }
        let problemMark = location(state.problem_mark)
        return YAMLSyntaxError(
            problem: problem, problemMark: problemMark,
            context: context, contextMark: context == nil ? nil : location(state.context_mark))
    }
}
