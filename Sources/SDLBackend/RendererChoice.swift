/// Which SDL renderer a window asks for.
public enum RendererChoice: String, Sendable, CaseIterable {
  /// SDL's first accelerated renderer, else software.
  case auto
  /// The OpenGL renderer, else software.
  case opengl
  /// The software rasterizer (the same pixels as the headless target).
  case software

  /// Parses a command-line value ("auto", "opengl", "gl", "software", "sw"); nil if unknown.
  public init?(argument: String) {
    switch argument.lowercased() {
    case "auto": self = .auto
    case "opengl", "gl": self = .opengl
    case "software", "sw": self = .software
    default: return nil
    }
  }
}
