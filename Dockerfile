# Born To Win: one image serving the API and the website.
# Build: pnpm install, pnpm build, then `pnpm deploy --prod` of the server alone: its bundle (apps/api/dist,
# workspace packages and Prisma's client inlined) with only the packages it loads at run time. The runtime
# stage is the Node.js image plus one layer: no build tools, no embedded PostgreSQL or PGlite (the image
# always runs against DATABASE_URL), no browsers or audit tools.
# NODE_IMAGE names the base image, so a machine without Docker Hub can build on a local one.
ARG NODE_IMAGE=node:24-bookworm-slim

# Few steps, few layers: with some storage drivers (vfs) every step copies the whole file system.
FROM ${NODE_IMAGE} AS build
COPY . /src
RUN cd /src && export PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1 CI=true \
 && npm install -g pnpm@10.34.8 \
 && pnpm install --frozen-lockfile \
 && pnpm build \
 && pnpm --filter @btw/api deploy --prod --legacy /app/apps/api \
 && cp -r prisma /app/prisma \
 && mkdir -p /app/apps/web /app/.data/uploads \
 && cp -r apps/web/dist /app/apps/web/dist

FROM ${NODE_IMAGE}
# The settings first, on the bare base image (cheaper steps), the application last.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/born-to-win-api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server applies pending migrations before it listens (the schema engine takes a lock, so several
# containers starting at once apply each migration once); `node apps/api/dist/cli/migrate.js` does only that.
CMD ["node", "apps/api/dist/main.js"]
COPY --from=build --chown=node:node /app /app
