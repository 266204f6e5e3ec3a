// C++ baseline for Codeforces 768 E (Game of Stones), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); a fresh pile of s stones is worth the largest
// k with k(k + 1)/2 <= s, looked up in a 61-entry table (piles are at most 60), and Jon (the
// second player) wins iff the xor of the piles' values is 0. It trusts the input (the judge's:
// 1 <= s <= 60), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cf768e-cpp cf768e.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    int value[61];
    for (int s = 0, k = 0; s <= 60; s++) {
        if ((k + 1) * (k + 2) / 2 <= s) k++;
        value[s] = k;
    }
    long long n = read_uint();
    int x = 0;
    for (long long i = 0; i < n; i++) x ^= value[read_uint()];
    if (x == 0) put("YES\n", 4);
    else put("NO\n", 3);
    flush_output();
    return 0;
}
