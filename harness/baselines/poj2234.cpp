// C++ baseline for POJ 2234 (Matches Game, Nim), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); a case is won iff the xor of its piles is not 0 (Bouton): O(M) per case, no
// storage. It trusts the input (the judge's: cases of M and M piles to the end of the input,
// piles <= 10^7, so they fit read_uint's signed 64 bits), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2234-cpp poj2234.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long m;
    while ((m = read_uint()) != -1) {
        unsigned long long x = 0;
        while (m--) x ^= (unsigned long long)read_uint();
        if (x) put("Yes\n", 4);
        else put("No\n", 3);
    }
    flush_output();
    return 0;
}
