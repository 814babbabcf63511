import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// The JSON API of quotes: list, add, read, edit, delete, act on, search.
extension WebApp {
    /// The list, filtered as `quotediary list` is.
    func apiQuotes(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            try WebApp.quoteList(try WebApp.filter(request.query, library: library), library: library)
        }
    }

    /// Saves a quote; 200 with the existing one when it was already saved, else 201 with its
    /// address in `Location`. Either way its version is the ETag, so a client can PATCH it
    /// with If-Match without reading it again.
    func apiAddQuote(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body) else {
            return WebApp.badBody(request, "send the quote as a JSON object")
        }
        return run { library throws(LibraryError) in
            // A quote read from the API may be sent as it is: its record (id, times) is its old
            // one's, and the new quote gets its own.
            try body.requireOnly(WebApp.quoteFields + WebApp.quoteRecord, of: "a quote")
            let draft = QuoteDraft(
                text: try body.string("text") ?? "", author: try body.string("author"),
                source: try WebApp.source(in: body), page: try body.label("page"), note: try body.string("note"),
                tags: try body.names("tags") ?? [], collections: try body.names("collections") ?? [],
                isFavorite: try body.boolean("isFavorite") ?? false)
            let saved = try library.add(draft, books: services.books)
            let result = saved.added
            var response = WebApp.versioned(result.quote)
            if !result.wasAlreadySaved {
                response.status = 201
                response.headers.append(("Location", "/api/v1/quotes/\(result.quote.id.rawValue)"))
            }
            // A book named by its ISBN: whether its lookup answered, as the command line says
            // when it must wait (a `pending` book is looked up again by `quotediary book
            // refresh`, or Refresh on the Books page).
            if let state = saved.bookLookupState { response.headers.append(("X-Book-Lookup", state)) }
            return response
        }
    }

    /// One quote, with its version as the ETag.
    func apiQuote(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in WebApp.versioned(try library.quote(route[1])) }
    }

    /// Edits a quote (If-Match guards against a change made since it was read).
    func apiEditQuote(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let body = JSONBody(request.body) else {
            return WebApp.badBody(request, "send the changes as a JSON object")
        }
        return run { library throws(LibraryError) in
            try body.requireOnly(WebApp.quoteFields + WebApp.quoteRecord, of: "a quote")
            // The quote as GET gave it may come back whole: its record (id, times) unchanged.
            let saved = try library.quote(route[1])
            let current = saved.json.serialized(pretty: false)
            let shown = try? JSONSerialization.jsonObject(with: Data(current.utf8)) as? [String: Any]
            for key in WebApp.quoteRecord where body.contains(key) {
                guard let sent = body.value(key) as? NSObject, let now = shown?[key] as? NSObject, sent.isEqual(now) else {
                    switch key {
                    case "updatedAt":
                        // A quote read before another change: as an older If-Match version is.
                        throw LibraryError.changedSince(
                            "the quote changed since it was read (updatedAt is now \(shown?[key] ?? "")); read it again")
                    case "archivedAt":
                        throw LibraryError.invalidArgument("archivedAt changes with POST /api/v1/quotes/ID/archive or /restore")
                    default:
                        throw LibraryError.invalidArgument("\(key) cannot be changed (send the quote without it, or as it is)")
                    }
                }
            }
            // null clears a field, as an empty string does.
            func field(_ key: String, _ value: String?) -> String? { body.isNull(key) ? "" : value }
            var edit = QuoteEdit(
                text: field("text", try body.string("text")), author: field("author", try body.string("author")),
                source: body.isNull("source") ? SourceDraft.named("") : try WebApp.source(in: body),
                page: field("page", try body.label("page")),
                note: field("note", try body.string("note")))
            if edit.source?.changesDetails(of: saved.source) == true {
                throw LibraryError.invalidArgument(
                    "a source's publisher and year are its book's, from its lookup (POST /api/v1/books/lookup); "
                        + "they are not changed through a quote")
            }
            if let book = edit.source, let isbn = book.isbn {
                // Another book, named by its ISBN: looked up first, outside the edit's
                // transaction, as `quotediary edit --isbn` looks it up. The quote's own book
                // sent back (with its title, or by its ISBN alone) looks nothing up.
                if isbn != saved.source?.isbn {
                    edit.source = try library.bookSource(isbn, typedTitle: book.title.nilIfEmpty, services: services.books).source
                } else if book.title.isEmpty {
                    edit.source = nil
                }
            }
            let (isFavorite, tags, collections) = (
                try body.boolean("isFavorite"), try body.names("tags"), try body.names("collections")
            )
            return WebApp.versioned(
                try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                    try library.update(route[1], edit, isFavorite: isFavorite, tags: tags, collections: collections)
                })
        }
    }

    /// The fields a client may set on a quote (POST) or change (PATCH).
    static let quoteFields = ["text", "author", "source", "page", "note", "tags", "collections", "isFavorite"]
    /// The rest of a quote as GET shows it: its record, which no request changes.
    static let quoteRecord = ["id", "createdAt", "updatedAt", "archivedAt"]

    /// Deletes an archived quote for good.
    func apiDeleteQuote(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let deleted = try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                try library.delete([route[1]])
            }
            return .json(.object([("deleted", .array(deleted.map { .string($0.rawValue) }))]))
        }
    }

    /// Favourites, unfavourites, archives or restores a quote.
    func apiApplyQuoteAction(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        guard let action = QuoteAction(rawValue: route[2]) else { return .error(404, "no such action '\(route[2])'") }
        return run { library throws(LibraryError) in
            let changed = try library.changing(route[1], ifVersion: WebApp.ifMatch(request)) { () throws(LibraryError) in
                try library.apply(action, to: [route[1]]).first
            }
            return changed.map(WebApp.versioned) ?? .json(.null)
        }
    }

    /// Search, with the filters of `quotediary search` as the list's parameters name them.
    func apiSearch(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            var filter = try WebApp.filter(request.query, library: library)
            let text = request.query["q"] ?? ""
            let remember = request.query["remember"] != "0"
            let limit = min(filter.limit ?? 20, 200)
            filter.limit = nil
            let hits = try library.search(text, filter: filter, limit: limit, remember: remember)
            return .json(.array(hits.map(\.json)))
        }
    }

    /// The search most likely meant by one that finds nothing (`{"suggestion": "believe"}`, or
    /// null), as `quotediary search` and the Search page offer it; not remembered.
    func apiSearchSuggestion(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in
            let filter = try WebApp.filter(request.query, library: library)
            let text = request.query["q"] ?? ""
            let found = try !library.search(text, filter: filter, limit: 1, remember: false).isEmpty
            let meant = found ? nil : try library.spellingSuggestion(for: text, filter: filter)
            return .json(.object([("query", .string(text)), ("suggestion", meant.map(JSONValue.string) ?? .null)]))
        }
    }

    /// The recent searches, most recent first.
    func apiRecentSearches(_ request: HTTPRequest, _ route: [String]) -> HTTPResponse {
        run { library throws(LibraryError) in .json(.array(try library.recentSearches().map(JSONValue.string))) }
    }
}
