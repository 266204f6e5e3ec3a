// C++ baseline for HDU 1846 (Brave Game, Bash's game), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case: the player to move loses iff n is a
// multiple of m + 1. The whole input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h); the answers go to one output buffer written with fwrite. It trusts the
// input (the judge's: C <= 100, then C cases `n m` with 1 <= n, m <= 1000), as judge solutions
// do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1846-cpp hdu1846.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long c = read_uint();
    while (c-- > 0) {
        unsigned long long n = read_uint(), m = read_uint();
        if (n % (m + 1)) put("first\n", 6);
        else put("second\n", 7);
    }
    flush_output();
    return 0;
}
