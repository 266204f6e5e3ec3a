# HDU 2176, a correct Python solution: Yes/No, then every winning move "a b".
import sys

data = sys.stdin.buffer.read().split()
i, out = 0, []
while i < len(data):
    m = int(data[i]); i += 1
    if m == 0:
        break
    piles = list(map(int, data[i:i + m])); i += m
    x = 0
    for p in piles:
        x ^= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    out.extend(f"{p} {p ^ x}" for p in piles if p ^ x < p)
sys.stdout.write("".join(line + "\n" for line in out))
