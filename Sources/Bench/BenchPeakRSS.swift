import Foundation
import SandboxKit

/// Peak resident memory of a child process, measured without the parent's memory in it.
///
/// Linux carries a process's RSS high-water mark across execve, and posix_spawn's child
/// shares the parent's address space until it execs, so wait4's ru_maxrss of a child spawned
/// by the benchmark starts at the benchmark's own RSS (tens of MB once the list sections ran).
/// So the benchmark starts itself again as a small helper (`--peak-rss-helper`), whose RSS is
/// about 25 MB, and the helper spawns the program, waits for it and prints its ru_maxrss.
/// Figures below the helper's own RSS cannot be measured this way (the sandbox needs more).
enum BenchPeakRSS {
  /// The hidden first argument that turns scroll-bench into the helper.
  static let helperFlag = "--peak-rss-helper"

  /// The helper: runs `arguments` (program and its arguments), prints "maxrss KB status S".
  static func helperMain(_ arguments: [String]) -> Int32 {
    guard let program = arguments.first else { return 2 }
    do {
      var child = try BenchProcess(program, Array(arguments.dropFirst()))
      let exit = child.wait(timeout: 120)
      Console.out("maxrss \(exit.maxRSSKB) status \(exit.status)")
      return 0
    } catch {
      Console.err("scroll-bench: \(error)")
      return 1
    }
  }

  /// Runs `program` with `arguments` through the helper; returns its peak RSS in kB.
  static func measure(_ program: String, _ arguments: [String], scratch: String) throws -> Int {
    let out = scratch + "/peak-rss.txt"
    var helper = try BenchProcess(
      BenchSystem.executablePath(), [helperFlag, program] + arguments, stdout: out)
    _ = helper.wait(timeout: 150)
    let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    let fields = text.split(whereSeparator: \.isWhitespace)
    guard fields.count >= 4, fields[0] == "maxrss", let kb = Int(fields[1]), fields[3] == "0"
    else {
      throw BenchError("peak RSS helper: unexpected output '\(text)'")
    }
    return kb
  }
}
