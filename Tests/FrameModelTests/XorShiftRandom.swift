/// The damage tests' reproducible random input: a 64-bit xorshift generator (shifts 13, 7,
/// 17); the same seed always gives the same boxes and frames.
struct XorShiftRandom {
  private var state: UInt64

  /// A generator starting from `seed` (not 0).
  /// - Parameter seed: the initial state.
  init(seed: UInt64) { state = seed }

  /// The next value in 0..<n.
  /// - Parameter n: the bound (> 0).
  mutating func next(_ n: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(n))
  }
}
