// SDLBackend: everything that touches SDL2, SDL2_ttf and SDL2_image (opened when a PNG is
// first written).
//
// Targets:   SDLWindow (a real window), HeadlessTarget (an offscreen surface), both RenderTarget.
// Drawing:   DisplayListRasterizer draws a Drawing.DisplayList on a target, redrawing what
//            FrameModel's FrameDamage says changed; FontLibrary owns the fonts; LRUCache
//            bounds the text and mask textures.
// Input:     EventTranslator (SDL_Event -> ScrollCore.InputEvent), EventPump (poll / wait).
// Time:      FramePacer (on Profiling's MonotonicClock), SDLWindow.measureRefreshRate.
//
// Types that own SDL pointers are @MainActor final classes; value types here are Sendable.
