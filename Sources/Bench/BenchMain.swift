import Foundation
import Profiling
import SandboxKit
import ScrollCore

/// The `scroll-bench` command: runs the selected sections, prints the table on stdout,
/// writes the JSON report with `--json`. Returns the exit code: 0 when every section ran
/// (targets missed or not), 1 when a section could not run, 2 for a usage error.
@MainActor public enum BenchMain {
  /// Runs the command with `arguments` (without the program name).
  public static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == BenchPeakRSS.helperFlag {
      return BenchPeakRSS.helperMain(Array(arguments.dropFirst()))
    }
    let options: BenchOptions
    do {
      options = try BenchOptions.parse(arguments)
    } catch {
      Console.err("scroll-bench: \(error)")
      return 2
    }
    if options.help {
      Console.out(BenchOptions.usage)
      return 0
    }
    if options.version {
      Console.out("scroll-bench \(ScrollSandboxVersion.current)")
      return 0
    }
    var report = BenchReport(
      date: BenchSystem.isoDate(), command: (["scroll-bench"] + arguments).joined(separator: " "),
      quick: options.quick, machine: BenchSystem.machine())
    let failed = run(options, into: &report)
    report.machine.loadAtEnd = BenchSystem.loadAverage()
    Console.out(BenchTable.render(report))
    if let path = options.jsonPath {
      do {
        try BenchJSON.write(report, to: path)
      } catch {
        Console.err("scroll-bench: cannot write \(path): \(error)")
        return 1
      }
    }
    return failed ? 1 : 0
  }

  /// Runs every selected section into `report`; returns true when one could not run.
  static func run(_ options: BenchOptions, into report: inout BenchReport) -> Bool {
    let scratch = NSTemporaryDirectory() + "scroll-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let sandbox = options.sandboxPath ?? BenchSystem.executableDirectory() + "/scroll-sandbox"
    let haveSandbox = FileManager.default.isExecutableFile(atPath: sandbox)
    var display: BenchDisplay?
    defer { display?.release() }
    var failed = false

    for section in options.sections {
      let progress = BenchProgress(label: section.rawValue)
      do {
        if section.needsDisplay && display == nil {
          display = try BenchDisplay.acquire(scratch: scratch)
          if let d = display, d.ownsServer {
            report.notes.append("window sections ran on Xvfb \(d.name)")
          }
        }
        if [.startup, .idle, .app, .scale].contains(section) && !haveSandbox {
          throw BenchError(
            "\(sandbox) not found: build it (swift build -c release --product scroll-sandbox)")
        }
        switch section {
        case .engine:
          let settings: BenchEngine.Settings = options.quick ? .quick : .full
          report.rows += BenchEngine.rows(
            BenchEngine.run(settings: settings, progress: progress.update))
        case .frame:
          report.rows += try BenchFrame.runHeadless(quick: options.quick, progress: progress.update)
        case .startup:
          report.rows += try BenchStartup.run(
            sandbox: sandbox, quick: options.quick, scratch: scratch)
        case .replay:
          report.rows += try BenchReplay.run(
            sandbox: haveSandbox ? sandbox : nil, quick: options.quick, scratch: scratch)
        case .window:
          report.rows += try BenchWindow.run(
            display: display?.name ?? "", quick: options.quick, progress: progress.update)
        case .app:
          report.rows += try BenchApp.run(
            sandbox: sandbox, display: display?.name ?? "",
            sizes: options.sizes.map { $0.map(BenchSize.init) } ?? BenchApp.defaultSizes,
            quick: options.quick, scratch: scratch, progress: progress.update)
        case .scale:
          report.rows += try BenchScale.run(
            sandbox: sandbox, display: display?.name ?? "",
            sizes: options.sizes.map { $0.map(BenchSize.init) } ?? BenchScale.defaultSizes,
            quick: options.quick, scratch: scratch, progress: progress.update)
        case .idle:
          report.rows += try BenchIdle.run(
            sandbox: sandbox, display: display?.name ?? "", seconds: options.quick ? 2 : 5,
            scratch: scratch)
        }
      } catch {
        if section.needsDisplay && !options.requireWindow && display == nil {
          report.notes.append("\(section.rawValue) skipped: \(error)")
        } else {
          report.notes.append("\(section.rawValue) failed: \(error)")
          failed = true
        }
      }
      progress.finish()
    }
    return failed
  }
}

/// Progress of one section on stderr, only when stderr is a terminal.
final class BenchProgress {
  private var bar: ProgressBar?
  private let label: String
  private var last = 0

  init(label: String) {
    self.label = label
    if Console.isTerminal(2) { Console.write(fd: 2, "\r\(label) ...") }
    bar = nil
  }

  /// Reports `done` of `total` steps.
  func update(_ done: Int, _ total: Int) {
    guard Console.isTerminal(2) else { return }
    if bar == nil || bar?.total != total {
      bar = ProgressBar(total: total, isTerminal: true, unit: "")
    }
    last = done
    if let line = bar?.update(completed: done) {
      Console.write(fd: 2, "\r\(label) " + line.dropFirst())
    }
  }

  /// Clears the progress line.
  func finish() {
    guard Console.isTerminal(2) else { return }
    Console.write(fd: 2, "\r\u{1B}[K")
  }
}
