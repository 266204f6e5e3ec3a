// C++ baseline for POJ 1740 (A New Stone Game), for the side-by-side comparison in BENCHMARKS.md.
// Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); the mover loses iff the non-empty piles pair off into equal pairs, i.e. iff every
// size 1..100 occurs an even number of times: each pile toggles its size's bit in a 128-bit mask
// (no sort), and Alice wins iff the mask is not 0: O(n) per case. It trusts the input (the
// judge's: cases of n <= 10 piles <= 100, ended by 0 or the end of the input), as judge solutions
// do: no error checking.
//
// Compiled with: g++ -O2 -o poj1740-cpp poj1740.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n;
    while ((n = read_uint()) > 0) {
        unsigned __int128 odd_sizes = 0;
        while (n--) {
            long long pile = read_uint();
            odd_sizes ^= (unsigned __int128)(pile != 0) << pile;
        }
        put(odd_sizes ? "1\n" : "0\n", 2);
    }
    flush_output();
    return 0;
}
