import CSDL2
import CSDL2TTF

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A font file mapped into memory (read-only, shared with the page cache), so SDL_ttf opens
/// each face from memory: from a file, FreeType reads the font through stdio, a seek and a
/// read per table and glyph (about a third of a face's opening time here), at every size
/// opened.
final class FontData {
  /// The mapping's first byte.
  private let bytes: UnsafeMutableRawPointer
  /// The mapping's length in bytes.
  private let count: Int

  /// Maps the regular file at `path`; nil when it cannot be opened or mapped (a missing,
  /// empty or special file: the caller opens it by path and reports SDL_ttf's error).
  /// - Parameter path: the font file.
  init?(path: String) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      info.st_size <= Int(Int32.max)
    else { return nil }
    let size = Int(info.st_size)
    // MAP_FAILED is ((void *)-1), a macro Swift does not import.
    guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
      map != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      return nil
    }
    bytes = map
    count = size
  }

  deinit { munmap(bytes, count) }

  /// Opens the face at `pixelSize` from the mapping (TTF_OpenFontRW over a constant-memory
  /// RWops that the face frees); nil on failure (SDL's error is set).
  /// - Parameter pixelSize: the size in pixels.
  func openFace(pixelSize: Int32) -> OpaquePointer? {
    guard let rw = SDL_RWFromConstMem(bytes, Int32(count)) else { return nil }
    return TTF_OpenFontRW(rw, 1, pixelSize)
  }
}
