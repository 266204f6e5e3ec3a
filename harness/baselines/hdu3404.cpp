// C++ baseline for HDU 3404 (Switch lights: a two-dimensional coin-turning game), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). A lone light at (x, y) is worth the nim product x * y (Tartan's theorem), and
// lxhgww wins iff the xor of the lights' values is not 0. The judge's coordinates are below
// 2^16, whose nimbers are the field GF(2^16): a product is exp[log x + log y] with a generator's
// tables (log 0 a sentinel whose sums land in a zero-filled stretch before exp), the fastest
// known way (Library Checker's "Nim Product" solutions); the tables are built once in O(2^16)
// (the generator's powers by two byte tables), then O(1) per light. It trusts the input (the
// judge's: T <= 100 cases of n <= 1000 distinct lights, 1 <= x, y <= 10 000), as judge solutions
// do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3404-cpp hdu3404.cpp   (g++ 12, no other flags)
#include "fast_io.h"

typedef unsigned short u16;
typedef unsigned long long u64;

static const int ORDER = 65535;                // the multiplicative group of GF(2^16)
static const int ZERO_LOG = -2 * ORDER;        // log 0: every sum with it in [-4 ORDER, 0)
static u16 exp_room[6 * ORDER];                // exp_room[0 .. 4 ORDER): zeros, then exp
static u16 *const exp_table = exp_room + 4 * ORDER;  // g^i for 0 <= i < 2 ORDER
static int log_table[1 << 16];

// The nim product of a and b below 2^bits, by Karatsuba over the Fermat 2-power F = 2^(bits/2)
// (F * F = F + F/2) down to single bits, where it is &: only to build the tables.
static u64 slow_product(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 high = slow_product(a1, b1, half), low = slow_product(a0, b0, half);
    u64 middle = slow_product(a1 ^ a0, b1 ^ b0, half) ^ low;
    return middle << half ^ low ^ slow_product(high, 1ULL << (half - 1), half);
}

// The log and exp tables of 10279, a generator of GF(2^16)'s multiplicative group (its powers run
// through all 65535 non-zero nimbers below 2^16: checked when this baseline was written).
static void build_tables() {
    const u64 generator = 10279;
    u16 by_low[256], by_high[256];  // generator * b and generator * (b << 8)
    for (int b = 0; b < 256; b++) {
        by_low[b] = (u16)slow_product(generator, (u64)b, 16);
        by_high[b] = (u16)slow_product(generator, (u64)b << 8, 16);
    }
    u16 power = 1;
    for (int i = 0; i < ORDER; i++) {
        exp_table[i] = exp_table[i + ORDER] = power;
        log_table[power] = i;
        power = by_low[power & 255] ^ by_high[power >> 8];
    }
    log_table[0] = ZERO_LOG;
}

static inline u16 mul16(u16 a, u16 b) { return exp_table[log_table[a] + log_table[b]]; }

int main() {
    build_tables();
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        u16 x = 0;
        while (n-- > 0) {
            u16 a = (u16)read_uint(), b = (u16)read_uint();
            x ^= mul16(a, b);
        }
        if (x) put("Have a try, lxhgww.\n", 20);
        else put("Don't waste your time.\n", 23);
    }
    flush_output();
    return 0;
}
