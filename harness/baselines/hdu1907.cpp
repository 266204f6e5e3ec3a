// C++ baseline for HDU 1907 (John, misère Nim), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(N) a case in one pass over the piles as they are read
// (Bouton's misère rule): if every pile is 1, John wins iff N is even; otherwise he wins iff the
// xor of the piles is not 0. The whole input is read through fread into a 64 KiB buffer by a
// hand-written digit loop (fast_io.h); the answers go to one output buffer written with fwrite.
// It trusts the input (the judge's: T <= 474 cases of N <= 47 piles of 1 to 4747 candies), as
// judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1907-cpp hdu1907.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        unsigned long long x = 0;
        bool big = false;
        for (long long i = 0; i < n; i++) {
            unsigned long long a = read_uint();
            x ^= a;
            big |= a > 1;
        }
        if (big ? x != 0 : n % 2 == 0) put("John\n", 5);
        else put("Brother\n", 8);
    }
    flush_output();
    return 0;
}
