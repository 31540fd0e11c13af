// What the benchmarks share: the app and the bare server as child processes, and result tables.
import { type ChildProcess, fork } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Forks a bench server script (path relative to this folder) and waits for the port it reports. */
export function start(
  script: string,
  message?: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), args, {
    execArgv: process.execArgv,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (reply) => resolve({ child, port: (reply as { port: number }).port }));
    child.once("exit", (code) => reject(new Error(`${script} exited with code ${code} before listening`)));
    if (message !== undefined) child.send(message);
  });
}

/** Rows as a Markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(rows: Array<Record<string, string>>): string {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => (row[column] ?? "").length));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(width(columns[i] as string))).join(" | ")} |`;
  return [
    line(columns),
    `|${columns.map((column) => "-".repeat(width(column) + 2)).join("|")}|`,
    ...rows.map((row) => line(columns.map((column) => row[column] ?? ""))),
  ].join("\n");
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

/** CPU time (user and system, its waited-for children too) of a process so far, in ms; NaN off Linux. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis: utime is the 14th field of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** The processes of a PostgreSQL server on this machine (none when it runs elsewhere). */
function postgresPids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          return readFileSync(`/proc/${name}/comm`, "utf8").startsWith("postgres");
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time spent by the app's process and by PostgreSQL's (on this machine) while `run` ran, in ms.
 * PostgreSQL's processes are read before and after: one started meanwhile counts whole, one that
 * ended meanwhile is missed, so read the figure as "about".
 */
export async function cpuDuring<T>(appPid: number | undefined, run: () => Promise<T>) {
  const pg = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  const appBefore = appPid === undefined ? Number.NaN : processCpuMs(appPid);
  const pgBefore = pg(postgresPids());
  const result = await run();
  const appMs = appPid === undefined ? Number.NaN : processCpuMs(appPid) - appBefore;
  let dbMs = 0;
  const after = pg(postgresPids());
  for (const [pid, ms] of after) if (Number.isFinite(ms)) dbMs += ms - (pgBefore.get(pid) ?? 0);
  return { result, appMs, dbMs: after.size > 0 ? dbMs : Number.NaN };
}
