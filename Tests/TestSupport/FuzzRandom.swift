import Recording
import ScrollCore

/// The fuzzers' draws on top of ScrollCore's `SplitMix64`, the package's one seeded generator:
/// the same seed always yields the same stream, so a failing fuzz sequence is replayed from its
/// seed alone.
extension SplitMix64 {
  /// A uniform double in `lower..<upper`.
  package mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }

  /// A uniform integer in 0..<n (n > 0); the modulo bias is negligible for small n.
  package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// True with probability `p`.
  package mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A random element of a non-empty array.
  package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// A random sign, -1 or +1.
  package mutating func sign() -> Double { chance(0.5) ? -1 : 1 }

  /// An index chosen with probability proportional to `weights[i]` (weights >= 0, sum > 0).
  package mutating func weighted(_ weights: [Int]) -> Int {
    var r = below(weights.reduce(0, +))
    for (i, w) in weights.enumerated() {
      if r < w { return i }
      r -= w
    }
    return weights.count - 1
  }
}
