// C++ baseline for POJ 1704 (Georgia and Bob, a staircase Nim on a strip), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); the cells are sorted (std::sort) and paired from the right end, the lowest piece
// with the edge (cell 0) when N is odd; Georgia wins iff the xor of the empty cells inside the
// pairs is not 0: O(N log N) per case. It trusts the input (the judge's: T <= 20 cases of
// N <= 1000 distinct cells <= 10^4), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj1704-cpp poj1704.cpp   (g++ 12, no other flags)
#include <algorithm>

#include "fast_io.h"

static long long cells[1001];

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        int n = (int)read_uint();
        cells[0] = 0;  // the edge, partner of the lowest piece when n is odd
        for (int i = 1; i <= n; i++) cells[i] = read_uint();
        std::sort(cells + 1, cells + n + 1);
        long long x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= cells[i] - cells[i - 1] - 1;
        if (x) put("Georgia will win\n", 17);
        else put("Bob will win\n", 13);
    }
    flush_output();
    return 0;
}
