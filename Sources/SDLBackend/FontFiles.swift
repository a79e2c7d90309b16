import Drawing
import Foundation

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

  /// Finds the faces: `override` for all of them when given; otherwise asks fontconfig
  /// (`fc-match -f '%{file}' 'DejaVu Sans:bold'`) and falls back to `debianDirectory`.
  ///
  /// Throws `SDLBackendError.fontMissing` naming the path that should exist (and the
  /// package that provides it) when a face cannot be found or read. Runs `fc-match` up to
  /// four times (a few milliseconds each): call once at start-up.
  public static func locate(override: String? = nil) throws -> FontFiles {
    if let override {
      guard FileManager.default.isReadableFile(atPath: override) else {
        throw SDLBackendError.fontMissing(path: override)
      }
      return FontFiles(singleFile: override)
    }
    func find(_ pattern: String, _ debianName: String) throws -> String {
      let matched = fontconfigMatch(pattern)
      let debian = debianDirectory + debianName
      var candidates: [String] = []
      if let matched, matched.contains("DejaVu") { candidates.append(matched) }
      candidates.append(debian)
      if let matched { candidates.append(matched) }  // a substitute beats no text at all
      guard let found = candidates.first(where: FileManager.default.isReadableFile(atPath:))
      else { throw SDLBackendError.fontMissing(path: debian) }
      return found
    }
    return FontFiles(
      sans: try find("DejaVu Sans", "DejaVuSans.ttf"),
      sansBold: try find("DejaVu Sans:bold", "DejaVuSans-Bold.ttf"),
      mono: try find("DejaVu Sans Mono", "DejaVuSansMono.ttf"),
      monoBold: try find("DejaVu Sans Mono:bold", "DejaVuSansMono-Bold.ttf"))
  }

  /// The file fontconfig picks for `pattern`, or nil when fc-match is missing or says nothing.
  static func fontconfigMatch(_ pattern: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["fc-match", "-f", "%{file}", pattern]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : path
  }
}
