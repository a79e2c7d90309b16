#pragma once
#include <SDL2/SDL.h>

/// The GL_RENDERER string of the current OpenGL context (e.g. "llvmpipe (LLVM 15.0.6, 256
/// bits)"), looked up through SDL so no GL library is linked; NULL when there is none.
static inline const char *scroll_sandbox_gl_renderer(void) {
  typedef const unsigned char *(*get_string_fn)(unsigned int);
  get_string_fn get_string = (get_string_fn)SDL_GL_GetProcAddress("glGetString");
  if (get_string == NULL) return NULL;
  return (const char *)get_string(0x1F01 /* GL_RENDERER */);
}
