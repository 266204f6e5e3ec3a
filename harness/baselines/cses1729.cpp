// C++ baseline for CSES 1729 (Stick Game: a move removes exactly p sticks, p in a set P; print
// W or L for every heap 1..n), for the side-by-side comparison in BENCHMARKS.md. Not part of the
// build or the tests.
//
// A fast judge solution: the input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h). The losses are a bitset, filled 64 heaps (one word) at a time: for a
// move p > 64 every heap of the word looks back past the word, so the word's wins through p are
// the loss bits 64 positions wide starting p back (two words shifted together), or-ed over the
// large moves; the moves p <= 64 are a 64-bit mask against a 64-bit window of the latest losses,
// heap by heap. O(n·k/64 + n) time, O(n/8) bytes of memory; the letters go to one output buffer
// written with fwrite. It trusts the input (the judge's: n up to 10^6, k up to 100 distinct moves
// 1..n), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cses1729-cpp cses1729.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

// The 64 loss bits of heaps s .. s + 63 (heaps below 0 are no move: bit 0); every heap read is
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
    for (long long i = 0; i < k; i++) {
        long long p = read_uint();
        if (p <= 64) small |= 1ULL << (p - 1);
        else if (p <= n) large.push_back(p);
    }
    std::vector<unsigned long long> loss((size_t)(n >> 6) + 2, 0);
    unsigned long long recent = 0;  // bit i: heap x - 1 - i is a loss
    for (long long x0 = 0; x0 <= n; x0 += 64) {
        unsigned long long far = 0;  // bit i: heap x0 + i wins by a large move
        for (long long p : large)
            if (p < x0 + 64) far |= window(loss, x0 - p);
        unsigned long long word = 0;
        long long end = x0 + 64 <= n + 1 ? 64 : n + 1 - x0;
        for (long long i = 0; i < end; i++) {
            bool win = (far >> i & 1) || (recent & small);
            recent = recent << 1 | !win;
            word |= (unsigned long long)!win << i;
        }
        loss[(size_t)(x0 >> 6)] = word;
        if (x0 == 0) {
            for (long long i = 1; i < end; i++) put_char(word >> i & 1 ? 'L' : 'W');
        } else {
            for (long long i = 0; i < end; i++) put_char(word >> i & 1 ? 'L' : 'W');
        }
    }
    put_char('\n');
    flush_output();
    return 0;
}
