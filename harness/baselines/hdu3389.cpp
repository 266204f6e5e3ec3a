// C++ baseline for HDU 3389 (Game, a staircase Nim on boxes), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); Alice wins iff the xor of the cards in the boxes numbered 0, 2 or 5 (mod 6) (the
// staircase's odd steps) is not 0, folded as the cards are read: O(n) per case, no storage. It
// trusts the input (the judge's: T <= 100 cases of n <= 10^4 boxes of <= 100 cards), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3389-cpp hdu3389.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    for (long long c = 1; c <= t; c++) {
        long long n = read_uint();
        unsigned long long x = 0;
        int residue = 1;  // the box number mod 6
        for (long long i = 0; i < n; i++) {
            unsigned long long cards = (unsigned long long)read_uint();
            if (residue == 0 || residue == 2 || residue == 5) x ^= cards;
            if (++residue == 6) residue = 0;
        }
        put("Case ", 5);
        put_uint((unsigned long long)c);
        if (x) put(": Alice\n", 8);
        else put(": Bob\n", 6);
    }
    flush_output();
    return 0;
}
