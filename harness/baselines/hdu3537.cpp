// C++ baseline for HDU 3537 (Daizhenyang's Coin: Mock Turtles), for the side-by-side comparison
// in BENCHMARKS.md ("hdu3537 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written parser (fast_io.h); per case the n positions go into one reused array, are
// sorted (std::sort) and deduplicated (std::unique: a position listed twice is one head), and the
// distinct heads' values are xored, a head at x being worth the x-th odious number, 2x plus 1 when
// x has an even number of 1 bits (__builtin_parityll); the row is lost for the player to move
// (`Yes`) iff the xor is 0. Values are 64-bit, enough for the judge's positions (< 10^8) and for
// any position below 2^63. The answers go to one output buffer written with fwrite. It trusts the
// input, as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3537-cpp hdu3537.cpp   (g++ 12, no other flags)
#include <algorithm>
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<unsigned long long> heads;
    for (;;) {
        long long n = read_uint();
        if (n < 0) break;
        heads.resize(n);
        for (long long i = 0; i < n; i++) heads[i] = read_uint();
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        unsigned long long x = 0;
        for (unsigned long long h : heads) x ^= h << 1 | (unsigned long long)!__builtin_parityll(h);
        if (x == 0) put("Yes\n", 4);
        else put("No\n", 3);
    }
    flush_output();
    return 0;
}
