// C++ baseline for HDU 1404 (Digital Deletions), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: a string starting with 0 wins at once (delete it all);
// any other is a number x below 10^6. The byte table of the 10^6 numbers is built once, walking x
// upward: a number not yet marked is a loss, and every number with a move to it is marked a win
// (x with one digit raised; x followed by 0 and any further digits, up to 6 in all, filled with
// memset). O(10^6) plus about 80,000 losses times at most 54 raised digits; then O(6) a string.
// The whole input is read through fread into a 64 KiB buffer (fast_io.h), token by token as bytes
// (so 01 stays a string starting with 0); the answers go to one output buffer written with
// fwrite. It trusts the input (the judge's: strings of 1 to 6 digits), as judge solutions do: no
// error checking.
//
// Compiled with: g++ -O2 -o hdu1404-cpp hdu1404.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int LIMIT = 1000000;
static unsigned char win[LIMIT];

static void build() {
    for (int x = 1; x < LIMIT; x++) {
        if (win[x]) continue;
        for (int place = 1; place <= x; place *= 10) {
            int digit = x / place % 10;
            for (int up = 1; up <= 9 - digit; up++) win[x + up * place] = 1;
        }
        for (int first = x * 10, count = 1; first < LIMIT; first *= 10, count *= 10)
            memset(win + first, 1, count);
    }
}

int main() {
    char word[8];
    bool built = false;
    int length;
    while ((length = read_word(word, sizeof word)) != -1) {
        bool wins;
        if (word[0] == '0') {
            wins = true;
        } else {
            if (!built) build(), built = true;
            int x = 0;
            for (int i = 0; i < length; i++) x = x * 10 + (word[i] - '0');
            wins = win[x];
        }
        if (wins) put("Yes\n", 4);
        else put("No\n", 3);
    }
    flush_output();
    return 0;
}
