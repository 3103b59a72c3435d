#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, in the runtime `-sanitize=fuzzer` links (LLVM's FuzzerInterface.h): runs
// `test` on input after input as the command line says.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
