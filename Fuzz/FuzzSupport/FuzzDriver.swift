/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): runs `test` on input after input
/// as the command line says (`-max_total_time=60`, a corpus folder, a crash file to replay).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                       _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Hands the process over to libFuzzer with `test` as its entry point; returns its exit code.
public func fuzz(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return runDriver(&argc, &argv, test)
}
