// C++ baseline for AtCoder DP contest K (Stones: a move removes exactly a_i stones; does the
// first player win from K?), for the side-by-side comparison in BENCHMARKS.md. Not part of the
// build or the tests.
//
// A fast judge solution: the input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h); the losing piles are a bitset filled a word at a time
// (subtraction_losses.h: O(K·N/64 + K) time, O(K/8) bytes). It trusts the input (the judge's: N
// up to 100 distinct moves 1..K, K up to 10^5), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o dp_k-cpp dp_k.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"
#include "subtraction_losses.h"

int main() {
    long long n = read_uint(), k = read_uint();
    std::vector<long long> moves((size_t)n);
    for (long long &a : moves) a = read_uint();
    std::vector<unsigned long long> loss = subtraction_losses(k, moves);
    if (loss[(size_t)(k >> 6)] >> (k & 63) & 1) put("Second\n", 7);
    else put("First\n", 6);
    flush_output();
    return 0;
}
