/// Helpers for tests: a virtual terminal screen that reads what tick draws, and a runner that
/// starts tick under a pseudo-terminal.
public enum TickTestSupport {}
