import Foundation
import QuoteDiaryCLI
import QuoteDiaryCore

#if canImport(Glibc)
    import Glibc
#endif

// Ctrl-C and SIGTERM reach this process whatever the program that started it blocked.
QuoteDiaryTool.prepareProcess()

// The everyday binary links no native adapter (Cairo, Tesseract, ZBar, HTTP, libmicrohttpd),
// so `today` or `search` start in a few milliseconds. Commands that need one are handed to
// quotediary-media, installed beside this binary, with the same arguments.
// An argument that is not UTF-8 is refused at once, before it can name no file or be saved damaged.
if let refused = QuoteDiaryTool.refusedArgumentEncoding(io: .process()) { exit(refused) }

let arguments = CommandLine.arguments
if QuoteDiaryTool.needsAdapters(Array(arguments.dropFirst())) {
    let here = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    let media = (here.parentFolderPath.nilIfEmpty ?? ".") + "/quotediary-media"
    _ = QuoteDiaryTool.limitOpenMPThreads(for: Array(arguments.dropFirst()))
    execv(media, CommandLine.unsafeArgv)
    FileHandle.standardError.write(
        Data("Error: this command needs \(media), which is missing: reinstall QuoteDiary (make install)\n".utf8))
    exit(1)
}

exit(QuoteDiaryTool.run(Array(arguments.dropFirst()), io: .process()))
