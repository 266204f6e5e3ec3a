// C++ baseline for Kattis hackenbushbamboo (Hackenbush Bamboo), for the side-by-side comparison
// in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); a stalk of h edges is worth *h and stalks
// add like Nim heaps, so the answer is the xor of the heights, printed as *k. It trusts the
// input (the judge's: 0 <= n <= 1000, 1 <= h_i <= 10^9), as judge solutions do: no error
// checking.
//
// Compiled with: g++ -O2 -o hackenbushbamboo-cpp hackenbushbamboo.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n = read_uint();
    unsigned long long x = 0;
    for (long long i = 0; i < n; i++) x ^= (unsigned long long)read_uint();
    put_char('*');
    put_uint(x);
    put_char('\n');
    flush_output();
    return 0;
}
