# Production image for Fly.io with LiteFS. Build: `fly deploy` (see README "Deploy on Fly.io").
# The app is built here, once: the machine runs the same `node server/start.js` as `npm start`,
# with no build step at start (server/dockerfile.test.ts checks every path below exists).
FROM node:24-bookworm-slim AS base
ENV NODE_ENV=production
# fuse3 for LiteFS; sqlite3 for an operator's look at the database (`fly ssh console`).
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates fuse3 sqlite3 \
	&& rm -rf /var/lib/apt/lists/*

FROM base AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY other/prisma.js other/prisma.js
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --include=dev
COPY . .
RUN npx react-router build && node other/build-engine.js && npm prune --omit=dev

FROM base
COPY --from=flyio/litefs:0.5 /usr/local/bin/litefs /usr/local/bin/litefs
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/server server
COPY --from=build /app/prisma prisma
COPY --from=build /app/other/prestart.js other/prestart.js
COPY --from=build /app/package.json package.json
COPY other/litefs.yml /etc/litefs.yml
# Fill V8's compile cache (server/start.js points NODE_COMPILE_CACHE here), so the first start of
# a machine does not compile the server build and its dependencies (ADR 019).
RUN NODE_COMPILE_CACHE=/app/node_modules/.cache/vibecast-compile node -e "Promise.all(['./build/server/index.js', './server/app.js', './server/migrate.js'].map((file) => import(file))).then(() => process.exit(0))" || true
COPY other/fly-entry.sh /usr/local/bin/fly-entry.sh
ENV LITEFS_DIR=/litefs \
	DATABASE_URL=file:/litefs/app.db \
	DATA_DIR=/data \
	PORT=8081 \
	INTERNAL_PORT=8080
# Runs as root only to mount LiteFS (FUSE); the app itself runs as the "node" user (litefs.yml).
CMD ["/usr/local/bin/fly-entry.sh"]
