// C++ baseline for HDU 1729 (Stone Game), for the side-by-side comparison in BENCHMARKS.md. Not
// part of the build or the tests.
//
// A straightforward fast judge solution: the SG value of a box of capacity s holding c stones is
// 0 for c = 0; else, with q the largest integer such that q + q^2 < s (a floating square root,
// corrected in integers), it is s - c when c > q, else the value of the box (q, c): at most 7
// steps for 64-bit s, 4 for the judge's s <= 10^6. A case is won iff the xor of its boxes' values
// is not 0. The whole input is read through fread into a 64 KiB buffer by a hand-written digit
// loop (fast_io.h); the answers go to one output buffer written with fwrite. It trusts the input
// (the judge's: cases of N <= 50 boxes with 0 <= c <= s <= 10^6, a 0 or the end of the input
// after the last), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1729-cpp hdu1729.cpp   (g++ 12, no other flags)
#include <cmath>

#include "fast_io.h"

// The largest q with q * (q + 1) < s.
static unsigned long long pivot(unsigned long long s) {
    unsigned long long q = (unsigned long long)std::sqrt((double)s);
    while (q > 0 && (unsigned __int128)q * (q + 1) >= s) q--;
    return q;
}

static unsigned long long box_value(unsigned long long s, unsigned long long c) {
    if (c == 0) return 0;
    for (;;) {
        unsigned long long q = pivot(s);
        if (c > q) return s - c;
        s = q;
    }
}

int main() {
    long long n;
    unsigned long long number = 0;
    while ((n = read_uint()) > 0) {
        unsigned long long sum = 0;
        while (n-- > 0) {
            unsigned long long s = read_uint();
            sum ^= box_value(s, read_uint());
        }
        put("Case ", 5);
        put_uint(++number);
        put(":\n", 2);
        if (sum) put("Yes\n", 4);
        else put("No\n", 3);
    }
    flush_output();
    return 0;
}
