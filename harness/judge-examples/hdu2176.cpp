// HDU 2176, a correct C++ solution in the judges' usual style.
#include <cstdio>
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
        for (int i = 0; i < m; i++) if ((a[i] ^ x) < a[i]) printf("%lld %lld\n", a[i], a[i] ^ x);
    }
}
