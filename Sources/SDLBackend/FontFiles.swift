import Drawing
import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// The four font files the sandbox draws with: DejaVu Sans, Sans Bold, Sans Mono, Mono Bold.
public struct FontFiles: Hashable, Sendable {
  /// Proportional regular face.
  public var sans: String
  /// Proportional bold face (also used for semibold).
  public var sansBold: String
  /// Monospaced regular face.
  public var mono: String
  /// Monospaced bold face.
  public var monoBold: String

  /// Creates a set from four paths.
  public init(sans: String, sansBold: String, mono: String, monoBold: String) {
    self.sans = sans
    self.sansBold = sansBold
    self.mono = mono
    self.monoBold = monoBold
  }

  /// One file for every face (the `--font PATH` override).
  public init(singleFile path: String) {
    self.init(sans: path, sansBold: path, mono: path, monoBold: path)
  }

  /// Where Debian's fonts-dejavu-core installs the faces.
  public static let debianDirectory = "/usr/share/fonts/truetype/dejavu/"

  /// The path for a family and weight (semibold uses the bold face).
  public func path(family: Font.Family, weight: Font.Weight) -> String {
    switch (family, weight) {
    case (.sans, .regular): sans
    case (.sans, _): sansBold
    case (.mono, .regular): mono
    case (.mono, _): monoBold
    }
  }

  /// Every path, regular sans first.
  public var all: [String] { [sans, sansBold, mono, monoBold] }

  /// Finds the faces: `override` for all of them when given; otherwise the files of
  /// `debianDirectory` when all four are readable; otherwise asks fontconfig
  /// (`fc-match -f '%{file}' 'DejaVu Sans:bold'`) and falls back to `debianDirectory`.
  ///
  /// Throws `SDLBackendError.fontMissing` naming the path that should exist (and the
  /// package that provides it) when a face cannot be found or read. May run `fc-match` four
  /// times, concurrently (a few milliseconds in all): call once at start-up.
  public static func locate(override: String? = nil) throws -> FontFiles {
    if let override {
      guard FileSystem.isReadable(override) else {
        throw SDLBackendError.fontMissing(path: override)
      }
      return FontFiles(singleFile: override)
    }
    let faces = [
      ("DejaVu Sans", "DejaVuSans.ttf"), ("DejaVu Sans:bold", "DejaVuSans-Bold.ttf"),
      ("DejaVu Sans Mono", "DejaVuSansMono.ttf"),
      ("DejaVu Sans Mono:bold", "DejaVuSansMono-Bold.ttf"),
    ]
    // The Debian package's files, when all four are there, without asking fontconfig: four
    // fc-match processes cost tens of milliseconds of CPU at every start-up.
    let packaged = faces.map { debianDirectory + $0.1 }
    if packaged.allSatisfy(FileSystem.isReadable) {
      return FontFiles(
        sans: packaged[0], sansBold: packaged[1], mono: packaged[2], monoBold: packaged[3])
    }
    let matches = fontconfigMatches(faces.map(\.0))
    func find(_ matched: String?, _ debianName: String) throws -> String {
      let debian = debianDirectory + debianName
      var candidates: [String] = []
      if let matched, matched.contains("DejaVu") { candidates.append(matched) }
      candidates.append(debian)
      if let matched { candidates.append(matched) }  // a substitute beats no text at all
      guard let found = candidates.first(where: FileSystem.isReadable)
      else { throw SDLBackendError.fontMissing(path: debian) }
      return found
    }
    return FontFiles(
      sans: try find(matches[0], faces[0].1), sansBold: try find(matches[1], faces[1].1),
      mono: try find(matches[2], faces[2].1), monoBold: try find(matches[3], faces[3].1))
  }

  /// The files fontconfig picks for each pattern (nil where fc-match is missing, fails or
  /// says nothing), from one `fc-match -f '%{file}' PATTERN` per pattern, run concurrently.
  static func fontconfigMatches(_ patterns: [String]) -> [String?] {
    CommandOutput.run(patterns.map { ["fc-match", "-f", "%{file}", $0] }).map { output in
      let path = output?.trimmingWhitespaceAndNewlines ?? ""
      return path.isEmpty ? nil : path
    }
  }
}
