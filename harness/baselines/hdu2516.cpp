// C++ baseline for HDU 2516 (Take-away stones, Fibonacci Nim), for the side-by-side comparison
// in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case: the first player loses iff n is a
// Fibonacci number (Zeckendorf). Consecutive Fibonacci numbers grow by less than a factor 2, so
// every bit length holds at most two of them: the table of the Fibonacci numbers by bit length
// (1, 2, 3, 5, ..., the 92 that fit in 64 bits) answers with a leading-zero count and two
// comparisons. The whole input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h); the answers go to one output buffer written with fwrite. It trusts the
// input (the judge's: one n per line, 2 <= n < 2^31, then 0 or the end of the input), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu2516-cpp hdu2516.cpp   (g++ 12, no other flags)
#include "fast_io.h"

// by_length[b] holds the Fibonacci numbers of bit length b + 1 (0 where there are fewer than 2).
static unsigned long long by_length[64][2];

int main() {
    unsigned long long a = 1, b = 2;
    for (int i = 0; i < 92; i++) {
        unsigned long long (&slot)[2] = by_length[63 - __builtin_clzll(a)];
        slot[slot[0] ? 1 : 0] = a;
        unsigned long long next = a + b;
        a = b, b = next;
    }
    long long read;
    while ((read = read_uint()) > 0) {
        unsigned long long n = read;
        const unsigned long long *slot = by_length[63 - __builtin_clzll(n)];
        if (n == slot[0] || n == slot[1]) put("Second win\n", 11);
        else put("First win\n", 10);
    }
    flush_output();
    return 0;
}
