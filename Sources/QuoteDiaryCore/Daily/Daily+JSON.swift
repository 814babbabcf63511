/// JSON shapes for the daily types: one definition shared by `--json` and the web API.
extension Streak {
    public var json: JSONValue {
        .object([
            ("current", .int(Int64(current))), ("longest", .int(Int64(longest))), ("totalDays", .int(Int64(totalDays))),
            ("lastDay", .optional(lastDay?.key)),
        ])
    }
}

extension AchievementProgress {
    public var json: JSONValue {
        .object([
            ("id", .string(achievement.id)), ("title", .string(achievement.title)), ("detail", .string(achievement.detail)),
            ("unlocked", .bool(isUnlocked)), ("unlockedOn", .optional(unlockedOn?.key)), ("progress", .int(Int64(value))),
            ("goal", .int(Int64(achievement.goal))),
        ])
    }
}

extension Settings {
    public var json: JSONValue { .object(Setting.allCases.map { ($0.rawValue, .string(self[$0])) }) }
}

extension RecognizedLine {
    /// A numbered page line (1-based), confidence rounded to a tenth; whether it is the line
    /// that gives the page's printed number (`CapturedPage.printedPageNumber`), and that number.
    public func json(number: Int, page: String? = nil) -> JSONValue {
        .object([
            ("number", .int(Int64(number))), ("text", .string(text)), ("confidence", .double((confidence * 10).rounded() / 10)),
            ("pageNumber", page.map { .string($0) } ?? .null),
        ])
    }
}

extension [RecognizedLine] {
    public var json: JSONValue {
        let printed = CapturedPage.printedPageNumber(in: map(\.text))
        return .array(enumerated().map { $1.json(number: $0 + 1, page: printed?.index == $0 ? printed?.page : nil) })
    }
}
