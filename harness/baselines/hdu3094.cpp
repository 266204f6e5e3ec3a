// C++ baseline for HDU 3094 (A tree game: Green Hackenbush on a tree rooted at vertex 1), for the
// side-by-side comparison in BENCHMARKS.md ("hdu3094 against a C++ baseline"). Not part of the
// build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written parser (fast_io.h); each case's edges go into static adjacency lists (head /
// next arrays, the usual "forward star"); a breadth-first search from vertex 1 gives each vertex's
// parent and an order in which parents come before children; walking that order backwards applies
// the colon principle, SG(parent) ^= SG(v) + 1; Alice wins iff SG(1) != 0. The answers go to one
// output buffer written with fwrite. It trusts the input (the judge's: T <= 100, N <= 10^5, a
// tree), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3094-cpp hdu3094.cpp   (g++ 12, no other flags)
#include "fast_io.h"

const int MAXN = 100005;
static int head[MAXN], nxt[2 * MAXN], to[2 * MAXN], cnt;
static int parent[MAXN], order[MAXN], sg[MAXN];

int main() {
    int t = read_uint();
    while (t-- > 0) {
        int n = read_uint();
        if (n <= 0) break;
        memset(head + 1, -1, sizeof(int) * n);
        cnt = 0;
        for (int i = 1; i < n; i++) {
            int a = read_uint(), b = read_uint();
            to[cnt] = b; nxt[cnt] = head[a]; head[a] = cnt++;
            to[cnt] = a; nxt[cnt] = head[b]; head[b] = cnt++;
        }
        // Breadth-first from 1: order[] has every parent before its children.
        int qh = 0, qt = 0;
        order[qt++] = 1;
        parent[1] = 0;
        while (qh < qt) {
            int v = order[qh++];
            sg[v] = 0;
            for (int e = head[v]; e != -1; e = nxt[e]) {
                int w = to[e];
                if (w != parent[v]) {
                    parent[w] = v;
                    order[qt++] = w;
                }
            }
        }
        for (int i = qt - 1; i > 0; i--) {
            int v = order[i];
            sg[parent[v]] ^= sg[v] + 1;
        }
        if (sg[1]) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush_output();
    return 0;
}
