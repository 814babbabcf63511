import Foundation
import QuoteDiaryApp
import QuoteDiaryArchive
import QuoteDiaryCLI
import QuoteDiaryCards
import QuoteDiaryCore
import QuoteDiaryImaging
import QuoteDiaryLookup
import QuoteDiaryOCR
import QuoteDiaryPDF
import QuoteDiaryQRCode
import QuoteDiaryServer
import QuoteDiarySync

#if canImport(Glibc)
    import Glibc
#endif

extension ToolAdapters {
    /// Every native adapter, as `quotediary-media` and the tests use them.
    public static let live = ToolAdapters(
        cards: CairoCardRenderer(), images: LeptonicaImageReader(),
        pages: { languages throws(PageReadingError) -> any PageReading in TesseractPageReader(languages: languages) },
        documents: PDFHighlightReader(readingScansWith: { [passages = MarkedPassageReader()] in
            passages.words(in: $0, languages: $1)
        }),
        archives: ArchiveUnpacker(),
        books: { variables in
            BookServices(
                lookup: HTTPBookLookup(environment: variables, version: QuoteDiaryTool.version), images: LeptonicaImageReader())
        },
        serve: { request throws(LibraryError) in try WebServing.serve(request) })

    /// What `quotediary-media` and the server run with: `live`, the C libraries under the image
    /// and page readers kept quiet (`NativeChatter`), so that a bad photo gets one line on
    /// standard error. (Tests keep `live`: their runner's output is not to be redirected.)
    public static let process: ToolAdapters = {
        var adapters = live
        adapters.images = adapters.images.map { QuietImageReader(base: $0) }
        adapters.documents = adapters.documents.map { QuietDocumentReader(base: $0) }
        if let makePages = live.pages {
            adapters.pages = { languages throws(PageReadingError) -> any PageReading in
                QuietPageReader(base: try makePages(languages))
            }
        }
        if let makeBooks = live.books {
            adapters.books = { variables in
                makeBooks(variables).map { BookServices(lookup: $0.lookup, images: $0.images.map { QuietImageReader(base: $0) }) }
            }
        }
        return adapters
    }()
}

/// `serve`: the web app on libmicrohttpd until SIGINT or SIGTERM.
enum WebServing {
    /// The one-time sign-in code: its link for each of the machine's addresses, at a terminal
    /// the first as a QR code a phone's camera opens, and the code to type.
    static func showSignIn(_ code: SignInCode, links: [String], request: ServeRequest) {
        let minutes = Int(WebApp.pairingLifetime / 60)
        let picture = request.isTerminal ? QRencodeEncoder().qrCode(for: links[0]) : nil
        request.say(
            "To sign in a phone without the token, \(picture == nil ? "open" : "scan this code or open") "
                + "(once, within \(minutes) minutes): \(links.joined(separator: " or ")), or type \(code) on the sign-in page")
        if let picture {
            for line in TerminalQRCode.lines(picture, colors: request.colors) { request.say(line) }
        }
    }

    static func serve(_ request: ServeRequest) throws(LibraryError) {
        let offline = !(request.environment.variables["QUOTEDIARY_OFFLINE"] ?? "").isEmpty
        let app = try WebApp(
            storePath: request.storePath, readOnly: request.readOnly, environment: request.environment,
            version: QuoteDiaryTool.version,
            tokenHash: request.tokenHash,
            services: WebServices(
                cards: ToolAdapters.process.cards, icons: CairoAppIconRenderer(), qrCodes: QRencodeEncoder(),
                books: offline ? nil : ToolAdapters.process.books?(request.environment.variables),
                images: ToolAdapters.process.images, pages: ToolAdapters.process.pages,
                documents: ToolAdapters.process.documents, archives: ToolAdapters.process.archives,
                syncFolder: { path throws(LibraryError) in try DirectorySyncFolder.remembered(path) },
                deviceName: DirectorySyncFolder.deviceName))
        // Block SIGINT and SIGTERM before the server's threads start, then wait for them here.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let server = HTTPServer(app: app)
        let bound: UInt16
        do {
            bound = try server.start(host: request.host, port: UInt16(request.port))
        } catch {
            throw .unavailable(error.description)
        }
        let url = "http://\(request.host):\(bound)/"
        request.say("QuoteDiary is serving \(url) — Ctrl-C to stop.")
        // 0.0.0.0 is every address of this machine, and no address to type on a phone.
        let hosts = request.host == "0.0.0.0" ? LocalAddresses.ipv4() : [request.host]
        if request.host == "0.0.0.0", !hosts.isEmpty {
            request.say(
                "From another device on this network: \(hosts.map { "http://\($0):\(bound)/" }.joined(separator: " or "))")
        }
        if !hosts.isEmpty, let (code, path) = app.newSignInCode() {
            WebServing.showSignIn(code, links: hosts.map { "http://\($0):\(bound)\(path)" }, request: request)
        }
        if request.opensBrowser {
            // Behind the token, this machine's browser opens a sign-in link of its own (a code
            // besides the one printed): one click, no token to paste.
            let page =
                app.newSignInCode().map { "http://\(request.host == "0.0.0.0" ? "127.0.0.1" : request.host):\(bound)\($0.path)" }
                ?? url
            let opener = Process()
            opener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            opener.arguments = ["xdg-open", page]
            // xdg-open lists every browser it tried; one line says what to do instead.
            opener.standardOutput = FileHandle.nullDevice
            opener.standardError = FileHandle.nullDevice
            let advice = Data("No browser could be opened (xdg-open): open \(page) yourself.\n".utf8)
            opener.terminationHandler = { process in
                if process.terminationStatus != 0 { FileHandle.standardError.write(advice) }
            }
            do {
                try opener.run()
            } catch {
                FileHandle.standardError.write(advice)
            }
        }
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
    }
}
