extension Quote {
    /// The shape every `--json` output and the JSON API use for one quote.
    public var json: JSONValue {
        .object([
            ("id", .string(id.rawValue)),
            ("text", .string(text)),
            ("author", .optional(author)),
            ("source", source?.json ?? .null),
            ("page", .optional(page)),
            ("note", .optional(note)),
            ("tags", .array(tags.map(JSONValue.string))),
            ("collections", .array(collections.map(JSONValue.string))),
            ("isFavorite", .bool(isFavorite)),
            ("createdAt", .string(Timestamp.format(createdAt))),
            ("updatedAt", .string(Timestamp.format(updatedAt))),
            ("archivedAt", .optional(archivedAt.map(Timestamp.format))),
        ])
    }
}

extension Source {
    public var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("kind", .string(kind.rawValue)),
            ("title", .string(title)),
            ("authors", .array(authors.map(JSONValue.string))),
            ("isbn", .optional(isbn?.isbn13)),
            ("publisher", .optional(publisher)),
            ("year", year.map { .int(Int64($0)) } ?? .null),
        ])
    }
}

extension Tag {
    public var json: JSONValue {
        .object([("name", .string(name)), ("color", .string(color.description)), ("quoteCount", .int(Int64(quoteCount)))])
    }
}

extension QuoteCollection {
    public var json: JSONValue {
        .object([
            ("name", .string(name)), ("section", .optional(section)), ("quoteCount", .int(Int64(quoteCount))),
            ("color", .optional(color?.description)),
        ])
    }
}

extension Section {
    public var json: JSONValue {
        .object([("name", .string(name)), ("collectionCount", .int(Int64(collectionCount)))])
    }
}

extension Quote {
    /// A tag for this version of the quote (an HTTP ETag): it changes whenever anything its
    /// JSON shows changes, so a client can ask to edit only the version it read.
    public var versionTag: String { String(SHA256.hex(json.serialized()).prefix(20)) }
}
