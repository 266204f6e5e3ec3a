// C++ baseline for POJ 2975 / ZOJ 3067 (Nim: count the winning first moves), for the side-by-side
// comparison in BENCHMARKS.md ("poj2975 against a C++ baseline"). Not part of the build or the
// tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written parser (fast_io.h); each case's piles are stored in one reused array, xored as
// they are read; then one pass counts the piles that have the nim-sum's top bit (a ^ x < a); the
// answers go to one output buffer written with fwrite. It trusts the input (the judge's: 1 <= n <=
// 1000, piles below 2^63), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2975-cpp poj2975.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<unsigned long long> a;
    for (;;) {
        long long n = read_uint();
        if (n <= 0) break;
        a.resize(n);
        unsigned long long x = 0;
        for (long long i = 0; i < n; i++) {
            a[i] = (unsigned long long)read_uint();
            x ^= a[i];
        }
        unsigned long cnt = 0;
        for (long long i = 0; i < n; i++) cnt += (a[i] ^ x) < a[i];
        put_uint(cnt);
        put_char('\n');
    }
    flush_output();
    return 0;
}
