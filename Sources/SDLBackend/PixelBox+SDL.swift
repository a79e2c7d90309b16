import CSDL2
import FrameModel

extension PixelBox {
  /// The same box as SDL's rectangle (origin and size).
  var sdlRect: SDL_Rect { SDL_Rect(x: x0, y: y0, w: width, h: height) }
}
