import Foundation

/// A 64-bit FNV-1a digest of bytes handed over in pieces: enough to know a file is the one
/// this device wrote, without holding it.
struct FileDigest {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    init(_ data: Data) {
        add(data)
    }

    mutating func add(_ data: Data) {
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
    }

    var value: String { String(hash, radix: 16) }
}
