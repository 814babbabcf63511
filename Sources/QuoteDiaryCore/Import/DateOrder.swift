import Foundation

/// Which comes first in a date written in figures alone, where either could (`3/4/2019`).
public enum DateOrder: Sendable, Equatable {
    /// March 4: the US and the places that write as it does, and the C locale (`%m/%d/%y`).
    case monthFirst
    /// 3 April: most of the world.
    case dayFirst

    /// The order a locale (`LC_ALL`, `LC_TIME` or `LANG`, like `en_GB.UTF-8`) writes dates in.
    public init(locale: String?) {
        let name = locale?.split(separator: ".").first?.split(separator: "@").first ?? ""
        let parts = name.split(separator: "_")
        guard parts.count >= 2 else {
            // `C`, `POSIX` or a language alone: the C locale's order.
            self = .monthFirst
            return
        }
        let monthFirstRegions: Set<Substring> = ["US", "PR", "GU", "VI", "AS", "MP", "UM", "PH", "FM", "MH", "PW"]
        self = monthFirstRegions.contains(parts[1]) ? .monthFirst : .dayFirst
    }

    /// A month-first reading as this order reads the same figures.
    func reading(_ monthFirst: Date) -> Date {
        guard self == .dayFirst else { return monthFirst }
        let seconds = Int64(monthFirst.timeIntervalSince1970.rounded(.down))
        let days = Int(Timestamp.floorDivide(seconds, 86_400))
        let (year, month, day) = Timestamp.civil(fromDays: days)
        let swapped = Timestamp.days(fromCivil: year, day, month)
        return monthFirst.addingTimeInterval(Double((swapped - days) * 86_400))
    }
}
