// The nim product below 2^32 that the nimber baselines share (hdu3404, poj3533, nim_product_64):
// the nimbers below 2^16 are the field GF(2^16), whose multiplicative group is cyclic, so a
// product there is exp[log a + log b] with a generator's tables (log 0 is a sentinel so negative
// that the sum lands in a zero-filled stretch before exp: no branch); 32-bit products are one
// Karatsuba step over F = 2^16 (a * b = ((a0 ^ a1)(b0 ^ b1) ^ a0 b0) F + a0 b0 ^ (a1 b1)(F / 2)).
// Call build_tables() once first: O(2^16).
#pragma once

typedef unsigned short u16;
typedef unsigned u32;
typedef unsigned long long u64;

static const int ORDER = 65535;                // the multiplicative group of GF(2^16)
static const int ZERO_LOG = -3 * ORDER;        // log 0: every sum with it in [-6 ORDER, 0)
static u16 exp_room[9 * ORDER];                // exp_room[0 .. 6 ORDER): zeros, then exp
static u16 *const exp_table = exp_room + 6 * ORDER;  // g^i for 0 <= i < 3 ORDER
static int log_table[1 << 16];
static int log_half;                           // log 2^15

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
        exp_table[i] = exp_table[i + ORDER] = exp_table[i + 2 * ORDER] = power;
        log_table[power] = i;
        power = by_low[power & 255] ^ by_high[power >> 8];
    }
    log_table[0] = ZERO_LOG;
    log_half = log_table[1 << 15];
}

static inline u16 mul16(u16 a, u16 b) { return exp_table[log_table[a] + log_table[b]]; }

// a * b * 2^15, with a, b below 2^16.
static inline u16 mul16_half(u16 a, u16 b) {
    return exp_table[log_table[a] + log_table[b] + log_half];
}

static inline u32 mul32(u32 a, u32 b) {
    u16 a0 = (u16)a, a1 = (u16)(a >> 16), b0 = (u16)b, b1 = (u16)(b >> 16);
    u16 low = mul16(a0, b0);
    u16 middle = mul16(a0 ^ a1, b0 ^ b1) ^ low;
    return (u32)middle << 16 | (u16)(low ^ mul16_half(a1, b1));
}
