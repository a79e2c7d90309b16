// SDLBackend module.
