// C++ baseline for HDU 1517 (A Multiplication Game), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: Stan wins iff 18^j < n <= 9 * 18^j for some j >= 0,
// checked against the table of the 16 powers 18^j that fit in 64 bits (a few comparisons, O(log n)
// at most, no division). The whole input is read through fread into a 64 KiB buffer by a
// hand-written digit loop (fast_io.h); the answers go to one output buffer written with fwrite.
// It trusts the input (the judge's: 1 < n < 4294967295, one a line, to the end of the input), as
// judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1517-cpp hdu1517.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    // power[j] = 18^j; win_top[j] = 9 * 18^j, capped at 2^64 - 1 where it does not fit.
    unsigned long long power[16], win_top[16];
    power[0] = 1;
    for (int j = 1; j < 16; j++) power[j] = power[j - 1] * 18;
    for (int j = 0; j < 16; j++)
        win_top[j] = power[j] <= ~0ULL / 9 ? power[j] * 9 : ~0ULL;
    long long read;
    while ((read = read_uint()) != -1) {
        unsigned long long n = (unsigned long long)read;
        int j = 0;
        while (j < 15 && n > power[j + 1]) j++;
        // Now 18^j < n <= 18^(j+1) (or j = 15): Stan wins iff n <= 9 * 18^j.
        if (n <= win_top[j]) put("Stan wins.\n", 11);
        else put("Ollie wins.\n", 12);
    }
    flush_output();
    return 0;
}
