// FrameModel: what changes on screen between two frames, in whole pixels, without SDL.
//
// PixelBox:    a half-open box of pixels; snapToPixel / clampedPixels turn points into pixels.
// FrameShape:  a display list's drawing commands with the clip, opacity and scroll layer each
//              is drawn in, and the pixels each covers; built in one pass with the list's
//              DrawReach (where each command can draw) and Occluders (opaque covers), which
//              the rasterizer redraws damaged boxes with.
// FrameDamage: the pixel moves and boxes that turn the previous frame into the next one
//              (SDLBackend's rasterizer does them; `full` when redrawing everything is cheaper).
//              FrameDamage.Planner finds them in storage it keeps from frame to frame, and a
//              FrameShape can be rebuilt in place, so steady frames allocate nothing here.
// StrokePixels: the whole pixels a stroke or a horizontal / vertical line fills, shared by the
//              rasterizer and the damage bounds.
//
// Declarations are `package`: the model is shared by the package's targets, not a public API.
