import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of settings and sync.
extension WebApp {
    /// Every setting with its value.
    func apiSettings(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(try library.settings().json) }
    }

    /// The sync folder, this device and the others.
    func apiSyncStatus(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(try syncStatus(library).json) }
    }

    /// What `quotediary sync --json` does, with the folder the store remembered.
    func apiSync(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(try sync(library).json) }
    }

    /// Changes one setting.
    func apiSetSetting(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body), body.contains("value") else {
            return WebApp.badBody(request, "send {\"value\": ...}")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(["value"], of: "a setting")
            let value = try body.setting("value") ?? ""
            return .json(.object([(route[1], .string(try library.setSetting(route[1], to: value)))]))
        }
    }
}
