// C++ baseline for HDU 5724 (Chess), for the side-by-side comparison in BENCHMARKS.md
// ("hdu5724 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the SG value of every row of 20 cells (a 20-bit mask,
// cell c is bit 20 - c, so every move makes the mask smaller) is built once, in increasing order
// of masks, into a byte table of 2^20; each mask's moves are found in one pass over its bits from
// the lowest, remembering the last empty cell seen (a piece moves to the first empty cell to its
// right), and its value is the mex over a 21-entry stamp array. Then the whole input is read
// through fread into a 64 KiB buffer by a hand-written parser; per case the rows' values are
// xored; the answers go to one output buffer written with fwrite. It trusts the input (the
// judge's: distinct cells in 1..20), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu5724-cpp hdu5724.cpp   (g++ 12, no other flags)
#include <cstdio>
#include <cstring>

static unsigned char sg[1 << 20];

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
static inline long readint() {
    int c = getch();
    while (c != -1 && (c < '0' || c > '9')) c = getch();
    if (c == -1) return -1;
    long x = 0;
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
    static int mark[32];
    int stamp = 0;
    for (int mask = 0; mask < (1 << 20); mask++) {
        ++stamp;
        int last = -1;
        for (int b = 0; b < 20; b++) {
            if (mask >> b & 1) {
                if (last >= 0) mark[sg[mask ^ (1 << b) ^ (1 << last)]] = stamp;
            } else {
                last = b;
            }
        }
        int g = 0;
        while (mark[g] == stamp) g++;
        sg[mask] = (unsigned char)g;
    }
    long t = readint();
    while (t-- > 0) {
        long n = readint();
        int x = 0;
        while (n-- > 0) {
            long m = readint();
            int mask = 0;
            while (m-- > 0) mask |= 1 << (20 - readint());
            x ^= sg[mask];
        }
        if (x) put("YES\n", 4);
        else put("NO\n", 3);
    }
    fwrite(obuf, 1, opos, stdout);
    return 0;
}
