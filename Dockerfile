# syntax=docker/dockerfile:1
# One image for the whole deployment: the gateway by default; the same image serves one area's
# subgraph (node dist/gateway/subgraph-main.js <area>) or the service emulator (node dist/emulator/main.js).
# test/deployment/container.test.ts replays these stages' commands.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY schema ./schema
COPY emulator ./emulator
COPY config ./config
COPY subgraphs ./subgraphs
COPY gateway ./gateway
# The error contract's one list of codes, which the gateway and the client library share.
COPY client/errors.ts ./client/errors.ts
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# The storefront's manifest, for TRUSTED_DOCUMENTS=client/__generated__/persisted-documents.json.
COPY client/__generated__/persisted-documents.json ./client/__generated__/persisted-documents.json
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "dist/gateway/healthcheck.js"]
# node itself is PID 1's only process: SIGTERM from `docker stop` reaches the gateway, which drains and exits 0.
# The old-generation cap is `npm run start:prod`'s: V8 would otherwise let garbage grow the heap to
# several hundred MB under load on a machine with memory to spare, where 192 MB holds the gateway.
CMD ["node", "--max-old-space-size=192", "dist/gateway/main.js"]
