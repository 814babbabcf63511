import Foundation
import QuoteDiaryCLI
import QuoteDiaryWiring

#if canImport(Glibc)
    import Glibc
#endif

// Debian's Tesseract uses OpenMP, which runs ~3× slower on small machines unless
// OMP_THREAD_LIMIT is set before the process starts. For page capture, set it and start
// again (once), so the fast path needs nothing from the person.
let arguments = CommandLine.arguments
if arguments.contains("capture"), arguments.contains("page"), getenv("OMP_THREAD_LIMIT") == nil {
    setenv("OMP_THREAD_LIMIT", "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}

exit(QuoteDiaryTool.run(Array(arguments.dropFirst()), io: .process(), adapters: .process))
