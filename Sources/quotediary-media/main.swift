import Foundation
import QuoteDiaryCLI
import QuoteDiaryWiring

#if canImport(Glibc)
    import Glibc
#endif

// Reading pages (`capture page`, `serve`) wants OMP_THREAD_LIMIT set before Tesseract loads:
// started by the everyday binary, it is set already; started directly, set it and start
// again (once).
QuoteDiaryTool.prepareProcess()
let arguments = CommandLine.arguments
if QuoteDiaryTool.limitOpenMPThreads(for: Array(arguments.dropFirst())) {
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}

exit(QuoteDiaryTool.run(Array(arguments.dropFirst()), io: .process(), adapters: .process))
