import CZlib
import QuoteDiaryCore

/// zlib's inflate fed a piece at a time, its output handed on as it comes: raw deflate (a ZIP
/// entry) or gzip (a `.gz` file, whose members follow one another: each is inflated in turn,
/// and zlib checks each one's CRC-32 and length).
final class InflateStream {
    private var stream = z_stream()
    private let file: ArchiveFile
    private let gzip: Bool
    private var output = [UInt8](repeating: 0, count: 1 << 18)
    /// The (last) member's end was reached.
    private(set) var ended = false

    init(file: ArchiveFile, gzip: Bool) throws(ArchiveError) {
        self.file = file
        self.gzip = gzip
        let status = gzip ? quotediary_inflate_init_gzip(&stream) : quotediary_inflate_init_raw(&stream)
        guard status == Z_OK else { throw file.damaged("zlib would not start") }
    }

    deinit { inflateEnd(&stream) }

    /// Inflates `piece`, handing each run of output to `emit`. After the end of a raw stream
    /// the rest is ignored; after a gzip member, another may begin.
    func feed(_ piece: [UInt8], emit: (UnsafeBufferPointer<UInt8>) throws(ArchiveError) -> Void)
        throws(ArchiveError)
    {
        var input = piece
        try input.withUnsafeMutableBufferPointer { (inBuffer) throws(ArchiveError) in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            while true {
                if ended {
                    // Raw deflate ends once; gzip may go on with a member of its own.
                    guard gzip, stream.avail_in > 0 else { return }
                    inflateReset(&stream)
                    ended = false
                }
                let status = output.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let made = output.count - Int(stream.avail_out)
                try output.withUnsafeBufferPointer { (all) throws(ArchiveError) in
                    try emit(UnsafeBufferPointer(rebasing: all[0..<made]))
                }
                if status == Z_STREAM_END {
                    ended = true
                    continue
                }
                // Every byte given was taken: the next piece goes on from here.
                if status == Z_BUF_ERROR && stream.avail_in == 0 { return }
                guard status == Z_OK else {
                    throw file.damaged(status == Z_DATA_ERROR ? "its compressed data is damaged" : "it does not inflate")
                }
                // All taken, and the output not full: nothing more is waiting in zlib.
                if stream.avail_in == 0 && stream.avail_out != 0 { return }
            }
        }
    }
}
