// The fast reader and writer every C++ baseline of harness/baselines/ shares: the way the fastest
// accepted judge solutions read and write (the whole input through fread into a 64 KiB buffer,
// numbers parsed by a hand-written digit loop, the answers gathered in one buffer written with
// fwrite). Like those solutions it trusts the input: no error checking, no overflow check.
//
// Use: #include "fast_io.h" at the top of a baseline, then read_uint / read_u64 / read_int /
// read_word / next_char, write with put / put_uint / put_int / put_char, and call flush_output()
// before main returns. Header-only: a baseline compiles alone with `g++ -O2 -o id-cpp id.cpp`.
#pragma once
#include <cstdio>
#include <cstring>

namespace fast_io {
inline char input_buffer[1 << 16];
inline size_t input_length = 0, input_position = 0;
inline char output_buffer[1 << 16];
inline size_t output_position = 0;
}  // namespace fast_io

// The next byte of the input, or -1 at its end.
static inline int next_char() {
    using namespace fast_io;
    if (input_position == input_length) {
        input_length = fread(input_buffer, 1, sizeof input_buffer, stdin);
        input_position = 0;
        if (input_length == 0) return -1;
    }
    return (unsigned char)input_buffer[input_position++];
}

// The next unsigned number below 2^63 (any other byte before it is skipped), or -1 at the end
// of the input (read_u64 takes the whole 64-bit range).
static inline long long read_uint() {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    if (c == -1) return -1;
    long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return x;
}

// The next unsigned 64-bit number into `*x` (up to 2^64 - 1; any other byte before it is
// skipped); false at the end of the input.
static inline bool read_u64(unsigned long long *x) {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    if (c == -1) return false;
    unsigned long long v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (unsigned long long)(c - '0');
        c = next_char();
    }
    *x = v;
    return true;
}

// The next signed number (a '-' right before its digits makes it negative); `*ok` false at the
// end of the input.
static inline long long read_int(bool *ok) {
    int c = next_char();
    while (c != -1 && c != '-' && (c < '0' || c > '9')) c = next_char();
    *ok = c != -1;
    bool negative = c == '-';
    if (negative) c = next_char();
    long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return negative ? -x : x;
}

// The next word (bytes up to whitespace) into `word` (room for `room` bytes with the NUL); its
// length, or -1 at the end of the input. A longer word is cut to room - 1 bytes.
static inline int read_word(char *word, int room) {
    int c = next_char();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_char();
    if (c == -1) return -1;
    int length = 0;
    while (c != -1 && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        if (length + 1 < room) word[length++] = (char)c;
        c = next_char();
    }
    word[length] = 0;
    return length;
}

// Writes what the output buffer holds.
static inline void flush_output() {
    using namespace fast_io;
    fwrite(output_buffer, 1, output_position, stdout);
    output_position = 0;
}

// Appends `length` bytes to the output (at most the buffer's 64 KiB at once).
static inline void put(const char *s, size_t length) {
    using namespace fast_io;
    if (output_position + length > sizeof output_buffer) flush_output();
    memcpy(output_buffer + output_position, s, length);
    output_position += length;
}

// Appends one byte.
static inline void put_char(char c) { put(&c, 1); }

// Appends `x` in decimal.
static inline void put_uint(unsigned long long x) {
    char digits[20];
    int n = 0;
    do {
        digits[19 - n++] = (char)('0' + x % 10);
        x /= 10;
    } while (x);
    put(digits + 20 - n, n);
}

// Appends `x` in decimal, with a '-' when negative.
static inline void put_int(long long x) {
    if (x < 0) {
        put_char('-');
        put_uint(0ULL - (unsigned long long)x);
    } else {
        put_uint((unsigned long long)x);
    }
}
