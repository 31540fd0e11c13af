// Child process of the benchmark: bare node:http answering a fixed JSON body (the first page's
// real response, so both servers send the same bytes), the baseline of the throughput ratio.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

process.once("message", (body: string) => {
  const bytes = Buffer.from(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": bytes.length });
    res.end(bytes);
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on("disconnect", () => server.close(() => process.exit(0)));
});
