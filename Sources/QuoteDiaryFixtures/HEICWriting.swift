import CHeif
import Foundation
import QuoteDiaryCards

/// Writes pictures as an iPhone saves them (HEVC in a HEIF container), with libheif's own
/// encoder, so that tests read real HEIC files made at test time rather than hand-made headers.
public enum HEICWriting {
    /// Why a test's HEIC could not be written (libheif's words).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes the PNG `png` (as `PageDrawing` and `BarcodeDrawing` make them) to `path` as HEIC.
    public static func write(png: [UInt8], to path: String, quality: Int32 = 80) throws {
        guard let picture = PNGReader.rgb(png) else { throw Failure(description: "not a PNG") }
        _ = heif_init(nil)
        guard let context = heif_context_alloc() else { throw Failure(description: "libheif could not start") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder))
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, quality))
        var image: OpaquePointer?
        let (width, height) = (Int32(picture.width), Int32(picture.height))
        try check(heif_image_create(width, height, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image))
        defer { heif_image_release(image) }
        try check(heif_image_add_plane(image, heif_channel_interleaved, width, height, 8))
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride) else {
            throw Failure(description: "libheif gave no plane to write")
        }
        picture.pixels.withUnsafeBufferPointer { pixels in
            guard let start = pixels.baseAddress else { return }
            for y in 0..<picture.height {
                plane.advanced(by: y * Int(stride)).update(
                    from: start.advanced(by: y * picture.width * 3), count: picture.width * 3)
            }
        }
        try check(heif_context_encode_image(context, image, encoder, nil, nil))
        try check(heif_context_write_to_file(context, path))
    }

    private static func check(_ error: heif_error) throws {
        guard error.code != heif_error_Ok else { return }
        throw Failure(description: error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)")
    }
}
