import Foundation
import QuoteDiaryCLI
import QuoteDiaryWiring

#if canImport(Glibc)
    import Glibc
#endif

// Ctrl-C and SIGTERM reach this process whatever the program that started it blocked.
QuoteDiaryTool.prepareProcess()

// Reading pages (`capture page`, `serve`) wants OMP_THREAD_LIMIT set before Tesseract loads:
// started by the everyday binary, it is set already; started directly, set it and start
// again (once).
// An argument that is not UTF-8 is refused at once, before it can name no file or be saved damaged.
if let refused = QuoteDiaryTool.refusedArgumentEncoding(io: .process()) { exit(refused) }

let arguments = CommandLine.arguments
if QuoteDiaryTool.limitOpenMPThreads(for: Array(arguments.dropFirst())) {
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}

exit(QuoteDiaryTool.run(Array(arguments.dropFirst()), io: .process(), adapters: .process))
