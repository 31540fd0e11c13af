// /uploads from whichever store is configured. Stored names are unique per upload, so every file
// is cached for a year; a missing file is a 404 `{ message }`, never a path.
import express, { type RequestHandler } from "express";
import { notFound } from "../lib/errors.ts";
import { IMMUTABLE_CACHE } from "../lib/http-cache.ts";
import type { FileStorage } from "./file-storage.ts";

export function serveUploads(storage: FileStorage): RequestHandler {
  if (storage.root) {
    return express.static(storage.root, {
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE_CACHE),
      index: false,
      fallthrough: false,
    });
  }
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next(notFound("File"));
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/+/, ""));
    } catch {
      next(notFound("File"));
      return;
    }
    const file = await storage.open(key, req.headers.range);
    if (!file) {
      next(notFound("File"));
      return;
    }
    res.setHeader("Cache-Control", IMMUTABLE_CACHE);
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Accept-Ranges", "bytes");
    if (file.size !== undefined) res.setHeader("Content-Length", String(file.size));
    if (file.contentRange) {
      res.status(206);
      res.setHeader("Content-Range", file.contentRange);
    }
    if (req.method === "HEAD") {
      file.body.destroy();
      res.end();
      return;
    }
    file.body.on("error", (error) => res.destroy(error));
    file.body.pipe(res);
  };
}
