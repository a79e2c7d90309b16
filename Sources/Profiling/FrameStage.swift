/// One stage of a frame, in the order the main loop runs them.
///
/// The raw values (0 through 8) are stable: they index `StageDurations`, order the graph's
/// stacked bars and name the CSV columns, so new stages must be appended, never inserted.
/// `wait` is the pacing wait after present: it is timed but is not work, so it never counts
/// toward frame work, percentiles or dropped-frame decisions. `prefetch` is idle work done
/// after present for the frames to come (rendering text about to scroll into view): timed
/// and counted in CPU, but off the frame's path from input to present, so not frame work.
public enum FrameStage: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Draining and interpreting input events.
  case input = 0
  /// Advancing scroll physics to the frame time.
  case physics = 1
  /// Laying out the visible range (sizes, frames, scroll targets).
  case layout = 2
  /// Running observers and the scene updates they trigger.
  case observers = 3
  /// Building the display list.
  case draw = 4
  /// Turning the display list into pixels.
  case rasterize = 5
  /// Presenting the finished frame.
  case present = 6
  /// Waiting for the next frame (pacing); not work.
  case wait = 7
  /// Idle work after present for the next frames (prefetching); not frame work.
  case prefetch = 8

  /// The number of stages. Use `0..<count` with `init(rawValue:)` on hot paths:
  /// the synthesized `allCases` builds a new array on every call.
  public static let count = 9

  /// Short lower-case identifier for files and columns ("input", "draw", "wait"...).
  public var identifier: String {
    switch self {
    case .input: "input"
    case .physics: "physics"
    case .layout: "layout"
    case .observers: "observers"
    case .draw: "draw"
    case .rasterize: "rasterize"
    case .present: "present"
    case .wait: "wait"
    case .prefetch: "prefetch"
    }
  }

  /// Human-readable name for the HUD, summary and trace ("Display list" for `draw`).
  public var displayName: String {
    switch self {
    case .input: "Input"
    case .physics: "Physics"
    case .layout: "Layout"
    case .observers: "Observers"
    case .draw: "Display list"
    case .rasterize: "Rasterize"
    case .present: "Present"
    case .wait: "Wait"
    case .prefetch: "Prefetch"
    }
  }

  /// The stage's colour in the frame graph as 0xRRGGBB. Colours are distinct per stage and
  /// `wait` is a neutral grey so it reads as "not work".
  public var color: UInt32 {
    switch self {
    case .input: 0x4E79A7
    case .physics: 0xF28E2B
    case .layout: 0x59A14F
    case .observers: 0xB07AA1
    case .draw: 0xEDC948
    case .rasterize: 0xE15759
    case .present: 0x76B7B2
    case .wait: 0xBAB0AC
    case .prefetch: 0x9C755F
    }
  }

  /// True for the stages from input to present (not `wait`, not `prefetch`).
  public var isWork: Bool { self != .wait && self != .prefetch }

  /// The display name.
  public var description: String { displayName }
}
