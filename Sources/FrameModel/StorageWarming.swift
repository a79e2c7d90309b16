/// Reads of a frame's bookkeeping memory all at once, before the frame uses it.
///
/// Why: frames come after more than 16 ms of idle time, in which other processes push the
/// rasterizer's memory out of the CPU caches. The damage path then walks a few dozen small
/// arrays (the previous frame's commands and shape, the planner's scratch, the rasterizer's
/// stacks), and each first touch waits for memory on its own, one after the other, as the
/// code reaching each array depends on the one before. Loads that depend on nothing but the
/// array's address are issued back to back instead, so their waits overlap. Nothing is
/// written: the values read are folded into a byte only so the loads stay.
package enum StorageWarming {
  /// Bytes per cache line.
  package static let line = 64

  /// Reads a byte of each cache line of `array`'s storage, its header (count and reference
  /// count) included, folded into `sink`.
  /// - Parameters:
  ///   - array: the array to read.
  ///   - sink: receives the bytes read (xor).
  @inline(__always)
  package static func touch<T>(_ array: [T], into sink: inout UInt8) {
    let bytes = array.count * MemoryLayout<T>.stride
    array.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      // The header lies just before the elements (its reference count is what a mutation's
      // uniqueness check reads first).
      var folded = (base - 24).load(as: UInt8.self)
      var offset = 0
      while offset < bytes {
        folded ^= base.load(fromByteOffset: offset, as: UInt8.self)
        offset &+= line
      }
      sink ^= folded
    }
  }
}

extension FrameDamage {
  /// Reads the storage of the moves and boxes (see `StorageWarming`), folded into `sink`.
  /// - Parameter sink: receives the bytes read.
  package func warm(into sink: inout UInt8) {
    StorageWarming.touch(moves, into: &sink)
    StorageWarming.touch(boxes, into: &sink)
  }
}
