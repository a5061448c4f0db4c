# BLOOM in a container: build the web app with the dev tools, then run on Node 24 with
# production dependencies only, as a non-root user. scripts/prod-install.ts performs the same
# install-and-start steps without Docker (CI runs it through scripts/prod-install.test.ts).

# --- build: every dependency, then the web app and the server bundle ---------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/knowledge/package.json packages/knowledge/
COPY packages/pregnancy/package.json packages/pregnancy/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: production dependencies only; the image's own Node 24 runs the server bundle ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/knowledge/package.json packages/knowledge/
COPY packages/pregnancy/package.json packages/pregnancy/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The sources stay beside the bundle for the files it reads (migrations, the sample directory).
COPY apps/server/src apps/server/src
COPY packages packages
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm run serve` starts the server without the build step of `npm start`; SIGTERM reaches it.
CMD ["npm", "run", "serve"]
