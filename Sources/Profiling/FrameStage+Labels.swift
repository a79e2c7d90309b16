import Runtime

/// The profiler's labels for Runtime's stages (`FrameStage`, which owns the list and its
/// order): identifiers for files and columns, names for the HUD and trace, graph colours.
extension FrameStage: CustomStringConvertible {
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

  /// The display name.
  public var description: String { displayName }
}
