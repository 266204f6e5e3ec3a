// C++ baseline for CSES 1098 (Nim Game II: a move takes 1, 2 or 3 sticks from one heap), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); each heap x is worth x mod 4, a test is won
// iff the xor of its heaps' values is not 0: O(total heaps) time, O(1) memory; the answers go to
// one output buffer written with fwrite. It trusts the input (the judge's: t, n and the sum of
// n at most 2·10^5, heaps 1..10^9), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cses1098-cpp cses1098.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        unsigned x = 0;
        while (n-- > 0) x ^= (unsigned)read_uint() & 3;
        if (x) put("first\n", 6);
        else put("second\n", 7);
    }
    flush_output();
    return 0;
}
