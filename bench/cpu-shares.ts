import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  pid: number;
  parent: number;
  name: string;
  /** User and system CPU time, in seconds. */
  seconds: number;
  /** System CPU time alone (the kernel: syscalls, the network between processes), in seconds. */
  system: number;
}

function processTimes(): ProcessTimes[] {
  const all: ProcessTimes[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid … utime stime …": the name may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      all.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        name,
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
        system: Number(fields[12]) / TICKS_PER_SECOND,
      });
    } catch {
      // Ended between the listing and the read.
    }
  }
  return all;
}

/**
 * CPU seconds spent by each part of a bench's set-up between two readings, from /proc: the load
 * generator (this process), the servers (`serverPids` and their children: a cluster's workers),
 * PostgreSQL's processes, nginx's, and everything else on the host.
 */
export function cpuShares(serverPids: number[]) {
  const read = () => {
    const times = processTimes();
    const servers = new Set(serverPids);
    for (const p of times) if (servers.has(p.parent)) servers.add(p.pid);
    const parts = new Map<string, { seconds: number; system: number }>();
    for (const p of times) {
      const part =
        p.pid === process.pid
          ? 'générateur de charge'
          : servers.has(p.pid)
            ? 'serveurs Kelasi'
            : p.name === 'postgres'
              ? 'PostgreSQL'
              : p.name === 'nginx'
                ? 'nginx'
                : 'autres';
      const sum = parts.get(part) ?? { seconds: 0, system: 0 };
      parts.set(part, { seconds: sum.seconds + p.seconds, system: sum.system + p.system });
    }
    return parts;
  };
  let before = read();
  return {
    /** Starts counting from now. */
    reset() {
      before = read();
    },
    /** CPU seconds of each part since the last reset, and how many of them the kernel's. */
    since(): Map<string, { seconds: number; system: number }> {
      const after = read();
      return new Map(
        [...after].map(([part, { seconds, system }]) => {
          const was = before.get(part) ?? { seconds: 0, system: 0 };
          return [part, { seconds: seconds - was.seconds, system: system - was.system }];
        }),
      );
    },
  };
}
