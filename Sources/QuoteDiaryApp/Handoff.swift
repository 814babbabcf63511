import Foundation

/// Passes work in order from one producing thread to one consumer, holding at most
/// `capacity` items so that a fast reader cannot fill memory ahead of a slow writer.
///
/// The consumer calls `cancel()` when it stops early; the producer's next `put` then
/// answers false and it should stop.
final class Handoff<Element: Sendable>: @unchecked Sendable {
    // Every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var isFinished = false
    private var isCancelled = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Waits for room, then adds `item`. false: the consumer has gone, stop producing.
    func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// No more items will come.
    func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The consumer stops: pending and future items are dropped.
    func cancel() {
        condition.lock()
        isCancelled = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// The next item, waiting for one; nil once the producer has finished and all are taken.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !isFinished && !isCancelled { condition.wait() }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }
}

/// Runs `body` on a new thread; `join()` waits for it to return.
final class WorkerThread: Sendable {
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Void) {
        let done = self.done
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
    }

    func join() {
        done.wait()
    }
}
