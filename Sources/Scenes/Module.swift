// Scenes module.
