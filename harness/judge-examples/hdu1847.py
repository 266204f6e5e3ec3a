# HDU 1847, a correct Python solution: Kiki (first) wins iff n is not a multiple of 3.
import sys

for token in sys.stdin.read().split():
    print("Cici" if int(token) % 3 == 0 else "Kiki")
