import { readdirSync, readFileSync } from 'node:fs';

/**
 * What Linux says about a running process (/proc): its command line, its resident memory and the CPU
 * it has used. The benchmarks read the processes they start; nothing here changes them.
 */
export interface ProcessInfo {
  pid: number;
  parent: number;
  command: string;
}

const statFields = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

function describe(pid: number): ProcessInfo | undefined {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, parent: Number(statFields(pid)[1]), command };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** `root` and every process below it, parents first. */
export function processTree(root: number): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => describe(Number(name)))
    .filter((info): info is ProcessInfo => info !== undefined);
  const tree = all.filter((info) => info.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((info) => info.parent === tree[i]!.pid));
  return tree;
}

/** Resident memory now and at its peak, in MB (VmRSS and VmHWM of /proc/<pid>/status). */
export function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time the process has used, user and system, in milliseconds (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of stat; the slice starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
