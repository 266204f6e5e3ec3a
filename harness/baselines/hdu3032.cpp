// C++ baseline for HDU 3032 (Nim or not Nim?, Lasker's Nim), for the side-by-side comparison in
// BENCHMARKS.md ("hdu3032 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); each heap x is worth g(x) = x + 1 for
// x = 3 (mod 4), x - 1 for x = 0 (mod 4, x > 0), else x, and a case is won iff the xor of its
// heaps' values is not 0; the answers go to one output buffer written with fwrite. It trusts the input (the
// judge's: heaps below 2^31, so g fits in 64 bits), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3032-cpp hdu3032.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();  // -1 (no input): no case
    for (; t > 0; t--) {
        unsigned long long n = (unsigned long long)read_uint(), x = 0;
        for (unsigned long long i = 0; i < n; i++) {
            unsigned long long h = (unsigned long long)read_uint();
            switch (h % 4) {
                case 3: x ^= h + 1; break;
                case 0: x ^= h ? h - 1 : 0; break;
                default: x ^= h;
            }
        }
        if (x) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush_output();
    return 0;
}
