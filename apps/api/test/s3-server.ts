// A local S3-compatible server (s3rver) on 127.0.0.1 for tests of the bucket store.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

const TEST_BUCKET = "btw-test";

/** Starts the server on a free port; `url` is a STORAGE_URL for it (s3rver's fixed test credentials). */
export async function startS3Server() {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "btw-s3-")),
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    server,
    url: `s3://S3RVER:S3RVER@${TEST_BUCKET}?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}`,
    close: () => server.close(),
  };
}
