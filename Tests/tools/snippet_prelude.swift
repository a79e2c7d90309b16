// Stand-ins for the app's own parts that the documentation's Swift snippets name without
// declaring (Tests/tools/doc_check.py, Tests/e2e/docs.sh). A snippet's own declarations
// shadow these.
import ScrollCore

/// The input events the app collected for this frame.
public let eventsOfThisFrame: [InputEvent] = []
/// This frame's time, in seconds.
public let t = 0.0
/// The app's measurement of a row; nil keeps the estimate.
public func measuredHeight(of index: Int) -> Double? { nil }
/// The app's drawing of the rows in view.
public func draw<Items: Sequence>(_ items: Items, offset: Point) {}
/// A chat message with an id of its own type.
public struct Message: Sendable {
  /// The message's id.
  public var uuid: String
}
/// The messages of a chat.
public let messages: [Message] = [Message(uuid: "a"), Message(uuid: "b")]
