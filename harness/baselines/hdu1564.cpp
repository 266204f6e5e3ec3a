// C++ baseline for HDU 1564 (Play a game), for the side-by-side comparison in BENCHMARKS.md. Not
// part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case: the first player (8600) wins iff n is even
// (a domino pairing). The whole input is read through fread into a 64 KiB buffer by a
// hand-written digit loop (fast_io.h); the answers go to one output buffer written with fwrite.
// It trusts the input (the judge's: one n per line, 1 <= n <= 10000, a 0 or the end of the input
// after the last), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1564-cpp hdu1564.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n;
    while ((n = read_uint()) > 0) {
        if (n % 2 == 0) put("8600\n", 5);
        else put("ailyanlu\n", 9);
    }
    flush_output();
    return 0;
}
