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
    /// The real sandbox window (feed and plain rows) at each size, a fresh process per run.
    case app
    /// The real sandbox window's memory and start-up from 1k to 1e9 items.
    case scale

    /// True for the sections that need an X display.
    public var needsDisplay: Bool {
      self == .window || self == .idle || self == .app || self == .scale
    }
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
  /// The sizes of the app and scale sections (nil: their defaults).
  public var sizes: [Int]?
  /// Print usage and exit.
  public var help = false
  /// `--version`: print the version (`ScrollSandboxVersion.current`) and exit.
  public var version = false

  /// The defaults: every section, full length.
  public init() {}

  /// Usage text.
  public static let usage = """
    usage: scroll-bench [--quick] [--json FILE] [--sections LIST] [--window | --no-window]
                        [--sandbox PATH] [--sizes LIST] [--version] [--]
      --quick           fewer frames (a smoke run; numbers are indicative only)
      --json FILE       also write the report as JSON (same rows, plus machine info)
      --sections LIST   comma-separated: \(Section.allCases.map(\.rawValue).joined(separator: ","))
                        (default: all)
      --window          insist on the window sections (window, idle, app, scale): fail
                        without X
      --no-window       skip the window sections
      --sandbox PATH    the scroll-sandbox binary (default: next to scroll-bench)
      --sizes LIST      item counts of the app and scale sections, comma-separated, with
                        k, M or G suffixes or exponents (default app: 1k,1M,1e9;
                        scale: 1k,1M,100M,1e9; at most 1e9)
      --version         print the version and exit
      -h, --help        print this help and exit
      --                end of options (scroll-bench takes no other arguments)
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
      case "--sizes":
        let text = try reader.value(for: a)
        o.sizes = try text.split(separator: ",").map { try parseSize(String($0)) }
        if o.sizes?.isEmpty ?? true { throw UsageError("--sizes: expected a list, got '\(text)'") }
      case "--help", "-h": o.help = true
      case "--version": o.version = true
      case "--":
        if let extra = reader.next() {
          throw UsageError(
            "unexpected argument '\(extra)' after '--' (scroll-bench takes no operands)")
        }
      default: throw UsageError("unknown option '\(a)' (run with --help for the list)")
      }
    }
    if skipWindow {
      if o.requireWindow { throw UsageError("--window and --no-window cannot be used together") }
      o.sections.removeAll { $0.needsDisplay }
    }
    return o
  }

  /// An item count: digits with an optional k, M or G suffix ("100M"), or an exponent
  /// ("1e9"); 1...1,000,000,000. Throws `UsageError`.
  static func parseSize(_ text: String) throws -> Int {
    let multipliers: [Character: Double] = ["k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9]
    var body = Substring(text)
    var factor = 1.0
    if let last = body.last, let m = multipliers[last] {
      factor = m
      body = body.dropLast()
    }
    guard let base = Double(body), base.isFinite, base > 0 else {
      throw UsageError("--sizes: '\(text)' is not an item count (1k, 100M, 1e9, 5000)")
    }
    let value = base * factor
    guard value >= 1, value <= 1e9, value == value.rounded() else {
      throw UsageError("--sizes: '\(text)' must be a whole number of items in 1...1e9")
    }
    return Int(value)
  }
}
