// C++ baseline for CSES 1099 (Stair Game: balls move from stair k to stair k - 1), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); the game is Nim on the even stairs (a move
// from an odd stair is undone by the opponent), so a test is won iff the xor of the ball counts
// on stairs 2, 4, 6, ... is not 0: O(total stairs) time, O(1) memory; the answers go to one
// output buffer written with fwrite. It trusts the input (the judge's: t, n and the sum of n at
// most 2·10^5, counts 0..10^9), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cses1099-cpp cses1099.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        unsigned long long x = 0;
        for (long long i = 1; i <= n; i++) {
            unsigned long long p = (unsigned long long)read_uint();
            if (!(i & 1)) x ^= p;
        }
        if (x) put("first\n", 6);
        else put("second\n", 7);
    }
    flush_output();
    return 0;
}
