/// What the chat's `onScrollGeometryChange` observers report to the scene each frame: its
/// `Observed` state.
struct ChatObserved: Sendable {
  /// The loading row at the top of the content is in view: the user reached the top.
  var nearTop = false
  /// The view rests more than `ChatScene.latestDistance` points above the bottom.
  var awayFromBottom = false
}
