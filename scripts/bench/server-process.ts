import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The server this bench started (a child running src/server/main.ts). */
export function serverPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('src/server/main.ts')) {
        return Number(entry);
      }
    } catch {
      // The process has ended since the listing.
    }
  }
  throw new Error("The server process was not found among this process's children");
}

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
