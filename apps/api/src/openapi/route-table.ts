import type { RouteDoc } from "../lib/route.ts";
import { apiRoutes } from "../routes/index.ts";
import type { RouteSpec } from "./route-spec.ts";
import { systemRouteSpecs } from "./routes/system.ts";

const LEGACY_ACCESS = {
  public: "public",
  optional: "optional",
  "signed-in": "signed-in",
  staff: "content.manage",
  admin: "user.manage",
} as const;

const fromLegacy = ({ auth, rateLimited, ...spec }: RouteSpec): RouteDoc => ({
  ...spec,
  access: LEGACY_ACCESS[auth],
  rateLimited: rateLimited ?? false,
});

/** Every route of the API, in the order the reference shows them (read when the document is built). */
export const routeTable = (): RouteDoc[] => [
  ...apiRoutes.map((route) => route.doc),
  ...[...systemRouteSpecs].map(fromLegacy),
];
