// C++ baseline for HDU 5795 (A Simple Nim: a move may also split a heap into three), for the
// side-by-side comparison in BENCHMARKS.md ("hdu5795 against a C++ baseline"). Not part of the
// build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h); each heap x is worth g(x) = x + 1 for x = 7 (mod 8), x
// - 1 for x = 0 (mod 8, x > 0), else x, and a case is won iff the xor of its heaps' values is not
// 0; the answers go to one output buffer written with fwrite. It trusts the input (the judge's:
// heaps up to 10^9, so g fits in 64 bits), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu5795-cpp hdu5795.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        unsigned long long x = 0;
        for (long long i = 0; i < n; i++) {
            unsigned long long h = (unsigned long long)read_uint();
            switch (h % 8) {
                case 7: x ^= h + 1; break;
                case 0: x ^= h ? h - 1 : 0; break;
                default: x ^= h;
            }
        }
        if (x) put("First player wins.\n", 19);
        else put("Second player wins.\n", 20);
    }
    flush_output();
    return 0;
}
