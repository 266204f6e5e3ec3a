// A Blue-Red Hackenbush value kept exactly: its floor plus a std::set of the positions of its
// fraction's one-bits, stored relative to a lazy shift (halving the fraction d times is
// shift += d); sums move the smaller set into the larger with carries. Shared by the baselines
// of CodeChef GERALD08 and Kattis Hackenbush Purplehearts.
#ifndef BLUE_RED_VALUE_H
#define BLUE_RED_VALUE_H

#include <set>
#include <utility>

struct Value {
    long long whole = 0, shift = 0;
    std::set<long long> keys;  // bit at position q >= 1 (worth 2^-q) stored as q - shift
    void insert_bit(long long q) {
        for (;;) {
            if (q == 0) { whole++; return; }
            auto it = keys.find(q - shift);
            if (it == keys.end()) { keys.insert(q - shift); return; }
            keys.erase(it);
            q--;
        }
    }
    void add(Value &other) {
        if (other.keys.size() > keys.size()) std::swap(*this, other);
        whole += other.whole;
        for (long long key : other.keys) insert_bit(key + other.shift);
        other.keys.clear();
    }
    void blue() {
        long long w = whole;
        long long p = keys.empty() ? 2 - w : 1 - w;
        if (p <= 1) { whole++; return; }
        long long d = p - 1, top = w + p;
        shift += d;
        whole = 0;
        insert_bit(top == 2 ? d - 1 : d);
    }
    void red() {
        long long w = whole;
        if (w < 0) { whole--; return; }
        long long d = w + 1;
        shift += d;
        whole = -1;
        for (long long q = 1; q < d; q++) keys.insert(q - shift);
    }
};

#endif
