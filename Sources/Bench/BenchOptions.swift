import SandboxKit

/// The `scroll-bench` command line.
public struct BenchOptions: Equatable, Sendable {
  /// The sections, in the order they run.
  public enum Section: String, CaseIterable, Sendable {
    /// 1: the engine alone (layout, observers, visibility while flinging).
    case engine
    /// 2: whole frames into an 800x600 software surface.
    case frame
    /// 3: peak memory and time to the first frame of `scroll-sandbox` at 1M items.
    case startup
    /// 4: a generated 60 s session replayed headless through the app.
    case replay
    /// 5: a real window (under Xvfb when there is no display), paced at 60 fps.
    case window
    /// The real sandbox window at rest: CPU use.
    case idle

    /// True for the sections that need an X display.
    public var needsDisplay: Bool { self == .window || self == .idle }
  }

  /// Fewer frames everywhere: a smoke run, numbers indicative only.
  public var quick = false
  /// Write the JSON report here.
  public var jsonPath: String?
  /// The sections to run.
  public var sections: [Section] = Section.allCases
  /// Fail instead of skipping when the window sections cannot get a display.
  public var requireWindow = false
  /// The `scroll-sandbox` binary (default: next to `scroll-bench`).
  public var sandboxPath: String?
  /// Print usage and exit.
  public var help = false

  /// The defaults: every section, full length.
  public init() {}

  /// Usage text.
  public static let usage = """
    usage: scroll-bench [--quick] [--json FILE] [--sections LIST] [--window | --no-window]
                        [--sandbox PATH]
      --quick           fewer frames (a smoke run; numbers are indicative only)
      --json FILE       also write the report as JSON (same rows, plus machine info)
      --sections LIST   comma-separated: \(Section.allCases.map(\.rawValue).joined(separator: ","))
                        (default: all)
      --window          insist on the window sections (window, idle): fail without X
      --no-window       skip the window sections
      --sandbox PATH    the scroll-sandbox binary (default: next to scroll-bench)
    Without DISPLAY, the window sections start their own Xvfb and stop it afterwards.
    Progress goes to stderr when it is a terminal; the table goes to stdout.
    """

  /// Parses the arguments (without the program name). Throws `UsageError`.
  public static func parse(_ arguments: [String]) throws -> BenchOptions {
    var o = BenchOptions()
    var reader = ArgumentReader(splitEquals(arguments))
    var skipWindow = false
    while let a = reader.next() {
      switch a {
      case "--quick": o.quick = true
      case "--json": o.jsonPath = try reader.value(for: a)
      case "--sections":
        var chosen: [Section] = []
        for name in try reader.value(for: a).split(separator: ",") {
          guard let s = Section(rawValue: String(name)) else {
            throw UsageError(
              "--sections: unknown section '\(name)' (valid: "
                + Section.allCases.map(\.rawValue).joined(separator: ", ") + ")")
          }
          chosen.append(s)
        }
        o.sections = Section.allCases.filter(chosen.contains)
      case "--window": o.requireWindow = true
      case "--no-window": skipWindow = true
      case "--sandbox": o.sandboxPath = try reader.value(for: a)
      case "--help", "-h": o.help = true
      default: throw UsageError("unknown option '\(a)' (run with --help for the list)")
      }
    }
    if skipWindow {
      if o.requireWindow { throw UsageError("--window and --no-window cannot be used together") }
      o.sections.removeAll { $0.needsDisplay }
    }
    return o
  }
}
