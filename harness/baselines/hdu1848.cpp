// C++ baseline for HDU 1848 (Fibonacci again and again), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: one pile's SG value is g(x) = mex{ g(x - f) : f a
// Fibonacci number (1, 2, 3, 5, ...) <= x }, tabulated on demand, extended up to the largest pile
// seen so far (each entry once: O(P * 29) for the largest pile P, the judge's P <= 1000 costs
// about 1.5 * 10^4 steps). The values stay below 32, so the options' values are gathered as bits
// of a word and the mex is its lowest clear bit. A case wins iff g(m) ^ g(n) ^ g(p) is not 0. The
// whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); the answers go to one output buffer written with fwrite. It trusts the input (the
// judge's: lines `m n p` with 1 <= m, n, p <= 1000, then 0 0 0 or the end of the input), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1848-cpp hdu1848.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int CAPACITY = 1000000;
static unsigned char sg[CAPACITY + 1];
static int fib[29];

int main() {
    fib[0] = 1, fib[1] = 2;
    for (int i = 2; i < 29; i++) fib[i] = fib[i - 2] + fib[i - 1];
    long long built = 1;  // sg[0] = 0: no move
    long long m;
    while ((m = read_uint()) != -1) {
        long long n = read_uint(), p = read_uint();
        if (m == 0 && n == 0 && p == 0) break;
        long long largest = m > n ? m : n;
        if (p > largest) largest = p;
        for (; built <= largest; built++) {
            unsigned long long seen = 0;
            for (int i = 0; i < 29 && fib[i] <= built; i++) seen |= 1ULL << sg[built - fib[i]];
            sg[built] = (unsigned char)__builtin_ctzll(~seen);
        }
        if (sg[m] ^ sg[n] ^ sg[p]) put("Fibo\n", 5);
        else put("Nacci\n", 6);
    }
    flush_output();
    return 0;
}
