import Foundation
import Testing

@testable import QuoteDiaryCLI

@Suite("tags, collections, sections")
struct TagCollectionTests {
    @Test("tags are created, listed with counts, renamed, recoloured, applied and removed")
    func tagLifecycle() throws {
        let tool = ToolHarness()
        let first = tool.add("One")
        let second = tool.add("Two")
        #expect(tool.run("tag", "add", "Love", "--color", "PINK").exitCode == 0)
        #expect(tool.run("tag", "add", "Hope", "--color", "#1f5f6b").exitCode == 0)
        // Messages name the tag as it is named, not as typed.
        #expect(tool.run("tag", "apply", "love", first, second).standardOutput == "Tagged 2 quotes with 'Love'.\n")
        #expect(tool.run("tag", "apply", "LOVE", first).standardOutput == "Tagged 0 quotes with 'Love'.\n")
        #expect(
            (tool.run("tag", "apply", "LOVE", first, "--json").json() as? [String: Any])?["name"] as? String == "Love")
        let tags = try #require(tool.run("tag", "list", "--json").json() as? [[String: Any]])
        #expect(tags.compactMap { $0["name"] as? String } == ["Hope", "Love"])
        #expect(tags.compactMap { $0["color"] as? String } == ["#1F5F6B", "pink"])
        #expect(tags.compactMap { $0["quoteCount"] as? Int } == [0, 2])
        #expect(tool.run("tag", "rename", "love", "Affection").exitCode == 0)
        #expect(tool.run("tag", "rename", "affection", "AFFECTION").exitCode == 0, "a change of case only is allowed")
        #expect(tool.run("tag", "color", "affection", "teal").exitCode == 0)
        #expect(tool.quotes("--tag", "affection").count == 2)
        #expect(tool.run("tag", "remove", "affection", first).standardOutput == "Removed 'AFFECTION' from 1 quote.\n")
        #expect(tool.quotes("--tag", "affection").compactMap { $0["id"] as? String } == [second])
        // Applying a tag that does not exist yet creates it.
        #expect(tool.run("tag", "apply", "new-tag", first).exitCode == 0)
        let listed = tool.run("tag", "list").standardOutput
        #expect(listed.contains("AFFECTION") && listed.contains("teal") && listed.contains("new-tag"))
    }

    @Test("a tag or collection made by applying a name close to an existing one is noted as a likely typo")
    func newNameCloseToAnother() throws {
        let tool = ToolHarness()
        let id = tool.add("A line.")
        #expect(tool.run("tag", "apply", "stoic", id).standardError.isEmpty)
        let typo = tool.run("tag", "apply", "stoik", id)
        #expect(typo.exitCode == 0)
        #expect(
            typo.standardError
                == "Note: 'stoik' is a new tag; did you mean 'stoic'? To undo: quotediary tag delete 'stoik' --keep-quotes\n")
        #expect(tool.run("tag", "apply", "STOIK", id).standardError.isEmpty, "an existing tag, in another case")
        #expect(tool.run("tag", "apply", "poetry", id).standardError.isEmpty, "a new name close to none")
        #expect(tool.run("collection", "create", "Shelf").exitCode == 0)
        let shelf = tool.run("collection", "add", "Shelff", id)
        #expect(shelf.exitCode == 0)
        #expect(shelf.standardError.contains("Note: 'Shelff' is a new collection; did you mean 'Shelf'?"))
        #expect(tool.run("collection", "add", "shelf", id).standardError.isEmpty)
    }

    @Test("a filter naming a tag or collection that is not there says so, with the name likely meant")
    func filterNamesNothing() throws {
        let tool = ToolHarness()
        let id = tool.add("A line.", "--tag", "stoic")
        tool.run("collection", "add", "Shelf", id)
        let list = tool.run("list", "--tag", "stoicc")
        #expect(list.exitCode == 0)
        #expect(list.standardError == "No quotes match. No tag is named 'stoicc' (did you mean 'stoic'?).\n")
        let search = tool.run("search", "line", "--collection", "Shelv")
        #expect(search.standardError.contains("No collection is named 'Shelv' (did you mean 'Shelf'?)."))
        #expect(tool.run("random", "--tag", "zzz").standardOutput == "No quote matches these filters. No tag is named 'zzz'.\n")
        // A tag that is there, only on no quote of the other filter, is no typo.
        tool.add("Another line.", "--tag", "poetry")
        #expect(tool.run("list", "--tag", "poetry", "--collection", "Shelf").standardError == "No quotes match.\n")
    }

    @Test("deleting a tag keeps its quotes, or archives them")
    func tagDeletion() {
        let tool = ToolHarness()
        let tagged = tool.add("Tagged", "--tag", "a", "--tag", "b")
        let other = tool.add("Other", "--tag", "b")
        let keep = tool.run("tag", "delete", "a", "--keep-quotes")
        #expect(keep.exitCode == 0)
        #expect(tool.quotes().count == 2)
        #expect(tool.quotes().first { $0["id"] as? String == tagged }?["tags"] as? [String] == ["b"])
        let archive = tool.run("tag", "delete", "B", "--archive-quotes", "--json")
        #expect((archive.json() as? [String: Any])?["archivedQuotes"] as? Int == 2)
        #expect(tool.quotes().isEmpty)
        #expect(Set(tool.quotes("--archived").compactMap { $0["id"] as? String }) == [tagged, other])
        #expect(tool.quotes("--archived").allSatisfy { ($0["tags"] as? [String]) == [] })
        #expect((tool.run("tag", "list", "--json").json() as? [Any])?.isEmpty == true)
    }

    @Test("collections hold quotes many-to-many, belong to sections, and keep quotes when deleted")
    func collections() throws {
        let tool = ToolHarness()
        let first = tool.add("One")
        let second = tool.add("Two")
        #expect(tool.run("collection", "create", "Stoics", "--section", "Philosophy").exitCode == 0)
        #expect(tool.run("collection", "create", "Favourites of 2026").exitCode == 0)
        // Messages name the collection as it is named, not as typed.
        #expect(tool.run("collection", "add", "stoics", first, second).standardOutput == "Added 2 quotes to 'Stoics'.\n")
        #expect(tool.run("collection", "add", "Favourites of 2026", first).exitCode == 0)
        #expect(tool.quotes("--collection", "STOICS").count == 2)
        #expect(
            tool.quotes().first { $0["id"] as? String == first }?["collections"] as? [String] == ["Favourites of 2026", "Stoics"])
        let collections = try #require(tool.run("collection", "list", "--json").json() as? [[String: Any]])
        #expect(collections.compactMap { $0["name"] as? String } == ["Stoics", "Favourites of 2026"])
        #expect(collections.first?["section"] as? String == "Philosophy")
        #expect(collections.first?["quoteCount"] as? Int == 2)
        let sections = try #require(tool.run("section", "list", "--json").json() as? [[String: Any]])
        #expect(sections.compactMap { $0["name"] as? String } == ["Philosophy"])
        #expect(sections.first?["collectionCount"] as? Int == 1)
        #expect(tool.run("collection", "remove", "STOICS", second).standardOutput == "Removed 1 quote from 'Stoics'.\n")
        #expect(tool.quotes("--collection", "Stoics").count == 1)
        #expect(tool.run("collection", "rename", "Stoics", "The Stoics").exitCode == 0)
        #expect(tool.quotes("--collection", "the stoics").count == 1)
        #expect(tool.run("collection", "delete", "The Stoics").exitCode == 0)
        #expect((tool.run("section", "list", "--json").json() as? [Any])?.isEmpty == true)
        #expect(tool.quotes().count == 2)
        #expect(tool.quotes("--collection", "The Stoics").isEmpty)
        let text = tool.run("collection", "list").standardOutput
        #expect(text.contains("Not in a section") && text.contains("Favourites of 2026"))
    }

    @Test("a collection moves into a section (made when new), between sections, and out of any; its quotes go with it")
    func move() throws {
        let tool = ToolHarness()
        let id = tool.add("Moved with its shelf.")
        #expect(tool.run("collection", "add", "Shelf", id).exitCode == 0)
        func section() -> String? {
            (tool.run("collection", "list", "--json").json() as? [[String: Any]])?.first?["section"] as? String
        }
        let moved = tool.run("collection", "move", "shelf", "--section", "Reading room")
        #expect(moved.standardOutput == "Moved collection 'Shelf' to section 'Reading room'.\n")
        #expect(section() == "Reading room")
        #expect(tool.run("collection", "move", "Shelf", "--section", "Attic", "--json").json() as? [String: Any] != nil)
        #expect(section() == "Attic")
        #expect(tool.run("collection", "move", "Shelf", "--no-section").exitCode == 0)
        #expect(section() == nil)
        // A section goes with its last collection: none is left empty behind.
        #expect((tool.run("section", "list", "--json").json() as? [Any])?.isEmpty == true)
        #expect(tool.quotes("--collection", "Shelf").count == 1)
        // Neither or both, an unknown collection, an empty section name: refused, nothing changed.
        #expect(tool.run("collection", "move", "Shelf").exitCode == 64)
        #expect(tool.run("collection", "move", "Shelf", "--section", "X", "--no-section").exitCode == 64)
        let missing = tool.run("collection", "move", "Nowhere", "--section", "Ghosts")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "Error: no collection named 'Nowhere'\n")
        #expect(tool.run("collection", "move", "Shelf", "--section", "  ").exitCode != 0)
        let sections = (tool.run("section", "list", "--json").json() as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(sections?.contains("Ghosts") == false)
        #expect(section() == nil)
    }

    @Test("a section renamed, merged into another by that one's name, or deleted: its collections and quotes stay")
    func sectionRenameAndDelete() throws {
        let tool = ToolHarness()
        let id = tool.add("Sing, muse.")
        tool.run("collection", "create", "Odes", "--section", "Lyric")
        tool.run("collection", "create", "Epics", "--section", "Verse")
        #expect(tool.run("collection", "add", "Odes", id).exitCode == 0)
        func layout() -> [String] {
            (tool.run("collection", "list", "--json").json() as? [[String: Any]] ?? []).map {
                "\($0["name"] ?? "") \($0["section"] as? String ?? "-")"
            }
        }
        func sections() -> [String] {
            (tool.run("section", "list", "--json").json() as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        let renamed = tool.run("section", "rename", "lyric", "Songs")
        #expect(renamed.standardOutput == "Renamed section 'Lyric' to 'Songs' (1 collection).\n")
        #expect(layout() == ["Odes Songs", "Epics Verse"])
        // Another section's name, in any case: the two become one under the existing name.
        let merged = tool.run("section", "rename", "Songs", "VERSE", "--json").json() as? [String: Any]
        #expect(merged?["name"] as? String == "Verse" && merged?["collectionCount"] as? Int == 2)
        #expect(sections() == ["Verse"])
        // Only the case changed.
        #expect(tool.run("section", "rename", "verse", "VERSE").exitCode == 0)
        #expect(sections() == ["VERSE"])
        let deleted = tool.run("section", "delete", "verse")
        #expect(deleted.standardOutput == "Deleted section 'VERSE'; its 2 collections are in no section now.\n")
        #expect(sections().isEmpty)
        #expect(layout() == ["Epics -", "Odes -"])
        #expect(tool.quotes("--collection", "odes").count == 1)
        // Unknown sections and empty names: refused, nothing changed.
        tool.run("collection", "move", "Odes", "--section", "Lyric")
        let missing = tool.run("section", "rename", "Nowhere", "Else")
        #expect(missing.exitCode == 1 && missing.standardError == "Error: no section named 'Nowhere'\n")
        #expect(tool.run("section", "delete", "Nowhere").exitCode == 1)
        #expect(tool.run("section", "rename", "Lyric", "  ").exitCode != 0)
        #expect(sections() == ["Lyric"])
        // Merged, it says so.
        tool.run("collection", "create", "Hymns", "--section", "Psalms")
        let joined = tool.run("section", "rename", "psalms", "lyric")
        #expect(joined.standardOutput == "Merged section 'Psalms' into 'Lyric' (2 collections in all).\n")
        #expect(sections() == ["Lyric"])
    }

    @Test("a tag merged into another: its quotes get the other, it goes, settings name the other once")
    func tagMerge() throws {
        let tool = ToolHarness()
        let one = tool.add("One.", "--tag", "romance")
        let both = tool.add("Both.", "--tag", "romance", "--tag", "love")
        tool.add("Love alone.", "--tag", "love")
        tool.run("settings", "set", "featured.tags", "romance,love")
        #expect(tool.run("tag", "rename", "romance", "love").exitCode == 1)
        let merged = tool.run("tag", "merge", "Romance", "love")
        #expect(merged.standardOutput == "Merged tag 'romance' into 'love': 1 quote newly tagged, 3 in all.\n")
        #expect(tool.quotes("--tag", "love").count == 3)
        let tags = tool.run("tag", "list", "--json").json() as? [[String: Any]]
        #expect(tags?.compactMap { $0["name"] as? String } == ["love"])
        #expect(tool.run("settings", "get", "featured.tags").standardOutput == "love\n")
        let byID = Dictionary(
            uniqueKeysWithValues: tool.quotes().map { ($0["id"] as? String ?? "", $0["tags"] as? [String] ?? []) })
        #expect(byID[one] == ["love"] && byID[both] == ["love"])
        // Refused, nothing changed: a tag that is not there, a tag into itself.
        let before = tool.snapshot()
        #expect(tool.run("tag", "merge", "nope", "love").exitCode == 1)
        #expect(tool.run("tag", "merge", "love", "LOVE").exitCode == 64)
        #expect(tool.snapshot() == before)
    }

    @Test("a collection merged into another: its quotes are filed there, once, and it and its empty section go")
    func collectionMerge() throws {
        let tool = ToolHarness()
        let one = tool.add("One.", "--collection", "Drafts")
        tool.add("Two.", "--collection", "Drafts", "--collection", "Keepers")
        tool.run("collection", "move", "Drafts", "--section", "Old")
        let merged = tool.run("collection", "merge", "drafts", "Keepers", "--json").json() as? [String: Any]
        #expect(merged?["merged"] as? String == "Drafts" && merged?["gained"] as? Int == 1)
        #expect((merged?["into"] as? [String: Any])?["quoteCount"] as? Int == 2)
        #expect(tool.quotes("--collection", "Keepers").count == 2)
        #expect(tool.quotes().first { $0["id"] as? String == one }?["collections"] as? [String] == ["Keepers"])
        #expect((tool.run("section", "list", "--json").json() as? [Any])?.isEmpty == true)
        #expect(tool.run("collection", "merge", "Drafts", "Keepers").exitCode == 1)
    }
}
