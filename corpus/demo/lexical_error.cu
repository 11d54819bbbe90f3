// Two lexical problems that nvcc's preprocessor reports: a string literal missing its
// closing quote (a warning from the preprocessor, then an error from the front end), and
// a comment that never ends (an error).
__device__ const char* greeting() {
    return "hello;
}

/* This comment is never closed.
__global__ void unreachable() {}
