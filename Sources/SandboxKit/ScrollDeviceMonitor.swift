import ScrollCore

/// The scroll device as the app reports it: the device's name, the verdict on its kind and
/// how that verdict was decided. One value per change, for `--events-out` `device` lines
/// and the HUD.
struct ScrollDeviceReport: Hashable, Sendable {
  /// The device's name ("Virtual core XTEST pointer"; "SDL wheel events (x11)" when only SDL
  /// knows; "unnamed" before any report).
  var name: String
  /// The verdict: touchpad, wheel or high-resolution wheel.
  var kind: ScrollDevice
  /// How it was decided: the system's properties (`libinput`, ...) or `delta-pattern`.
  var source: DeviceVerdictSource

  /// Two HUD rows: the device's name, and the verdict with how it was decided
  /// ("touchpad by libinput").
  var inspectorRows: [InspectorView.Row] {
    [
      InspectorView.Row(label: "scroll device", value: name),
      InspectorView.Row(label: "decided", value: "\(kind.rawValue) by \(source.rawValue)"),
    ]
  }
}

/// Follows the scroll device through the input stream (`.scrollDevice` events name it,
/// wheel events decide the verdict with the same `DeviceClassifier` as the scroll views)
/// and says when the report changes. A touchpad gesture is taken as running while precise
/// deltas come less than `InputConfiguration.touchpadIdleGap` apart, as the interpreter
/// does. O(1) per event.
struct ScrollDeviceMonitor {
  private var classifier = DeviceClassifier()
  private var lastTouchpadTime = -Double.infinity
  private let idleGap = InputConfiguration.standard.touchpadIdleGap
  /// The last report, nil before the first scroll.
  private(set) var current: ScrollDeviceReport?

  /// Observes one input event.
  /// - Parameter event: the event, in input order.
  /// - Returns: the new report when the device, its verdict or its source changed.
  mutating func observe(_ event: InputEvent) -> ScrollDeviceReport? {
    switch event.kind {
    case .scrollDevice(let device):
      classifier.identify(device)
      return nil
    case .wheel(let dx, let dy, _, _):
      guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
      let inside = event.time - lastTouchpadTime < idleGap
      let kind = classifier.classify(dx: dx, dy: dy, insideTouchpadGesture: inside)
      if kind == .touchpad { lastTouchpadTime = event.time }
      let report = ScrollDeviceReport(
        name: classifier.sourceDevice?.name ?? "unnamed", kind: kind,
        source: classifier.verdictSource)
      guard report != current else { return nil }
      current = report
      return report
    default:
      return nil
    }
  }
}
