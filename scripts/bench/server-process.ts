import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** VmRSS or VmHWM (the peak since the last reset) of a process, in bytes. */
export function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Resets the kernel's peak-RSS mark of the process (writing 5 to clear_refs), when allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU time the process has used so far (user and system, all its threads), in seconds. */
export function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux counts them in clock ticks of 1/100 s (USER_HZ).
  return ticks / 100;
}

/** The CPU seconds of every PostgreSQL process on this machine, by process id. */
export function postgresCpuSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        seconds.set(pid, cpuSeconds(pid));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return seconds;
}

/** CPU seconds PostgreSQL used between two readings (processes started since count whole). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * CPU seconds of the process's threads that run at a lowered priority: the receipt thread
 * (receipt-thread.ts sets its nice value to 10), so its PDFs are counted apart.
 */
export function lowPriorityCpuSeconds(pid: number): number {
  let total = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields =
        readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // Field 19 is the nice value; 14 and 15 the user and system time.
      if (Number(fields[16]) > 0) total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The thread ended while the list was read.
    }
  }
  return total;
}

/** How many statements the server sent to its database so far (its /api/metrics). */
export async function statementsSent(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/api/metrics`)).text();
  const counts = metrics.matchAll(/^hostel_db_query_duration_seconds_count\{[^}]*\} (\d+)$/gm);
  return [...counts].reduce((sum, match) => sum + Number(match[1]), 0);
}
