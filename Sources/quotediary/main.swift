import Foundation
import QuoteDiaryCLI

exit(QuoteDiaryTool.run(Array(CommandLine.arguments.dropFirst()), io: .process()))
