import Profiling
import Scenes
import ScrollCore

/// What the window showed where in one frame, for `--layout-out`: the rectangles of the
/// tabs, the inspector, the content, the help line and the overlays, and every label that
/// was shortened to fit.
struct LayoutRecord: Equatable {
  /// One tab.
  struct Tab: Equatable {
    var title: String
    var rect: Rect
    /// Wholly inside the tab strip (a scrolled strip clips the others).
    var visible: Bool
    /// Its label was shortened.
    var truncated: Bool
  }

  /// An overlay over the window ("help", "toast", "drawer").
  struct Overlay: Equatable {
    var name: String
    var rect: Rect
  }

  var window: Size
  var inspectorMode: String
  var inspector: Rect?
  var content: Rect
  /// The scene's own area: the content, or a centred readable column in it.
  var scene: Rect
  var tabStrip: Rect
  var tabsScroll: Bool
  var tabs: [Tab]
  var help: Rect
  var helpText: String
  var helpItemsDropped: Int
  var graphStrip: Rect?
  var overlays: [Overlay]
  /// Labels shortened to fit ("Scroll/device"), tabs and the help line included.
  var truncated: [String]
  /// Every text of the frame that ends in an ellipsis and fills its frame (the scene's
  /// included), when the texts were measured (`TextFit`); empty otherwise.
  var shortened: [String] = []
  /// Texts wider than their frames, cut off without an ellipsis (`TextFit`): a layout bug
  /// when not empty.
  var clipped: [String] = []

  /// The record as one line of JSON (without the frame number and time).
  var jsonFields: String {
    func rect(_ r: Rect?) -> String {
      guard let r else { return "null" }
      let n = [r.minX, r.minY, r.width, r.height].map { formatPoints($0, decimals: 1) }
      return "{\"x\":\(n[0]),\"y\":\(n[1]),\"w\":\(n[2]),\"h\":\(n[3])}"
    }
    let tabsJSON = tabs.map {
      "{\"title\":\(JSONText.quoted($0.title)),\"rect\":\(rect($0.rect)),\"visible\":\($0.visible),\"truncated\":\($0.truncated)}"
    }.joined(separator: ",")
    let overlaysJSON = overlays.map {
      "{\"name\":\(JSONText.quoted($0.name)),\"rect\":\(rect($0.rect))}"
    }
    .joined(separator: ",")
    let truncatedJSON = truncated.map(JSONText.quoted).joined(separator: ",")
    let shortenedJSON = shortened.map(JSONText.quoted).joined(separator: ",")
    let clippedJSON = clipped.map(JSONText.quoted).joined(separator: ",")
    return
      "\"window\":{\"w\":\(formatPoints(window.width, decimals: 1)),\"h\":\(formatPoints(window.height, decimals: 1))},"
      + "\"inspectorMode\":\(JSONText.quoted(inspectorMode)),\"inspector\":\(rect(inspector)),"
      + "\"content\":\(rect(content)),\"scene\":\(rect(scene)),\"tabStrip\":\(rect(tabStrip)),\"tabsScroll\":\(tabsScroll),"
      + "\"tabs\":[\(tabsJSON)],\"help\":{\"rect\":\(rect(help)),\"text\":\(JSONText.quoted(helpText)),"
      + "\"itemsDropped\":\(helpItemsDropped)},\"graphStrip\":\(rect(graphStrip)),"
      + "\"overlays\":[\(overlaysJSON)],\"truncated\":[\(truncatedJSON)],"
      + "\"shortened\":[\(shortenedJSON)],\"clipped\":[\(clippedJSON)]"
  }
}

/// Writes `--layout-out`: one JSON line for the first frame and for every frame whose layout
/// differs from the last line's, with the frame number and time. Written atomically through
/// `AtomicFileWriter` (streamed to a FIFO).
final class LayoutOutWriter {
  private let file: AtomicFileWriter
  private var last: LayoutRecord?

  /// Opens the destination; throws with the path named when it cannot be written.
  /// - Parameter path: the file.
  init(path: String) throws {
    file = try AtomicFileWriter(path: path)
  }

  /// Writes `record` for frame `index` at `time` when it differs from the last one written.
  func write(_ record: LayoutRecord, frame index: Int, time: Double) {
    guard record != last else { return }
    last = record
    file.write(
      "{\"frame\":\(index),\"t\":\(formatPoints(time, decimals: 4)),\(record.jsonFields)}\n")
  }

  /// Renames the temporary file onto the destination.
  func close() throws { try file.commit() }

  /// The destination as given.
  var path: String { file.path }

  /// What of the file is complete on disk (nil once closed or failed).
  func checkpoint() -> AtomicFileWriter.Checkpoint? { file.checkpoint() }

  /// True when the file's buffer was written since its last checkpoint.
  var flushedSinceCheckpoint: Bool { file.flushedSinceCheckpoint }

  /// Removes the temporary file.
  func discard() { file.discard() }

  /// The temporary file being written (empty when streamed).
  var temporaryPath: String { file.temporaryPath }

  /// Whether closing syncs the file to the disk first.
  var syncsOnCommit: Bool {
    get { file.syncsOnCommit }
    set { file.syncsOnCommit = newValue }
  }
}
