// C++ baseline for HDU 3595 (GG and MM, an every-SG sum of Euclid-like games), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). Each game's every-SG step count comes from Euclid's algorithm, as in the fast
// judge solutions' recursion but without it: down to the first pair whose smaller pile divides the
// larger (step 1), one bit per level (quotient 1 or not), then back up, +1 for a quotient-1
// level, "the next odd number" for the others; an empty pile is step 0. MM wins iff the largest
// step is odd (the every-SG theorem): O(log(p + q)) per game, no table. It trusts the input (the
// judge's: cases of N <= 1000 games `p q`, piles <= 1000, to the end of the input), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3595-cpp hdu3595.cpp   (g++ 12, no other flags)
#include "fast_io.h"

typedef unsigned long long u64;

// The every-SG step count of one game with piles p and q.
static inline unsigned steps(u64 p, u64 q) {
    u64 big = p >= q ? p : q, small = p >= q ? q : p;
    if (small == 0) return 0;
    unsigned __int128 forced = 0;
    int levels = 0;
    for (;;) {
        u64 rest = big - small;
        bool one = rest < small;
        u64 r = one ? rest : big % small;
        if (r == 0) break;
        forced = forced << 1 | (unsigned __int128)one;
        big = small;
        small = r;
        levels++;
    }
    unsigned s = 1;
    for (int level = 0; level < levels; level++)
        s = (forced >> level & 1) ? s + 1 : (s + 1) | 1;
    return s;
}

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        unsigned most = 0;
        for (long long i = 0; i < n; i++) {
            u64 p = (u64)read_uint(), q = (u64)read_uint();
            unsigned s = steps(p, q);
            if (s > most) most = s;
        }
        if (most % 2) put("MM\n", 3);
        else put("GG\n", 3);
    }
    flush_output();
    return 0;
}
