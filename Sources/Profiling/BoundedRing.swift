/// A fixed-capacity ring buffer that keeps the most recent `capacity` elements.
///
/// Storage is reserved once at creation; `append` never allocates after that and, when the
/// ring is full, overwrites (and returns) the oldest element. Indices run from the oldest
/// (0) to the newest (`count - 1`). Append, subscript and `removeAll` are O(1).
public struct BoundedRing<Element>: RandomAccessCollection {
  /// The maximum number of elements kept; always at least 1.
  public let capacity: Int
  private var storage: ContiguousArray<Element>
  /// Storage slot of the oldest element (non-zero only once the ring has wrapped).
  private var head = 0

  /// Creates an empty ring; a capacity below 1 is raised to 1.
  public init(capacity: Int) {
    self.capacity = Swift.max(1, capacity)
    storage = []
    storage.reserveCapacity(self.capacity)
  }

  /// Index of the oldest element: always 0.
  public var startIndex: Int { 0 }
  /// One past the newest element: equal to `count`.
  public var endIndex: Int { storage.count }
  /// True when the next `append` will evict the oldest element.
  public var isFull: Bool { storage.count == capacity }

  /// The element at `position`, counting from the oldest (0). Precondition: in bounds.
  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < storage.count, "BoundedRing index out of range")
    let slot = head + position
    return storage[slot < capacity ? slot : slot - capacity]
  }

  /// Adds `element` as the newest; returns the evicted oldest element when the ring was full.
  @discardableResult
  public mutating func append(_ element: Element) -> Element? {
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    let evicted = storage[head]
    storage[head] = element
    head = head + 1 == capacity ? 0 : head + 1
    return evicted
  }

  /// Changes the newest element in place; does nothing when the ring is empty. O(1).
  /// - Parameter body: the change.
  public mutating func updateLast(_ body: (inout Element) -> Void) {
    guard !storage.isEmpty else { return }
    let slot = storage.count < capacity ? storage.count - 1 : (head == 0 ? capacity - 1 : head - 1)
    body(&storage[slot])
  }

  /// Removes every element, keeping the reserved storage.
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }
}

extension BoundedRing: Sendable where Element: Sendable {}
