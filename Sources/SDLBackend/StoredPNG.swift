/// A PNG encoder without compression (zlib "stored" blocks), for screenshots that must be
/// written fast, such as the exit screenshot of a run ending on a signal: about a
/// millisecond per megapixel instead of tens, for a file about as big as the raw pixels.
enum StoredPNG {
  /// The PNG bytes of `height` rows of `width` RGB pixels, `pitch` bytes apart in `pixels`.
  /// - Parameters:
  ///   - pixels: RGB24 pixel rows.
  ///   - width: pixels per row.
  ///   - height: rows.
  ///   - pitch: bytes from one row to the next.
  static func encode(pixels: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int) -> [UInt8]
  {
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 3 + 1) * height)
    for y in 0..<height {
      raw.append(0)  // filter: none
      let row = pixels[(y * pitch)..<(y * pitch + width * 3)]
      raw.append(contentsOf: row)
    }
    var zlib: [UInt8] = [0x78, 0x01]
    zlib.reserveCapacity(raw.count + raw.count / 65_535 * 5 + 16)
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib.append(last)
      zlib.append(UInt8(count & 0xFF))
      zlib.append(UInt8(count >> 8))
      zlib.append(UInt8(~count & 0xFF))
      zlib.append(UInt8((~count >> 8) & 0xFF))
      zlib.append(contentsOf: raw[offset..<(offset + count)])
      offset += count
    } while offset < raw.count
    appendBigEndian(&zlib, adler32(raw))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(&header, UInt32(width))
    appendBigEndian(&header, UInt32(height))
    header += [8, 2, 0, 0, 0]  // 8-bit RGB, deflate, no filter, no interlace
    appendChunk(&png, "IHDR", header)
    appendChunk(&png, "IDAT", zlib)
    appendChunk(&png, "IEND", [])
    return png
  }

  private static func appendChunk(_ png: inout [UInt8], _ type: String, _ data: [UInt8]) {
    appendBigEndian(&png, UInt32(data.count))
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += data
    appendBigEndian(&png, crc32(typeBytes + data))
  }

  private static func appendBigEndian(_ bytes: inout [UInt8], _ value: UInt32) {
    bytes += [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var i = 0
    while i < data.count {
      let end = min(data.count, i + 5552)
      while i < end {
        a &+= UInt32(data[i])
        b &+= a
        i += 1
      }
      a %= 65_521
      b %= 65_521
    }
    return b << 16 | a
  }

  private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  private static func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
