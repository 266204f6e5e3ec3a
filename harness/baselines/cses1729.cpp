// C++ baseline for CSES 1729 (Stick Game: a move removes exactly p sticks, p in a set P; print
// W or L for every heap 1..n), for the side-by-side comparison in BENCHMARKS.md. Not part of the
// build or the tests.
//
// A fast judge solution: the input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h); the losses are a bitset filled a word at a time
// (subtraction_losses.h: O(n·k/64 + n) time, O(n/8) bytes); the letters go to one output buffer
// written with fwrite. It trusts the input (the judge's: n up to 10^6, k up to 100 distinct moves
// 1..n), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cses1729-cpp cses1729.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"
#include "subtraction_losses.h"

int main() {
    long long n = read_uint(), k = read_uint();
    std::vector<long long> moves((size_t)k);
    for (long long &p : moves) p = read_uint();
    std::vector<unsigned long long> loss = subtraction_losses(n, moves);
    for (long long x = 1; x <= n; x++) put_char(loss[(size_t)(x >> 6)] >> (x & 63) & 1 ? 'L' : 'W');
    put_char('\n');
    flush_output();
    return 0;
}
