// C++ baseline for POJ 2315 (Football Game: kick 1 to M balls, each by whole turns), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). As every accepted solution decides it: a ball at distance S is a heap of
// ceil(S / (2 pi R)) turns, a kick takes 1 to K = floor(L / (2 pi R)) of them, each heap is
// reduced mod K + 1, and Moore's Nim_M rules: Bob wins iff in every binary place the count of
// heaps with a 1 there is a multiple of M + 1: O(N * 32) per test. The accepted solutions divide
// in double; this one divides in long double (64-bit mantissa), whose error stays far inside the
// smallest distance of a judge's quotient to a whole number (about 1e-10 / (2 pi R) turns, pi's
// continued fraction), where double's barely does (80143857 / 2pi). It trusts the input (the
// judge's: tests `N M L R` and N distances, N <= 30, L, S < 10^8, R < 10^4, to the end of the
// input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2315-cpp poj2315.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    const long double pi = 3.14159265358979323846264338327950288L;
    long long n;
    while ((n = read_uint()) != -1) {
        long long m = read_uint(), l = read_uint(), r = read_uint();
        long double girth = 2 * pi * (long double)r;
        long long most = (long long)((long double)l / girth);
        int ones[32] = {0};
        for (long long i = 0; i < n; i++) {
            long long s = read_uint();
            long long turns = s == 0 ? 0 : (long long)((long double)s / girth) + 1;
            long long heap = turns % (most + 1);
            for (int b = 0; heap; b++, heap >>= 1) ones[b] += (int)(heap & 1);
        }
        bool bob = true;
        for (int b = 0; b < 32; b++) bob = bob && ones[b] % (m + 1) == 0;
        if (bob) put("Bob\n", 4);
        else put("Alice\n", 6);
    }
    flush_output();
    return 0;
}
