import Drawing

/// A small direct-mapped table of recent measurements in front of the font library's LRU:
/// the slot comes from the string's length, a few of its bytes and the font (no hashing of
/// the whole string), and a slot answers only for an equal key (strings compare by storage
/// first, so the same string is one pointer compare). A frame measures the same few strings
/// again and again; most of them are answered here without hashing the string for the LRU.
/// A slot taken by another key is overwritten; the LRU behind it may have dropped the older key
/// meanwhile (hits here do not refresh it), which costs a measurement again, never a wrong one.
struct RecentMeasures {
  /// Number of slots (a power of two).
  static let slotCount = 256
  private var keys = [MeasureKey?](repeating: nil, count: RecentMeasures.slotCount)
  private var extents = [PixelExtent](repeating: PixelExtent(), count: RecentMeasures.slotCount)
  /// Lookups answered here.
  private(set) var hits = 0

  /// The slot of `key`: from its length, its first, middle and last bytes and its font.
  /// - Parameter key: a measurement's key.
  static func slot(of key: MeasureKey) -> Int {
    var h = UInt64(UInt32(bitPattern: key.pixelSize)) &* 0x9E37_79B9_7F4A_7C15
    h ^= (key.bold ? 0x5 : 0) ^ (key.family == .mono ? 0xA : 0)
    var text = key.string
    text.withUTF8 { bytes in
      h = (h ^ UInt64(bytes.count)) &* 0xFF51_AFD7_ED55_8CCD
      guard let first = bytes.first, let last = bytes.last else { return }
      let middle = bytes[bytes.count / 2]
      h = (h ^ UInt64(first) ^ UInt64(middle) << 8 ^ UInt64(last) << 16) &* 0xC4CE_B9FE_1A85_EC53
    }
    return Int(truncatingIfNeeded: h >> 56) & (slotCount - 1)
  }

  /// The extent kept for `key` in `slot`, if that slot holds it; counts a hit.
  /// - Parameters:
  ///   - key: the measurement's key.
  ///   - slot: `slot(of: key)`.
  mutating func extent(for key: MeasureKey, slot: Int) -> PixelExtent? {
    guard let kept = keys[slot], kept == key else { return nil }
    hits += 1
    return extents[slot]
  }

  /// Keeps `extent` for `key` in `slot` (replacing what it held).
  /// - Parameters:
  ///   - extent: the measured extent.
  ///   - key: the measurement's key.
  ///   - slot: `slot(of: key)`.
  mutating func keep(_ extent: PixelExtent, for key: MeasureKey, slot: Int) {
    keys[slot] = key
    extents[slot] = extent
  }
}
