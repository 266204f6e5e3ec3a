// C++ baseline for HDU 4315 (Climbing the Hill, a staircase Nim with a king), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). Alice wins at once if the king is the highest person (k = 1); otherwise the persons
// pair from the bottom, the highest one alone when N is odd, and Alice wins iff the xor of the
// gaps inside the pairs and of the lone person's climb (his cell, less one if he is the king's
// neighbour, k = 2) is not 0, folded as the cells are read: O(N) per case, no storage. It trusts
// the input (the judge's: cases `N k` and N increasing cells <= 99999, to the end of the input),
// as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu4315-cpp hdu4315.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        long long king = read_uint(), above = 0, x = 0;
        for (long long i = 0; i < n; i++) {
            long long cell = read_uint();
            if ((n - i) % 2 == 1) x ^= i > 0 ? cell - above - 1 : king == 2 ? cell - 1 : cell;
            above = cell;
        }
        if (king == 1 || x != 0) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush_output();
    return 0;
}
