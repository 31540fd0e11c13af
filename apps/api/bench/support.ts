// What the benchmarks share: the app and the bare server as child processes, and result tables.
import { type ChildProcess, fork } from "node:child_process";
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
