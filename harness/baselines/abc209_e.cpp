// C++ baseline for AtCoder ABC209 E (Shiritori), for the side-by-side comparison in
// BENCHMARKS.md ("abc209_e against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written parser (fast_io.h); each word becomes an edge from its first three letters to
// its last three, a position being one of the 52^3 three-letter strings (no renumbering); the
// reversed edges are stored in compressed form (counting sort: one array of sources, one offset per
// position); win, lose or draw comes from the usual retrograde BFS (positions without a word lose;
// a position with a move to a lost one wins; one whose moves all lead to won ones loses; the rest
// draw); per word the outcome of its last three letters, for Aoki to move, gives the answer; the
// answers go to one output buffer written with fwrite. It trusts the input (the judge's: 3 to 8
// ASCII letters a word), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o abc209_e-cpp abc209_e.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

static const int P = 52 * 52 * 52;

static inline int code(int c) { return c <= 'Z' ? c - 'A' : c - 'a' + 26; }

int main() {
    long n = read_uint();
    std::vector<int> from(n), to(n);
    for (long i = 0; i < n; i++) {
        int c = next_char();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_char();
        char w[16];
        int len = 0;
        while (c > ' ') {
            w[len++] = (char)c;
            c = next_char();
        }
        from[i] = (code(w[0]) * 52 + code(w[1])) * 52 + code(w[2]);
        to[i] = (code(w[len - 3]) * 52 + code(w[len - 2])) * 52 + code(w[len - 1]);
    }
    // Reversed edges: for each position, the words' first positions that lead to it.
    std::vector<int> start(P + 1, 0), deg(P, 0), src(n);
    for (long i = 0; i < n; i++) {
        start[to[i] + 1]++;
        deg[from[i]]++;
    }
    for (int v = 0; v < P; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (long i = 0; i < n; i++) src[fill[to[i]]++] = from[i];
    // 0 draw (unknown), 1 win, 2 lose for the player to move.
    std::vector<char> res(P, 0);
    std::vector<int> queue;
    queue.reserve(P);
    for (int v = 0; v < P; v++)
        if (deg[v] == 0) {
            res[v] = 2;
            queue.push_back(v);
        }
    for (size_t q = 0; q < queue.size(); q++) {
        int v = queue[q];
        for (int e = start[v]; e < start[v + 1]; e++) {
            int u = src[e];
            if (res[u]) continue;
            if (res[v] == 2) {
                res[u] = 1;
                queue.push_back(u);
            } else if (--deg[u] == 0) {
                res[u] = 2;
                queue.push_back(u);
            }
        }
    }
    for (long i = 0; i < n; i++) {
        char r = res[to[i]];
        if (r == 2) put("Takahashi\n", 10);
        else if (r == 1) put("Aoki\n", 5);
        else put("Draw\n", 5);
    }
    flush_output();
    return 0;
}
