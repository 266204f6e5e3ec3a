// C++ baseline for HDU 1538 (A Puzzle for Pirates), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case: with n <= 2m + 1 pirates the proposer n
// keeps m - (n - 1) / 2, the pirates of his parity below him get 1 each, the others 0; with more,
// for 2^j the largest power of two at most n - 2m (a leading-zero count), the pirates above
// 2m + 2^j are thrown overboard and every other pirate is sure of 0. The whole input is read
// through fread into a 64 KiB buffer by a hand-written digit loop (fast_io.h); the answers go to
// one output buffer written with fwrite. It trusts the input (the judge's: T, then T lines
// n m p with n <= 10^4, m <= 10^7, p <= n), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1538-cpp hdu1538.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        unsigned long long n = read_uint(), m = read_uint(), p = read_uint();
        unsigned long long paid = 2 * m;
        if (n <= paid + 1) {
            if (p == n) put_uint(m - (n - 1) / 2);
            else put_char((n - p) % 2 == 0 ? '1' : '0');
            put_char('\n');
        } else if (p <= paid + (1ULL << (63 - __builtin_clzll(n - paid)))) {
            put("0\n", 2);
        } else {
            put("Thrown\n", 7);
        }
    }
    flush_output();
    return 0;
}
