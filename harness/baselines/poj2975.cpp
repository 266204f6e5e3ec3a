// C++ baseline for POJ 2975 / ZOJ 3067 (Nim: count the winning first moves), for the side-by-side
// comparison in BENCHMARKS.md ("poj2975 against a C++ baseline"). Not part of the build or the
// tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written parser; each case's piles are stored in one reused array, xored as
// they are read; then one pass counts the piles that have the nim-sum's top bit (a ^ x < a); the
// answers go to one output buffer written with fwrite. It trusts the input (the judge's:
// 1 <= n <= 1000, piles below 2^63), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2975-cpp poj2975.cpp   (g++ 12, no other flags)
#include <cstdio>
#include <cstring>
#include <vector>

static char ibuf[1 << 16];
static size_t ilen = 0, ipos = 0;

static inline int getch() {
    if (ipos == ilen) {
        ilen = fread(ibuf, 1, sizeof ibuf, stdin);
        ipos = 0;
        if (ilen == 0) return -1;
    }
    return (unsigned char)ibuf[ipos++];
}

// The next unsigned number, or -1 at the end of the input.
static inline long long readint() {
    int c = getch();
    while (c != -1 && (c < '0' || c > '9')) c = getch();
    if (c == -1) return -1;
    long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getch();
    }
    return x;
}

static char obuf[1 << 16];
static size_t opos = 0;

static inline void putnum(unsigned long v) {
    if (opos + 24 > sizeof obuf) {
        fwrite(obuf, 1, opos, stdout);
        opos = 0;
    }
    char tmp[24];
    int k = 0;
    do {
        tmp[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (k) obuf[opos++] = tmp[--k];
    obuf[opos++] = '\n';
}

int main() {
    std::vector<unsigned long long> a;
    for (;;) {
        long long n = readint();
        if (n <= 0) break;
        a.resize(n);
        unsigned long long x = 0;
        for (long long i = 0; i < n; i++) {
            a[i] = (unsigned long long)readint();
            x ^= a[i];
        }
        unsigned long cnt = 0;
        for (long long i = 0; i < n; i++) cnt += (a[i] ^ x) < a[i];
        putnum(cnt);
    }
    fwrite(obuf, 1, opos, stdout);
    return 0;
}
