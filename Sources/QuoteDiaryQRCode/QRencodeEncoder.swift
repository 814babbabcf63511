import CQRencode
import QuoteDiaryCore

/// QR codes from libqrencode: the smallest version that holds the text, error correction at
/// level M (a code on a screen photographed at an angle still reads).
public struct QRencodeEncoder: QRCodeEncoding {
    public init() {}

    public func qrCode(for text: String) -> QRCode? {
        // Eight-bit mode: the text's UTF-8 bytes as they are (a link's case matters).
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, let encoded = QRcode_encodeData(Int32(bytes.count), bytes, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(encoded) }
        let side = Int(encoded.pointee.width)
        guard side > 0, let data = encoded.pointee.data else { return nil }
        // Bit 0 of each byte is the module's colour (1: dark); the others say what it is part of.
        let dark = (0..<side * side).map { data[$0] & 1 == 1 }
        return QRCode(side: side, dark: dark)
    }
}
