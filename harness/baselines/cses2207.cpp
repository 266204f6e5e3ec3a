// C++ baseline for CSES 2207 (Grundy's game: split a heap into two unequal non-empty heaps),
// for the side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); like the fast accepted programs it computes
// the Grundy values g(h) for h < 1300 once, each the mex of g(a) ^ g(h - a) over the splits
// a < h - a (about 4·10^5 steps, the values small enough for a 64-bit mask), and answers a
// heap of 1300 coins or more as a first-player win (the game's last losing heap below 10^6 is
// 1222: OEIS A002188, and the crate's own proof); a test is one lookup: O(1) a test, O(1)
// memory; the answers go to one output buffer written with fwrite. It trusts the input (the
// judge's: t up to 10^5, heaps 1..10^6), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cses2207-cpp cses2207.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int TABLE = 1300;
static unsigned char g[TABLE];

int main() {
    for (int h = 3; h < TABLE; h++) {
        unsigned long long seen = 0;
        for (int a = 1; 2 * a < h; a++) seen |= 1ULL << (g[a] ^ g[h - a]);
        unsigned char m = 0;
        while (seen >> m & 1) m++;
        g[h] = m;
    }
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        if (n < TABLE && g[n] == 0) put("second\n", 7);
        else put("first\n", 6);
    }
    flush_output();
    return 0;
}
