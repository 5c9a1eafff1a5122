// The machine a benchmark ran on, for the head of its report.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The 1, 5 and 15 minute load averages, "0.52, 0.61, 0.70". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export function machine(): string[] {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? '?';
  return [
    `CPU: ${model}; ${os.availableParallelism()} cores available (nproc)`,
    `Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `Node ${process.version} on ${os.type()} ${os.release()}`,
    `Load average (1, 5, 15 min) when the run started: ${loadAverage()}`,
  ];
}
