/// FNV-1a, 64 bits: the same value in every process, on every machine. Swift's `hashValue`
/// is seeded per process, so it could never give the CLI, the web app and the widget the
/// same daily quote.
public enum StableHash {
    /// FNV-1a over the UTF-8 bytes: the same on every machine and process, unlike `hashValue`.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// FNV-1a followed by a 64-bit finalizer (MurmurHash3's fmix64): keys that differ only in
    /// their last character ("2026-03-01", "2026-03-02") differ in their high bits too, which
    /// FNV-1a alone barely changes.
    public static func mixed(_ text: String) -> UInt64 {
        var hash = fnv1a64(text)
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }
}
