// SandboxKit module.
