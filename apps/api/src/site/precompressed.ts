// Hashed scripts, stylesheets and images as the build compressed them (a brotli copy beside each,
// apps/web/scripts/precompress-plugin.ts) for browsers that accept brotli: about 15% fewer bytes
// than compressing on the fly. Anything else falls through to the plain file.
import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Built asset names: one path segment of letters, digits, `_`, `-`, `.` and `~`. */
const ASSET_NAME = /^\/[\w~-][\w.~-]*$/;

export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    const type = TYPES[extname(req.path)];
    if ((req.method !== "GET" && req.method !== "HEAD") || !type || !ASSET_NAME.test(req.path)) {
      next();
      return;
    }
    res.vary("Accept-Encoding");
    const name = `${req.path.slice(1)}.br`;
    if (!req.acceptsEncodings("br") || !existsSync(join(dir, name))) {
      next();
      return;
    }
    res.set({ "Content-Encoding": "br", "Content-Type": type });
    // A reader who left before the file was sent (ECONNABORTED) is no fault of the server: like
    // Express's own sendFile, nothing is answered or logged as an error.
    // Relative to `root`: sendFile refuses a dot-folder anywhere in an absolute path, and the site
    // may be installed below one (`~/.local/...`, a cache folder). The name itself is checked above.
    res.sendFile(name, { root: dir, maxAge: "1y", immutable: true }, (error?: NodeJS.ErrnoException) => {
      if (error && !res.headersSent && error.code !== "ECONNABORTED") next(error);
    });
  };
}
