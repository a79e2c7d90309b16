/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast, seeded generator.
///
/// The same seed always yields the same stream, on every platform, so a failing fuzz sequence
/// is replayed from its seed alone. A value type with no shared state: every sequence owns its
/// generator. Not for cryptography.
struct SplitMix64: RandomNumberGenerator {
  /// The internal state; advances by the golden-ratio increment on every draw.
  private(set) var state: UInt64

  /// Creates a generator whose stream is determined by `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in 0..<1 (53 random bits).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform double in `lower..<upper`.
  mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }

  /// A uniform integer in 0..<n (n > 0); the modulo bias is negligible for small n.
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A random element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// A random sign, -1 or +1.
  mutating func sign() -> Double { chance(0.5) ? -1 : 1 }

  /// An index chosen with probability proportional to `weights[i]` (weights >= 0, sum > 0).
  mutating func weighted(_ weights: [Int]) -> Int {
    var r = below(weights.reduce(0, +))
    for (i, w) in weights.enumerated() {
      if r < w { return i }
      r -= w
    }
    return weights.count - 1
  }
}
