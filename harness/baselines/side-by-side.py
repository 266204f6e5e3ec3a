#!/usr/bin/env python3
"""Side by side: alternate programs on one input, N runs each (after a warm-up), medians of wall and CPU (user+sys) time; ratios against the first program."""
import os, sys, time, statistics
runs = int(sys.argv[1]); inp = sys.argv[2]; progs = sys.argv[3:]
res = {p: ([], []) for p in progs}
def run(p):
    fi = os.open(inp, os.O_RDONLY); fo = os.open('/dev/null', os.O_WRONLY)
    t0 = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(fi, 0); os.dup2(fo, 1)
        env=dict(os.environ)
        exe=p
        if '=' in p.split(':')[0]:
            k,exe=p.split(':',1); env[k.split('=')[0]]=k.split('=')[1]
        os.execve(exe, [exe], env)
    _, st, ru = os.wait4(pid, 0)
    t = time.perf_counter() - t0
    os.close(fi); os.close(fo)
    assert st == 0, (p, st)
    return t, ru.ru_utime + ru.ru_stime
for p in progs: run(p)
for i in range(runs):
    order = progs if i % 2 == 0 else progs[::-1]
    for p in order:
        w, c = run(p); res[p][0].append(w); res[p][1].append(c)
base = progs[0]
bw = statistics.median(res[base][0]); bc = statistics.median(res[base][1])
print(f"{os.path.basename(inp)}, {runs} runs each, alternating; medians (ms), ratio to {os.path.basename(base)}")
for p in progs:
    w = statistics.median(res[p][0]); c = statistics.median(res[p][1])
    print(f"  {p.replace('/tmp/',''):30s} wall {w*1e3:8.2f} ({w/bw:.2f}x)  cpu {c*1e3:8.2f} ({c/bc:.2f}x)")
