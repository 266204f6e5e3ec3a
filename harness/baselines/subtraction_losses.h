// The losing heaps of a subtraction game (a move removes exactly p stones, p in a set), shared by
// the baselines of CSES 1729 and AtCoder DP K.
//
// The losses are a bitset, filled 64 heaps (one word) at a time: for a move p > 64 every heap of
// the word looks back past the word, so the word's wins through p are the loss bits 64 positions
// wide starting p back (two words shifted together), or-ed over the large moves; the moves
// p <= 64 are a 64-bit mask against a 64-bit window of the latest losses, heap by heap.
// O(n·k/64 + n) time for k moves, O(n/8) bytes of memory.
#ifndef SUBTRACTION_LOSSES_H
#define SUBTRACTION_LOSSES_H

#include <vector>

// The 64 loss bits of heaps s .. s + 63 (heaps below 0 are no move: bit 0); every heap read is
// already decided.
static inline unsigned long long loss_window(const std::vector<unsigned long long> &loss,
                                             long long s) {
    if (s < 0) return s <= -64 ? 0 : loss_window(loss, 0) << -s;
    size_t w = (size_t)(s >> 6);
    unsigned o = (unsigned)(s & 63);
    return o ? loss[w] >> o | loss[w + 1] << (64 - o) : loss[w];
}

// Bit x of the answer (word x >> 6, bit x & 63) is set iff heap x, 0 <= x <= n, is lost by the
// player to move. `moves` are positive; those above n never apply.
static std::vector<unsigned long long> subtraction_losses(long long n,
                                                          const std::vector<long long> &moves) {
    unsigned long long small = 0;
    std::vector<long long> large;
    for (long long p : moves) {
        if (p <= 64) small |= 1ULL << (p - 1);
        else if (p <= n) large.push_back(p);
    }
    std::vector<unsigned long long> loss((size_t)(n >> 6) + 2, 0);
    unsigned long long recent = 0;  // bit i: heap x - 1 - i is a loss
    for (long long x0 = 0; x0 <= n; x0 += 64) {
        unsigned long long far = 0;  // bit i: heap x0 + i wins by a large move
        for (long long p : large)
            if (p < x0 + 64) far |= loss_window(loss, x0 - p);
        unsigned long long word = 0;
        long long end = x0 + 64 <= n + 1 ? 64 : n + 1 - x0;
        for (long long i = 0; i < end; i++) {
            bool win = (far >> i & 1) || (recent & small);
            recent = recent << 1 | !win;
            word |= (unsigned long long)!win << i;
        }
        loss[(size_t)(x0 >> 6)] = word;
    }
    return loss;
}

#endif
