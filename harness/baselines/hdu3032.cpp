// C++ baseline for HDU 3032 (Nim or not Nim?, Lasker's Nim), for the side-by-side comparison in
// BENCHMARKS.md ("hdu3032 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop; each heap x is worth g(x) = x + 1 for x = 3 (mod 4),
// x - 1 for x = 0 (mod 4, x > 0), else x, and a case is won iff the xor of its heaps' values is
// not 0; the answers go to one output buffer written with fwrite. It trusts the input (the
// judge's: heaps below 2^31, so g fits in 64 bits), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3032-cpp hdu3032.cpp   (g++ 12, no other flags)
#include <cstdio>
#include <cstring>

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

// The next unsigned number (0 at the end of the input).
static inline unsigned long long readint() {
    int c = getch();
    while (c != -1 && (c < '0' || c > '9')) c = getch();
    unsigned long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getch();
    }
    return x;
}

static char obuf[1 << 16];
static size_t opos = 0;

static inline void put(const char *s, size_t len) {
    if (opos + len > sizeof obuf) {
        fwrite(obuf, 1, opos, stdout);
        opos = 0;
    }
    memcpy(obuf + opos, s, len);
    opos += len;
}

int main() {
    unsigned long long t = readint();
    while (t--) {
        unsigned long long n = readint(), x = 0;
        for (unsigned long long i = 0; i < n; i++) {
            unsigned long long h = readint();
            switch (h % 4) {
                case 3: x ^= h + 1; break;
                case 0: x ^= h ? h - 1 : 0; break;
                default: x ^= h;
            }
        }
        if (x) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    fwrite(obuf, 1, opos, stdout);
    return 0;
}
