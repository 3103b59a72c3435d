import FuzzDriverC

/// Hands the process over to libFuzzer with `test` as its entry point (`-max_total_time=60`, a
/// corpus folder, a crash file to replay: as the command line says); returns its exit code.
public func fuzz(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
}
