import SandboxKit
