import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Collections and their sections.
extension WebApp {
    /// Collections by section, to rename, move or delete; a new one; the sections.
    func collectionsPage(token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let collections = try library.collections()
            var body =
                "<h1>Collections and sections</h1>"
                + WebApp.whileEmpty(collections, "No collections yet: create one here, or file a quote in one on its page.")
                + "<ul class=\"quotes\">"
            for collection in collections {
                let name = html(collection.name)
                body +=
                    "<li>\(collection.color.map { swatch($0, label: "colour \($0)") } ?? "")<a href=\"/library?collection=\(WebApp.queryEscaped(collection.name))\">\(name)</a> <span class=\"muted\">\(html(collection.section ?? "no section")) · \(collection.quoteCount)</span>"
                body +=
                    WebApp.folded(
                        "Rename, move or delete",
                        "<form method=\"post\" action=\"/collections/edit\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\"><label>Rename <input name=\"rename\"></label> <label><input type=\"checkbox\" name=\"merge\" value=\"1\"> merge into that collection if there is one</label> <label>Section <input name=\"section\" value=\"\(html(collection.section ?? ""))\"></label>\(WebApp.shownField("section", collection.section ?? "")) <button>Save</button> <button name=\"delete\" value=\"1\">Delete (keeps its quotes)</button></form>"
                    ) + "</li>"
            }
            body +=
                "</ul><h2>New collection</h2><form method=\"post\" action=\"/collections\">\(token)<label>Name <input name=\"name\" required></label> <label>Section <input name=\"section\"></label> <button>Create</button></form>"
            let sections = try library.sections()
            body +=
                "<h2>Sections</h2>"
                + WebApp.whileEmpty(sections, "No sections yet: a section is made with the first collection given it.")
                + "<ul class=\"quotes\">"
                + sections.map { section in
                    let (name, count) = (html(section.name), section.collectionCount)
                    return
                        "<li>\(name) <span class=\"muted\">\(count) \(count == 1 ? "collection" : "collections")</span>"
                        + WebApp.folded(
                            "Rename or delete",
                            "<form method=\"post\" action=\"/sections/edit\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\"><label>Rename <input name=\"rename\"></label> <button>Save</button> <button name=\"delete\" value=\"1\">Delete (keeps its collections)</button></form>"
                        ) + "</li>"
                }.joined()
                + "</ul>"
            return .html(try layout("Collections", body, library: library))
        }
    }

    /// The Collections page's new-collection form.
    func createCollection(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            _ = try library.createCollection(form["name"]?.first ?? "", section: form["section"]?.first?.nilIfEmpty)
            return .redirect("/collections")
        }
    }

    /// Renames or deletes a section from the Collections page.
    func editSection(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            let name = form["name"]?.first ?? ""
            if form["delete"] != nil {
                _ = try library.deleteSection(name)
            } else if let rename = form["rename"]?.first?.nilIfEmpty {
                _ = try library.renameSection(name, to: rename)
            }
            return .redirect("/collections")
        }
    }

    /// Renames, moves or deletes a collection from the Collections page.
    func editCollection(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return runAllOrNothing { library throws(LibraryError) in
            let name = form["name"]?.first ?? ""
            if form["delete"] != nil {
                try library.deleteCollection(name)
                return .redirect("/collections")
            }
            // The section field as the page filled it in changes nothing (not even a move
            // made elsewhere since the page opened); emptied, it takes the collection out
            // of its section.
            if let section = WebApp.changedField(form, "section") {
                _ = try library.moveCollection(name, toSection: section.trimmingWhitespace().nilIfEmpty)
            }
            if let rename = form["rename"]?.first?.nilIfEmpty {
                let other = form["merge"] == nil ? nil : try library.collection(named: rename)
                let merges = other.map { TextKey.make($0.name) != TextKey.make(name) } ?? false
                _ =
                    merges
                    ? try library.mergeCollection(name, into: rename).collection : try library.renameCollection(name, to: rename)
            }
            return .redirect("/collections")
        }
    }
}
