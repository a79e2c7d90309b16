import ScrollCore

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a small, fast, seeded 64-bit generator, the one seeded generator of the
/// package (generated sessions, sample content, and the tests through TestSupport).
///
/// The same seed always gives the same stream, on every platform, so anything generated from
/// it is reproduced from the seed alone. A value type: each user owns its stream. Not for
/// cryptography.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The internal state; advances by the golden-ratio increment on every draw.
  package private(set) var state: UInt64

  /// Creates a generator whose stream is determined by `seed`.
  /// - Parameter seed: the first state.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1), from the top 53 bits.
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// Uniform in 0..<n (n > 0; 1 otherwise); the modulo bias is negligible for small n.
  /// - Parameter n: the number of outcomes.
  package mutating func int(below n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
