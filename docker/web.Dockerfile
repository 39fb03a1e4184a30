# The web process: Next.js in production mode, run as an unprivileged user.
# Build: docker build -f docker/web.Dockerfile -t orania-stays-web .
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-engine-env.mjs scripts/prisma-schema-engine.mjs ./scripts/
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# An image is built once: no build cache for a next build to read (and none in the image).
RUN NEXT_BUILD_CACHE=off npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production APP_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The site behind its own server, which hands the handlers the connection's peer address (see
# web/server.mjs); it listens on 0.0.0.0 in production.
CMD ["node", "web/server.mjs"]
