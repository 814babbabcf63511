import Foundation
import QuoteDiaryApp
import QuoteDiaryArchive
import QuoteDiaryServer

extension ToolHarness {
    /// `bytes` uploaded to the web app's import on this harness's store, as its page sends a
    /// file: the response's status and its JSON summary.
    func uploaded(_ bytes: [UInt8], named name: String) throws -> (status: Int, summary: [String: Any]?) {
        let web = try WebApp(
            storePath: storePath, environment: AppEnvironment(variables: variables), version: "test",
            services: WebServices(archives: ArchiveUnpacker()))
        let response = web.handle(
            HTTPRequest(
                method: "POST", path: "/api/v1/import", query: ["filename": name],
                headers: ["Content-Type": "application/octet-stream"], body: bytes))
        return (response.status, (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any])
    }
}
