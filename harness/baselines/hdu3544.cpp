// C++ baseline for HDU 3544 (Alice's Game, Cutcake on chocolate bars), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); each bar X x Y is worth floor(X / 2^b) - floor(Y / 2^b) with b the bit length of
// the shorter side less one (both sides halved until one is 1: __builtin_clzll), added to a
// 64-bit total as the bars are read; Alice wins iff the total is positive. O(N) per case, no
// storage. It trusts the input (the judge's: N <= 100 bars of sides <= 10^9, so the total stays
// below 10^11), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3544-cpp hdu3544.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    for (long long c = 1; c <= t; c++) {
        long long n = read_uint();
        long long total = 0;
        for (long long i = 0; i < n; i++) {
            unsigned long long x = (unsigned long long)read_uint();
            unsigned long long y = (unsigned long long)read_uint();
            int bx = 63 - __builtin_clzll(x), by = 63 - __builtin_clzll(y);
            int halvings = bx < by ? bx : by;
            total += (long long)(x >> halvings) - (long long)(y >> halvings);
        }
        put("Case ", 5);
        put_uint((unsigned long long)c);
        if (total > 0) put(": Alice\n", 8);
        else put(": Bob\n", 6);
    }
    flush_output();
    return 0;
}
