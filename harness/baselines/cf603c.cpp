// C++ baseline for Codeforces 603C (Lieges of Legendre: remove a cow, or split a pile of 2x
// into k piles of x), for the side-by-side comparison in BENCHMARKS.md. Not part of the build
// or the tests.
//
// A straightforward fast judge solution: the input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h); a pile's Grundy value is the editorial's closed
// form: for even k, 0 1 2 for 0 1 2 and then 1 for even piles, 0 for odd ones; for odd k,
// 0 1 0 1 2 for 0 .. 4, 0 for odd piles from 5, and for an even pile from 6 the mex of 0 (the
// odd pile below) and the value of its half (k copies xor to one), found by halving: O(1) or
// O(log a) a pile, O(1) memory; Kevin wins iff the xor is not 0. It trusts the input (the
// judge's: n up to 10^5, k and the piles 1..10^9), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cf603c-cpp cf603c.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static unsigned odd_k_value(long long a) {
    if (a < 5) {
        static const unsigned small[] = {0, 1, 0, 1, 2};
        return small[a];
    }
    if (a & 1) return 0;
    return odd_k_value(a >> 1) == 1 ? 2 : 1;
}

static inline unsigned even_k_value(long long a) {
    if (a <= 2) return (unsigned)a;
    return a & 1 ? 0 : 1;
}

int main() {
    long long n = read_uint(), k = read_uint();
    unsigned x = 0;
    if (k & 1)
        while (n-- > 0) x ^= odd_k_value(read_uint());
    else
        while (n-- > 0) x ^= even_k_value(read_uint());
    if (x) put("Kevin\n", 6);
    else put("Nicky\n", 6);
    flush_output();
    return 0;
}
