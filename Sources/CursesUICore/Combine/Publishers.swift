/// Combine's namespace for the publishers that operators return; here it holds
/// ``Publishers/Autoconnect``, what `autoconnect()` returns.
public enum Publishers {}
