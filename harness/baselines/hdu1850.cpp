// C++ baseline for HDU 1850 (Being a Good Boy in Spring Festival), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(M) a case: with X the xor of the piles, the winning
// first moves are the piles a with a ^ X < a (a has X's highest bit; none when X = 0), counted
// in a second pass over the case's piles, kept in an array. The whole input is read through
// fread into a 64 KiB buffer by a hand-written digit loop (fast_io.h); the answers go to one
// output buffer written with fwrite. It trusts the input (the judge's: cases of M <= 100 piles,
// then 0 or the end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1850-cpp hdu1850.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<unsigned long long> piles;
    long long m;
    while ((m = read_uint()) > 0) {
        piles.resize(m);
        unsigned long long x = 0;
        for (long long i = 0; i < m; i++) x ^= piles[i] = read_uint();
        unsigned long long count = 0;
        for (long long i = 0; i < m; i++) count += (piles[i] ^ x) < piles[i];
        put_uint(count);
        put_char('\n');
    }
    flush_output();
    return 0;
}
