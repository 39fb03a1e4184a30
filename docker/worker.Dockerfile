# The worker process: outbox relay, BullMQ jobs (photos in a sandboxed child process), queue
# dashboard and health on port 3001, run as an unprivileged user.
# Build: docker build -f docker/worker.Dockerfile -t orania-stays-worker .
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-engine-env.mjs scripts/prisma-schema-engine.mjs ./scripts/
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM node:22-bookworm-slim AS run
# The web process reaches the dashboard from its own container: listen on every interface here.
ENV NODE_ENV=production APP_ENV=production WORKER_PORT=3001 WORKER_HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json prisma.config.ts ./
COPY --chown=node:node prisma ./prisma
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node web/server ./web/server
# The logger and request context that web/server/log re-exports.
COPY --chown=node:node web/observability.mjs ./web/observability.mjs
# The generated Prisma client is not in the build context (.dockerignore, and a clean clone has
# none): it comes from the deps stage, where npm's postinstall generated it.
COPY --from=deps --chown=node:node /app/web/server/db/generated ./web/server/db/generated
COPY --chown=node:node web/content ./web/content
COPY --chown=node:node web/lib ./web/lib
COPY --chown=node:node worker ./worker
USER node
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3001/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "worker/main.ts"]
