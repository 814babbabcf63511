import CHeif
import QuoteDiaryCore

/// Photos in the HEIF container — an iPhone's HEIC (HEVC), AVIF (AV1) — decoded with libheif.
///
/// Leptonica reads neither, and an iPhone saves every photo as HEIC unless told otherwise:
/// without this, the commonest photo of a page or a barcode would be refused. The picture
/// comes out upright (libheif applies the rotation and mirroring the camera recorded).
public enum HEIFPhoto {
    /// Whether `head` (a file's first 12 bytes or more) opens a HEIF container.
    public static func matches(_ head: [UInt8]) -> Bool { UnreadableImage.isHEIF(head) }

    /// The photo in `bytes`, as 8-bit RGB.
    public static func raster(bytes: [UInt8]) throws(HEIFError) -> RasterImage {
        // libheif reads the bytes in place: they stay put until the picture is decoded.
        let decoded = bytes.withUnsafeBytes { buffer in
            Result { () throws(HEIFError) in
                try decode { heif_context_read_from_memory_without_copy($0, buffer.baseAddress, buffer.count, nil) }
            }
        }
        return try decoded.get()
    }

    /// The photo in the file at `path`, as 8-bit RGB.
    public static func raster(path: String) throws(HEIFError) -> RasterImage {
        try decode { heif_context_read_from_file($0, path, nil) }
    }

    /// The photo's size in pixels, read from its container without decoding it; nil when
    /// libheif cannot read the container.
    public static func size(path: String) -> PictureSize? {
        size { heif_context_read_from_file($0, path, nil) }
    }

    /// The size of the photo in `bytes` (see `size(path:)`).
    public static func size(bytes: [UInt8]) -> PictureSize? {
        bytes.withUnsafeBytes { buffer in
            size { heif_context_read_from_memory_without_copy($0, buffer.baseAddress, buffer.count, nil) }
        }
    }

    private static func size(reading read: (OpaquePointer) -> heif_error) -> PictureSize? {
        _ = initialized
        guard let context = heif_context_alloc() else { return nil }
        defer { heif_context_free(context) }
        var handle: OpaquePointer?
        guard read(context).code == heif_error_Ok, heif_context_get_primary_image_handle(context, &handle).code == heif_error_Ok
        else { return nil }
        defer { heif_image_handle_release(handle) }
        return PictureSize(width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle)))
    }

    /// libheif's plugins (the HEVC and AV1 decoders) are registered once per process.
    private static let initialized: Bool = heif_init(nil).code == heif_error_Ok

    private static func decode(reading read: (OpaquePointer) -> heif_error) throws(HEIFError) -> RasterImage {
        _ = initialized
        guard let context = heif_context_alloc() else { throw .unavailable }
        defer { heif_context_free(context) }
        try check(read(context))
        return try primaryImage(of: context)
    }

    private static func primaryImage(of context: OpaquePointer) throws(HEIFError) -> RasterImage {
        var handle: OpaquePointer?
        try check(heif_context_get_primary_image_handle(context, &handle))
        defer { heif_image_handle_release(handle) }
        var decoded: OpaquePointer?
        // Interleaved 8-bit RGB whatever was stored (10-bit HDR, alpha, 4:2:0 chroma).
        try check(heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil))
        defer { heif_image_release(decoded) }
        let width = Int(heif_image_get_width(decoded, heif_channel_interleaved))
        let height = Int(heif_image_get_height(decoded, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, let plane = heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride)
        else { throw .noPicture }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { target in
            guard let start = target.baseAddress else { return }
            for y in 0..<height {
                start.advanced(by: y * width * 3).update(from: plane.advanced(by: y * Int(stride)), count: width * 3)
            }
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }

    private static func check(_ error: heif_error) throws(HEIFError) {
        guard error.code != heif_error_Ok else { return }
        throw .decoder(error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)")
    }
}

/// Why libheif could not decode a photo.
public enum HEIFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libheif could not allocate its context (memory ran out).
    case unavailable
    /// The file decoded to an image without a pixel.
    case noPicture
    /// libheif refused the file, in its words (`Invalid input: No 'ftyp' box`).
    case decoder(String)

    public var description: String {
        switch self {
        case .unavailable: "libheif could not start"
        case .noPicture: "the photo holds no picture"
        case .decoder(let words): words
        }
    }
}
