// The kernel of read.cpp's probe: it writes the addresses of two string literals.
extern "C" __global__ void where(unsigned long long* out) {
  const char* a = "first text";
  const char* b = "tests/suite/robust.rs";
  out[0] = (unsigned long long)a;
  out[1] = (unsigned long long)b;
}
