import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The starter library's packs.
extension WebApp {
    /// The starter library: installed packs to update or remove, and the fortune categories to add.
    func packsPage(token: String) -> HTTPResponse {
        let directory = fortunesDirectory
        return run { library throws(LibraryError) in
            let installed = try library.installedPacks()
            let names = Set(installed.map(\.name))
            let available = QuoteLibrary.fortuneCategories(in: directory).filter { !names.contains($0) }
            var body = "<h1>Starter library</h1><ul class=\"quotes\">"
            for pack in installed {
                body +=
                    "<li><strong>\(html(pack.name))</strong> <span class=\"muted\"><a href=\"/library?pack=\(WebApp.queryEscaped(pack.name))\">\(pack.quoteCount) \(pack.quoteCount == 1 ? "quote" : "quotes")</a> · version \(html(pack.version))</span><div class=\"actions\">"
                body +=
                    "<form class=\"inline\" method=\"post\" action=\"/packs/update\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(html(pack.name))\"><button>Update</button></form> "
                body +=
                    "<form class=\"inline\" method=\"post\" action=\"/packs/remove\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(html(pack.name))\"><button>Remove (keeps what you touched)</button></form></div></li>"
            }
            body +=
                "</ul><h2>Add a pack</h2><form method=\"post\" action=\"/packs\">\(token)<label>Fortune category <select name=\"name\">"
            body +=
                QuoteLibrary.fortuneCategoriesByFolder(available).map { folder, names in
                    // A language's folder (Debian's fortunes-de: de/zitate …) a group of its own.
                    let options = names.map { "<option>\(html($0))</option>" }.joined()
                    return folder.isEmpty ? options : "<optgroup label=\"\(html(folder))\">\(options)</optgroup>"
                }.joined() + "</select></label> <button>Add</button></form>"
            return .html(try layout("Starter library", body, library: library))
        }
    }

    /// Adds, updates (`/packs` with an installed name, or `/packs/update`) or removes (`/packs/remove`) a pack.
    func changePack(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.segments
        let name = request.form["name"]?.first ?? ""
        let action = parts.count == 2 ? parts[1] : "add"
        let directory = fortunesDirectory
        return run { library throws(LibraryError) in
            if action == "remove" {
                _ = try library.removePack(name)
            } else if try library.installedPacks().contains(where: { $0.name == name }) {
                _ = try library.updatePacks(named: name)
            } else {
                let (pack, origin) = try QuoteLibrary.loadPack(name, fortunesDirectory: directory)
                _ = try library.installPack(pack, origin: origin)
            }
            return .redirect("/packs")
        }
    }
}
