# The storefront's production server: pages rendered on the server, static files compressed at
# build time. Build: docker build -t storefront-web .
# Run:   docker run -p 8080:8080 -e API_URL=https://api.example.com storefront-web
#        (the same image for any backend that honours openapi.yaml; /api/* is forwarded there)
# Every setting is an environment variable (README, "Production serving").

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/sdk/package.json packages/sdk/
COPY packages/mock/package.json packages/mock/
COPY packages/contract/package.json packages/contract/
# npm install, not npm ci: see the README on the lock file and per-platform binaries.
RUN npm install --no-audit --no-fund
COPY . .
# One image for every deployment: the API, its media origins and the map's tiles are set at run time.
RUN NODE_ENV=production npm run build -w @storefront/web

FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/sdk/package.json packages/sdk/
COPY packages/mock/package.json packages/mock/
COPY packages/contract/package.json packages/contract/
RUN npm install --omit=dev --workspace @storefront/web --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=production-dependencies /app/package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY packages/sdk/package.json packages/sdk/
COPY packages/sdk/src packages/sdk/src
COPY apps/web/package.json apps/web/
COPY apps/web/server apps/web/server
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
USER node
EXPOSE 8080
# The same command the production-server tests start (apps/web/server/command.ts).
CMD ["node", "apps/web/server/main.ts"]
