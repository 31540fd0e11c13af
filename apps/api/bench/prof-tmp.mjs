import { fork } from "node:child_process";
import autocannon from "autocannon";
const child = fork("bench/app-server.ts", [], { execArgv: ["--import", "tsx", "--cpu-prof", "--cpu-prof-dir=/tmp/prof"], env: process.env, stdio: ["ignore", "ignore", "inherit", "ipc"] });
const port = await new Promise((r) => child.on("message", (m) => r(m.port)));
let n = 0;
const words = ["fellow", "scholars", "award", "grant", "leaders"];
const run = (secs) => new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: secs,
  requests: [{ setupRequest: (req) => ({ ...req, path: process.env.PROF_PATH ?? `/born-to-win-api/paginate-scholarship?q=${words[n % 5]}&page=${1 + (++n % 5)}&seen=${n}` }) }] }, (e, r) => resolve(r)));
await run(2);
const r = await run(5);
console.log(r.requests.average, r.latency.p99);
child.disconnect();
await new Promise((r) => child.on("exit", r));
