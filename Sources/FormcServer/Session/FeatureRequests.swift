import FormcCore
import FormcLanguage

/// The requests that ask the language service something: each reads its params, asks, and
/// writes the answer as the protocol's JSON.
enum FeatureRequests {
    static func answer(_ method: String, _ params: JSONValue, service: inout LanguageService) -> Result<JSONValue, ResponseError> {
        switch method {
        default:
            return .failure(ResponseError(.methodNotFound, "formc lsp does not handle \(method)"))
        }
    }
}
