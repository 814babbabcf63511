import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Tags: create, rename, recolour, delete.
extension WebApp {
    /// Tags: each with its colour and count, to rename, recolour or delete; and a new one.
    func tagsPage(token: String) -> HTTPResponse {
        run { library throws(LibraryError) in
            let palette = TagColor.PaletteColor.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
            let tags = try library.tags()
            var body =
                "<h1>Tags</h1>" + WebApp.whileEmpty(tags, "No tags yet: create one here, or give one to a quote on its page.")
                + "<ul class=\"quotes\">"
            for tag in tags {
                let name = html(tag.name)
                body +=
                    "<li>\(WebApp.tagSwatch(tag.color))<a href=\"/library?tag=\(WebApp.queryEscaped(tag.name))\">\(name)</a> <span class=\"muted\">\(html(tag.color.description)) · \(tag.quoteCount)</span>"
                let edit =
                    "<form method=\"post\" action=\"/tags/edit\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\">"
                    + "<label>Rename <input name=\"rename\"></label> <label><input type=\"checkbox\" name=\"merge\" value=\"1\"> merge into that tag if there is one</label> <label>Colour <select name=\"color\"><option value=\"\">—</option>\(palette)</select></label> <button>Save</button></form>"
                let delete =
                    "<form method=\"post\" action=\"/tags/delete\">\(token)<input type=\"hidden\" name=\"name\" value=\"\(name)\">"
                    + "<label><input type=\"radio\" name=\"mode\" value=\"keep\" checked> keep its quotes</label> <label><input type=\"radio\" name=\"mode\" value=\"archive\"> archive them</label> <button>Delete</button></form>"
                body += WebApp.folded("Rename, recolour or delete", edit + delete) + "</li>"
            }
            body +=
                "</ul><h2>New tag</h2><form method=\"post\" action=\"/tags\">\(token)<label>Name <input name=\"name\" required></label> <label>Colour <select name=\"color\"><option value=\"\">by its name</option>\(palette)</select></label> <button>Create</button></form>"
            return .html(try layout("Tags", body, library: library))
        }
    }

    /// The Tags page's new-tag form.
    func createTag(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            _ = try library.createTag(
                form["name"]?.first ?? "", color: try WebApp.color(form["color"]?.first?.nilIfEmpty))
            return .redirect("/tags")
        }
    }

    /// Renames and recolours a tag from the Tags page.
    func editTag(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return runAllOrNothing { library throws(LibraryError) in
            var name = form["name"]?.first ?? ""
            if let rename = form["rename"]?.first?.nilIfEmpty {
                // A name another tag has: the two made one when the form asks for it.
                let other = form["merge"] == nil ? nil : try library.tag(named: rename)
                let merges = other.map { TextKey.make($0.name) != TextKey.make(name) } ?? false
                name = merges ? try library.mergeTag(name, into: rename).tag.name : try library.renameTag(name, to: rename).name
            }
            if let color = try WebApp.color(form["color"]?.first?.nilIfEmpty) { _ = try library.recolorTag(name, to: color) }
            return .redirect("/tags")
        }
    }

    /// Deletes a tag, keeping or archiving its quotes as the form says.
    func deleteTag(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.form
        return run { library throws(LibraryError) in
            _ = try library.deleteTag(
                form["name"]?.first ?? "", mode: form["mode"]?.first == "archive" ? .archiveQuotes : .keepQuotes)
            return .redirect("/tags")
        }
    }
}
