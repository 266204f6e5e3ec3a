// C++ baseline for POJ 2348 / HDU 1525 (Euclid's Game), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); with big >= small, the mover wins at once if small divides big or big >= 2*small,
// else the only move is to (small, big - small) and the turn passes: O(log(a + b)) per pair (at
// most 45 forced moves below 2^31). The test big >= 2*small is written big - small >= small, so
// no doubling overflows. It trusts the input (the judge's: pairs below 2^31, ended by 0 0 or the
// end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2348-cpp poj2348.cpp   (g++ 12, no other flags)
#include "fast_io.h"

typedef unsigned long long u64;

// Whether the first player (Stan) wins from the pair (a, b), both positive.
static inline bool stan_wins(u64 a, u64 b) {
    u64 big = a >= b ? a : b, small = a >= b ? b : a;
    bool first = true;
    while (big - small < small && big != small) {
        u64 next = big - small;
        big = small;
        small = next;
        first = !first;
    }
    return first;
}

int main() {
    for (;;) {
        long long a = read_uint();
        if (a <= 0) break;
        long long b = read_uint();
        if (stan_wins((u64)a, (u64)b)) put("Stan wins\n", 10);
        else put("Ollie wins\n", 11);
    }
    flush_output();
    return 0;
}
