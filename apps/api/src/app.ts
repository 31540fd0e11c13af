import { randomBytes } from "node:crypto";
import { API_PREFIX, donationPaths, UPLOADS_PREFIX } from "@btw/contracts";
import compression from "compression";
import express, { type Express, type Response } from "express";
import helmet from "helmet";
import type { AppContext } from "./context.ts";
import { errorMiddleware } from "./lib/errors.ts";
import { requestLogger } from "./lib/logger.ts";
import { parseQuery, refuseDeepQueries, verifyJsonBody } from "./lib/nesting.ts";
import { noStoreForPersonalAnswers } from "./lib/no-store.ts";
import { limiters } from "./lib/rate-limit.ts";
import { apiRouters } from "./routes/index.ts";
import { serveUploads } from "./storage/serve-uploads.ts";

interface CreateAppOptions {
  /** Serves the built website for every path outside the API (history fallback). */
  site?: (app: Express) => void;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.env.TRUST_PROXY);
  app.set("query parser", parseQuery);

  app.use(requestLogger(ctx.logger));
  app.use(refuseDeepQueries);
  // A new nonce for every answer: the one inline script a page needs (the router's hydration data,
  // apps/web/src/server/render-page.tsx) carries it, and no other inline script may run.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https://i.ytimg.com"],
          "media-src": ["'self'"],
          "frame-src": [
            "'self'",
            "https://www.youtube-nocookie.com",
            "https://www.google.com",
            "https://checkout.chapa.co",
          ],
          "connect-src": ["'self'"],
          // The site's service worker (/sw.js) and web app manifest come from the site itself.
          "worker-src": ["'self'"],
          "manifest-src": ["'self'"],
          "form-action": ["'self'", "https://checkout.chapa.co"],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  const api = express.Router();
  api.use(limiters.invalid(ctx));
  api.use(noStoreForPersonalAnswers);
  // Chapa's webhook signature is an HMAC of the exact bytes sent: keep them raw for that one path.
  api.use(donationPaths.webhook, express.raw({ type: () => true, limit: "100kb" }));
  api.use(express.json({ limit: "100kb", verify: verifyJsonBody }));
  api.use(express.urlencoded({ extended: false, limit: "100kb" }));
  api.use(limiters.uploads(ctx));
  for (const build of apiRouters) api.use(build(ctx));
  api.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${API_PREFIX}${req.path}` });
  });
  app.use(API_PREFIX, api);
  app.use(UPLOADS_PREFIX, serveUploads(ctx.storage));

  options.site?.(app);
  app.use(errorMiddleware);
  return app;
}
