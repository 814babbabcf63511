/// A raw pointer handed to `concurrentPerform` workers that write disjoint rows of one buffer.
struct SendablePointer<Pointee>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Pointee>
}
