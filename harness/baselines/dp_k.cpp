// C++ baseline for AtCoder DP contest K (Stones: a move removes exactly a_i stones; does the
// first player win from K?), for the side-by-side comparison in BENCHMARKS.md. Not part of the
// build or the tests.
//
// A fast judge solution: the input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h). The losing piles are a bitset, filled 64 piles (one word) at a time:
// for a move a > 64 every pile of the word looks back past the word, so the word's wins through
// a are the loss bits 64 positions wide starting a back (two words shifted together), or-ed over
// the large moves; the moves a <= 64 are a 64-bit mask against a 64-bit window of the latest
// losses, pile by pile. O(K·N/64 + K) time, O(K/8) bytes of memory. It trusts the input (the
// judge's: N up to 100 distinct moves 1..K, K up to 10^5), as judge solutions do: no error
// checking.
//
// Compiled with: g++ -O2 -o dp_k-cpp dp_k.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

// The 64 loss bits of piles s .. s + 63 (piles below 0 are no move: bit 0); every pile read is
// already decided.
static inline unsigned long long window(const std::vector<unsigned long long> &loss, long long s) {
    if (s < 0) return s <= -64 ? 0 : window(loss, 0) << -s;
    size_t w = (size_t)(s >> 6);
    unsigned o = (unsigned)(s & 63);
    return o ? loss[w] >> o | loss[w + 1] << (64 - o) : loss[w];
}

int main() {
    long long n = read_uint(), k = read_uint();
    unsigned long long small = 0;
    std::vector<long long> large;
    for (long long i = 0; i < n; i++) {
        long long a = read_uint();
        if (a <= 64) small |= 1ULL << (a - 1);
        else if (a <= k) large.push_back(a);
    }
    std::vector<unsigned long long> loss((size_t)(k >> 6) + 2, 0);
    unsigned long long recent = 0;  // bit i: pile x - 1 - i is a loss
    bool win = false;
    for (long long x0 = 0; x0 <= k; x0 += 64) {
        unsigned long long far = 0;  // bit i: pile x0 + i wins by a large move
        for (long long a : large)
            if (a < x0 + 64) far |= window(loss, x0 - a);
        unsigned long long word = 0;
        long long end = x0 + 64 <= k + 1 ? 64 : k + 1 - x0;
        for (long long i = 0; i < end; i++) {
            win = (far >> i & 1) || (recent & small);
            recent = recent << 1 | !win;
            word |= (unsigned long long)!win << i;
        }
        loss[(size_t)(x0 >> 6)] = word;
    }
    if (win) put("First\n", 6);
    else put("Second\n", 7);
    flush_output();
    return 0;
}
