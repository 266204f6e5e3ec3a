// HDU 2176, a classic wrong answer: one line per distinct pile size (equal piles each need a line).
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int m;
    std::vector<long long> a;
    while (scanf("%d", &m) == 1 && m) {
        a.resize(m);
        long long x = 0;
        for (int i = 0; i < m; i++) { scanf("%lld", &a[i]); x ^= a[i]; }
        if (!x) { puts("No"); continue; }
        puts("Yes");
        std::set<long long> seen;
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i] && seen.insert(a[i]).second) printf("%lld %lld\n", a[i], a[i] ^ x);
    }
}
