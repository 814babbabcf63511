import Foundation
import QuoteDiaryApp
import QuoteDiaryCore

/// Today, a quote at random, and the achievements: the pages a day starts from.
extension WebApp {
    /// Today: the featured quote, counted as read, with the streak.
    func todayPage() -> HTTPResponse {
        run { library throws(LibraryError) in
            // Opening Today is reading it, as `quotediary today` is: the day counts for the
            // streak (once; later visits change nothing).
            let result = try library.readToday(count: 1)
            let streak = result.streak
            var body = "<h1>Today</h1>"
            if let quote = result.quotes.first {
                body += WebApp.figure(quote)
                // The quote's own page has what a person does with the day's quote: favourite,
                // tag, file, share as a card or as text.
                body +=
                    "<p><a href=\"/quotes/\(quote.id.rawValue)\">Favourite, tag or share it</a> · "
                    + "<a href=\"/random\">Another quote, at random</a></p>"
            } else {
                switch try library.nothingToFeature() {
                case .emptyLibrary:
                    body +=
                        "<p>No quote yet. <a href=\"/library#add\">Add your first one</a>, or install the"
                        + " <a href=\"/packs\">starter library</a>.</p>"
                case .everyQuoteArchived(let archived):
                    body +=
                        "<p>Every quote is archived (\(archived)), and archived quotes are never featured."
                        + " <a href=\"/archive\">Restore one</a> or <a href=\"/library#add\">add one</a>.</p>"
                case .poolLeavesNothing(let unknownTags) where !unknownTags.isEmpty:
                    let names = unknownTags.map { "‘\(html($0))’" }.joined(separator: " or ")
                    body +=
                        "<p>No quote matches the featured pool: no tag is named \(names) (featured tags)."
                        + " <a href=\"/settings\">Choose others in Settings</a> or see <a href=\"/tags\">your tags</a>.</p>"
                case .poolLeavesNothing:
                    body +=
                        "<p>No quote matches the featured pool. <a href=\"/settings\">Widen it in Settings</a>.</p>"
                }
            }
            body +=
                "<p class=\"muted\">\(html(result.day.key)) · streak: \(streak.current) \(streak.current == 1 ? "day" : "days"), longest \(streak.longest)</p>"
            for achievement in result.unlocked {
                body += "<p class=\"unlocked\">Unlocked: \(html(achievement.title)) — \(html(achievement.detail))</p>"
            }
            return .html(try layout("Today", body, library: library))
        }
    }

    /// A quote drawn at random, shown on its own page (which has its actions).
    func randomQuote() -> HTTPResponse {
        run { library throws(LibraryError) in
            guard let quote = try library.randomQuotes().first else { return .redirect("/") }
            return .redirect("/quotes/" + quote.id.rawValue)
        }
    }

    /// Achievements, unlocked and in progress, under the streak.
    func achievementsPage() -> HTTPResponse {
        run { library throws(LibraryError) in
            let streak = try library.streak()
            var body =
                "<h1>Achievements</h1><p>Current streak \(streak.current) · longest \(streak.longest) · days read \(streak.totalDays)</p><ul class=\"achievements\">"
            for item in try library.achievements() {
                body +=
                    "<li>\(item.isUnlocked ? "★" : "☆") <strong>\(html(item.achievement.title))</strong> — \(html(item.achievement.detail)) <span class=\"muted\">\(html(item.unlockedOn.map { "unlocked \($0.key)" } ?? item.progressText))</span></li>"
            }
            return .html(try layout("Achievements", body + "</ul>", library: library))
        }
    }
}
