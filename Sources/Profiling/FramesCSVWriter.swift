import Runtime

/// Writes one CSV row per frame, for `--frames-csv FILE`.
///
/// Columns, in order: `frame`, `start_ms` (since `originNanos`), `duration_ms`,
/// `interval_ms`, `work_ms`, one `<stage>_ms` column per `FrameStage` in stage order,
/// `dropped` (0 or 1), then one column per `FrameCounters.Field` in field order. Times are
/// milliseconds with three decimals. Lines end with "\n"; no field needs quoting.
///
/// Same file rules as `ChromeTraceWriter`: `init` writes the header and fails right away for
/// an unwritable path; rows stream through a bounded buffer; the file appears complete at
/// `close()`.
public final class FramesCSVWriter {
  /// The destination path.
  public let path: String
  /// Clock reading written as `start_ms` 0.
  public let originNanos: UInt64
  /// Rows written so far (the header excluded).
  public private(set) var rowCount = 0

  private let file: AtomicFileWriter

  /// Opens the file and writes the header row. Throws a `ProfileOutputError` naming the path
  /// and the reason when it cannot be written.
  public init(path: String, originNanos: UInt64 = 0) throws(ProfileOutputError) {
    self.path = path
    self.originNanos = originNanos
    file = try AtomicFileWriter(path: path)
    file.write(Self.header + "\n")
  }

  /// The header row, without a line ending.
  public static var header: String {
    var columns = ["frame", "start_ms", "duration_ms", "interval_ms", "work_ms"]
    columns += FrameStage.allCases.map { $0.identifier + "_ms" }
    columns.append("dropped")
    columns += FrameCounters.Field.allCases.map(\.identifier)
    return columns.joined(separator: ",")
  }

  /// The row for `record`, without a line ending.
  public static func row(for record: FrameRecord, originNanos: UInt64 = 0) -> String {
    var bytes: [UInt8] = []
    appendRow(record, originNanos: originNanos, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first write error, if any (also thrown by `close()`).
  public var failure: ProfileOutputError? { file.failure }

  /// Appends the row for `record`. O(columns); never throws (errors surface at `close()`).
  public func write(_ record: FrameRecord) {
    rowCount += 1
    let origin = originNanos
    file.append { out in
      Self.appendRow(record, originNanos: origin, to: &out)
      out.append(UInt8(ascii: "\n"))
    }
  }

  /// What of the file is complete on disk (see `AtomicFileWriter.checkpoint`); nil once
  /// closed or failed.
  public func checkpoint() -> AtomicFileWriter.Checkpoint? { file.checkpoint() }

  /// True when the file's buffer was written since its last checkpoint.
  public var flushedSinceCheckpoint: Bool { file.flushedSinceCheckpoint }

  /// Moves the finished file into place; throws the first write error or a rename failure.
  public func close() throws(ProfileOutputError) { try file.commit() }

  /// Abandons the file: deletes the temporary file, leaves the destination untouched.
  public func discard() { file.discard() }

  /// The temporary file being written (empty when the destination is a FIFO or a device).
  public var temporaryPath: String { file.temporaryPath }

  /// Whether closing syncs the file to the disk first (see `AtomicFileWriter`).
  public var syncsOnCommit: Bool {
    get { file.syncsOnCommit }
    set { file.syncsOnCommit = newValue }
  }

  private static func appendRow(_ record: FrameRecord, originNanos: UInt64, to out: inout [UInt8]) {
    func millis(_ nanos: UInt64) {
      out.append(UInt8(ascii: ","))
      ByteText.appendFixed(nanos, unitNanos: 1_000_000, decimals: 3, to: &out)
    }
    ByteText.append(record.index, to: &out)
    millis(record.startNanos >= originNanos ? record.startNanos - originNanos : 0)
    millis(record.durationNanos)
    millis(record.intervalNanos)
    millis(record.workNanos)
    for raw in 0..<FrameStage.count {
      if let stage = FrameStage(rawValue: raw) { millis(record.stages[stage]) }
    }
    ByteText.append(record.dropped ? ",1" : ",0", to: &out)
    var raw = 0
    while let field = FrameCounters.Field(rawValue: raw) {
      out.append(UInt8(ascii: ","))
      ByteText.append(record.counters[field], to: &out)
      raw += 1
    }
  }
}
