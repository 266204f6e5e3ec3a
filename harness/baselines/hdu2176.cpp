// C++ baseline for HDU 2176 (Take-away stones, Nim with its winning moves), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(m) a case: with X the xor of the piles (kept in an
// array), the first player loses iff X = 0; else every pile a with a ^ X < a has the winning
// move to a ^ X, printed in input order. The whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); the answers go to one output buffer written
// with fwrite. It trusts the input (the judge's: cases of m <= 200000 positive piles, then 0 or
// the end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu2176-cpp hdu2176.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<unsigned long long> piles;
    long long m;
    while ((m = read_uint()) > 0) {
        piles.resize(m);
        unsigned long long x = 0;
        for (long long i = 0; i < m; i++) x ^= piles[i] = read_uint();
        if (x == 0) {
            put("No\n", 3);
            continue;
        }
        put("Yes\n", 4);
        for (long long i = 0; i < m; i++) {
            unsigned long long a = piles[i];
            if ((a ^ x) < a) {
                put_uint(a);
                put_char(' ');
                put_uint(a ^ x);
                put_char('\n');
            }
        }
    }
    flush_output();
    return 0;
}
