// C++ baseline for HDU 4203 (Doubloon Game: take a power of K coins), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); with r = S mod 2 for odd K, else S mod (K + 1), the smallest winning first move is
// K when K is even and r = K, else r mod 2: O(1) per case. It trusts the input (the judge's:
// T lines `S K`, S, K <= 2^31 - 1), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu4203-cpp hdu4203.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        unsigned long long s = (unsigned long long)read_uint(), k = (unsigned long long)read_uint();
        unsigned long long r = k % 2 ? s % 2 : s % (k + 1);
        put_uint(r == k && k % 2 == 0 ? k : r % 2);
        put_char('\n');
    }
    flush_output();
    return 0;
}
