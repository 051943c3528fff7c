# Lectern in a container (docs/deploying.md, "In a container"). Not built by CI here: this machine
# has no container engine. Build: docker build -t lectern .
#
# Stage 1 builds the single-page app; stage 2 runs the server on Node 24 with production
# dependencies only, as an unprivileged user, without rebuilding anything at start.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The tests' pinned Chromium (postinstall, scripts/browser.mjs) is not needed to build.
ENV LECTERN_NO_BROWSER=1
COPY package.json package-lock.json ./
COPY scripts/browser.mjs ./scripts/
# `npm install` honours the lockfile and leaves it unchanged (`npm ci` would work too). Dev
# dependencies are needed here: Vite builds the app.
RUN npm install --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json tsconfig.base.json ./
COPY scripts/build.mjs scripts/lib.mjs scripts/require-node.mjs ./scripts/
COPY src ./src
# The browser app and the public pages rendered ahead of time (ADR 024).
RUN node scripts/build.mjs --logLevel warn

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist \
    LECTERN_NO_BROWSER=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/browser.mjs ./scripts/
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
# The server runs its TypeScript as is (Node 24 strips the types), with the code it shares with
# the app: src/shared, the only part of src it may import (ESLint's zones,
# tsconfig.server.json). It renders the signed-in dashboard with the build's own renderer
# (dist/server, ADR 024).
COPY server ./server
COPY src/shared ./src/shared
COPY --from=build /app/dist ./dist
# The embedded database's folder, owned by the unprivileged `node` user of the base image; a
# named volume takes this ownership. Unused when DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Alive: /healthz answers while the process does, whatever the load and the database (a proxy
# asks /readyz instead, which also fails while draining or without the database: ADR 031).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the app is built (scripts/start.mjs would check the sources, which
# are not here). SIGTERM (`docker stop`) drains: no new connections, the requests in flight
# finished, then the database closed, within DRAIN_SECONDS (8 s: docker's own limit is 10 s).
CMD ["node", "server/main.ts"]
