// C++ baseline for Codeforces 1844A (Subtraction Game: a pile size from which the second player
// wins when a move takes exactly a or b stones), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h); it prints the smallest such pile, the crate's answer
// (1 when a >= 2: no move; 3 for {1, 2}; else 2): O(1) a pair; the answers go to one output
// buffer written with fwrite. It trusts the input (the judge's: t up to 100, 1 <= a < b <= 100),
// as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cf1844a-cpp cf1844a.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        long long a = read_uint(), b = read_uint();
        if (a != 1) put("1\n", 2);
        else if (b == 2) put("3\n", 2);
        else put("2\n", 2);
    }
    flush_output();
    return 0;
}
