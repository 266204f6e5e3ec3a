// C++ baseline for Kattis Hackenbush Purplehearts (the exact value a/2^k of a Blue-Red
// Hackenbush forest), for the side-by-side comparison in BENCHMARKS.md. Not part of the build or
// the tests.
//
// A straightforward fast judge solution: the input is read through fread by fast_io.h's parser.
// Each value is its floor plus a std::set of the positions of its fraction's one-bits, stored
// relative to a lazy shift (halving the fraction d times is shift += d). Edges are folded last
// first into the edge below; a sum moves the smaller set into the larger with carries; a blue
// edge over x adds p (the least p >= 1 with x + p > 1) and halves p - 1 times, a red edge the
// mirror image. The numerator is printed in decimal by repeated division by 10^9. It trusts the
// input (n <= 10^5, a forest, n colours), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hackenbushpurplehearts-cpp hackenbushpurplehearts.cpp   (g++ 12)
#include "fast_io.h"
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "blue_red_value.h"

static std::string decimal(std::vector<unsigned> limbs) {
    std::vector<unsigned> chunks;
    for (;;) {
        while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
        if (limbs.empty()) break;
        unsigned long long r = 0;
        for (size_t i = limbs.size(); i-- > 0;) {
            unsigned long long cur = (r << 32) | limbs[i];
            limbs[i] = (unsigned)(cur / 1000000000ULL);
            r = cur % 1000000000ULL;
        }
        chunks.push_back((unsigned)r);
    }
    if (chunks.empty()) return "0";
    std::string s = std::to_string(chunks.back());
    char buf[16];
    for (size_t i = chunks.size() - 1; i-- > 0;) {
        snprintf(buf, sizeof buf, "%09u", chunks[i]);
        s += buf;
    }
    return s;
}

int main() {
    bool ok = true;
    int n = (int)read_int(&ok);
    std::vector<int> below(n);
    for (int i = 0; i < n; i++) below[i] = (int)read_int(&ok);
    std::vector<char> colours(n + 2);
    if (n > 0) read_word(colours.data(), n + 1);
    std::vector<Value> above(n);
    Value ground;
    for (int e = n - 1; e >= 0; e--) {
        if (colours[e] == 'B') above[e].blue(); else above[e].red();
        if (below[e] == -1) ground.add(above[e]); else above[below[e] - 1].add(above[e]);
    }
    // a = whole * 2^k + F, F the fraction's bits as a k-bit integer.
    long long k = ground.keys.empty() ? 0 : *ground.keys.rbegin() + ground.shift;
    std::vector<unsigned> f(k / 32 + 3, 0), h(k / 32 + 3, 0);
    for (long long key : ground.keys) {
        long long bit = k - (key + ground.shift);
        f[bit / 32] |= 1u << (bit % 32);
    }
    unsigned long long mag = ground.whole < 0 ? -(unsigned long long)ground.whole : ground.whole;
    unsigned __int128 wide = (unsigned __int128)mag << (k % 32);
    for (int i = 0; i < 3; i++) h[k / 32 + i] = (unsigned)(wide >> (32 * i));
    std::string text;
    if (ground.whole >= 0) {
        unsigned long long carry = 0;
        for (size_t i = 0; i < f.size(); i++) {
            unsigned long long s = (unsigned long long)f[i] + h[i] + carry;
            f[i] = (unsigned)s;
            carry = s >> 32;
        }
        text = decimal(f);
    } else {
        long long borrow = 0;
        for (size_t i = 0; i < h.size(); i++) {
            long long d = (long long)h[i] - f[i] - borrow;
            borrow = d < 0;
            h[i] = (unsigned)(d < 0 ? d + (1LL << 32) : d);
        }
        text = "-" + decimal(h);
    }
    put(text.data(), text.size());
    if (k > 0) {
        put("/2^", 3);
        put_uint(k);
    }
    put_char('\n');
    flush_output();
    return 0;
}
