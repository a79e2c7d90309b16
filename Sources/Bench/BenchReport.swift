import SandboxKit

/// A whole benchmark run: when, on what, with which arguments, and every row.
public struct BenchReport: Codable, Equatable, Sendable {
  /// Start of the run, ISO 8601 in UTC ("2026-11-29T14:40:00Z").
  public var date: String
  /// The command line as given ("scroll-bench --json out.json").
  public var command: String
  /// True for a `--quick` run (fewer frames; numbers are indicative only).
  public var quick: Bool
  /// The machine the numbers come from.
  public var machine: BenchMachine
  /// The measurements, in section order.
  public var rows: [BenchRow]
  /// Remarks about the run as a whole (a section skipped, and why).
  public var notes: [String]

  /// Creates a report.
  public init(
    date: String, command: String, quick: Bool, machine: BenchMachine, rows: [BenchRow] = [],
    notes: [String] = []
  ) {
    self.date = date
    self.command = command
    self.quick = quick
    self.machine = machine
    self.rows = rows
    self.notes = notes
  }

  /// Rows with a target that they meet.
  public var passCount: Int { rows.filter { $0.passed == true }.count }
  /// Rows with a target that they miss.
  public var missCount: Int { rows.filter { $0.passed == false }.count }
}

/// What the numbers were measured on.
public struct BenchMachine: Codable, Equatable, Sendable {
  /// Online processors (`nproc`).
  public var processors: Int
  /// The CPU's model name from /proc/cpuinfo ("unknown" when unreadable).
  public var cpuModel: String
  /// The kernel release (`uname -r`).
  public var kernel: String
  /// Total memory in MB from /proc/meminfo (0 when unreadable).
  public var memoryMB: Int
  /// The 1, 5 and 15 minute load averages (/proc/loadavg) when the run started: other
  /// programs competing for the CPUs during the run.
  public var loadAtStart: String
  /// The load averages when the run ended.
  public var loadAtEnd: String

  /// Creates a description.
  public init(
    processors: Int, cpuModel: String, kernel: String, memoryMB: Int, loadAtStart: String = "",
    loadAtEnd: String = ""
  ) {
    self.processors = processors
    self.cpuModel = cpuModel
    self.kernel = kernel
    self.memoryMB = memoryMB
    self.loadAtStart = loadAtStart
    self.loadAtEnd = loadAtEnd
  }
}
