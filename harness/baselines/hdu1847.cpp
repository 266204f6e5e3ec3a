// C++ baseline for HDU 1847 (Good Luck in CET-4 Everybody!), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case: the player to move loses iff n is a
// multiple of 3 (no power of two is). The whole input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h); the answers go to one output buffer written with
// fwrite. It trusts the input (the judge's: one n per line, 1 <= n <= 1000, to the end of the
// input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1847-cpp hdu1847.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        if (n % 3) put("Kiki\n", 5);
        else put("Cici\n", 5);
    }
    flush_output();
    return 0;
}
