// The interactive baselines' side of the conversation (abc278_g, cf1839_e, cf1934_d2): the
// judge's bytes through read(2), which returns whatever has arrived (fast_io.h's fread would wait
// for a full 64 KiB or the end), and a send that flushes stdout after each line. The answers are
// written with fast_io.h's put functions.
#pragma once
#include <unistd.h>

#include "fast_io.h"

// The next byte the judge has sent (read(2): whatever is there, never waiting for more), or -1.
static int judge_char() {
    static char buffer[1 << 16];
    static ssize_t length = 0, position = 0;
    if (position == length) {
        length = read(0, buffer, sizeof buffer);
        position = 0;
        if (length <= 0) return -1;
    }
    return (unsigned char)buffer[position++];
}

// The judge's next number, with its sign.
static long long judge_number() {
    int c = judge_char();
    while (c != -1 && c != '-' && (c < '0' || c > '9')) c = judge_char();
    bool negative = c == '-';
    if (negative) c = judge_char();
    long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = judge_char();
    }
    return negative ? -x : x;
}

// Hands the line written so far to the judge.
static void send() {
    flush_output();
    fflush(stdout);
}
