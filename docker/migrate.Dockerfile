# A one-shot job that creates the database if it is missing and applies the migrations.
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-engine-env.mjs scripts/prisma-schema-engine.mjs ./scripts/
RUN (npm ci --no-audit --no-fund || npm install --no-audit --no-fund) && chown -R node:node /app
USER node
CMD ["node_modules/.bin/prisma", "migrate", "deploy"]
