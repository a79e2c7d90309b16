/// Where an `LRUCache` kept entries found lately, by a cheap hash of their keys: a lookup
/// tries the hinted slot first (`LRUCache.value(inSlot:for:)`, which checks the key there)
/// and hashes the key into the cache's dictionary only when the hint is missing or stale.
///
/// Why: the rasterizer asks its caches for the same texts and masks frame after frame, and
/// after the idle time between frames the full lookup (a SipHash of the key, a dictionary
/// probe) costs several cache misses; the hint costs one. A stale or colliding hint is only
/// a wasted check, never a wrong value.
struct SlotHints {
  /// Slot per bucket, -1 for none.
  private var slots: [Int32]
  /// 64 minus the table's size as a power of two: buckets are the top bits of a product.
  private let shift: Int

  /// Hints for `1 << bits` buckets.
  /// - Parameter bits: the table's size as a power of two (1...16).
  init(bits: Int) {
    let b = max(1, min(16, bits))
    slots = [Int32](repeating: -1, count: 1 << b)
    shift = 64 - b
  }

  /// The bucket of `hash`: the top bits of a multiplicative hash (every bit of `hash` moves
  /// them; the low bits of a product depend only on the low bits).
  @inline(__always)
  private func bucket(_ hash: Int) -> Int {
    Int(
      truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15)
        >> UInt64(shift))
  }

  /// The slot hinted for keys whose cheap hash is `hash`, or -1.
  func slot(for hash: Int) -> Int { Int(slots[bucket(hash)]) }

  /// Hints `slot` for keys whose cheap hash is `hash`.
  mutating func set(_ slot: Int, for hash: Int) {
    slots[bucket(hash)] = Int32(truncatingIfNeeded: slot)
  }

  /// Forgets every hint (after the cache was emptied: not needed for correctness).
  mutating func removeAll() {
    for i in slots.indices { slots[i] = -1 }
  }
}

/// Mixes `value` into `hash` (a multiplicative step, its high half folded down; not for
/// anything adversarial).
@inline(__always)
func mixHash(_ hash: Int, _ value: Int) -> Int {
  let x = (hash ^ value) &* 0x100_0000_01B3
  return x ^ (x >> 32)
}
