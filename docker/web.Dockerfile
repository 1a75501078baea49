# syntax=docker/dockerfile:1
#
# Cuvée web image: nginx serving the two single-page apps and proxying the API, built from the repository root.
#
#   docker build -f docker/web.Dockerfile -t cuvee/web .
#
#   port 80    shop front  (apps/shop/dist: /assets/ and public/ files; every page from the shop server,
#              http://$SHOP_UPSTREAM, default shop:5174, which renders the public pages)
#   port 8080  back office (apps/backoffice/dist)
#   both       /v1/, /docs, /docs-json  ->  http://$API_UPSTREAM (default api:3000)
#
# The toolchain, manifests and build stages are copied word for word from docker/Dockerfile, so BuildKit
# runs one `npm ci` and one Nx build for the three images. Keep them in step.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    SCARF_ANALYTICS=false \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
WORKDIR /app

# ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
# The workspaces of the root package.json: apps/*, libs/*, migrations (like npm, skip a folder without a
# package.json). npm ci refuses to run unless every workspace's package.json is there and matches the lock.
RUN mkdir -p /manifests \
 && cp --parents package.json package-lock.json migrations/package.json \
      $(find apps libs -mindepth 2 -maxdepth 2 -name package.json | sort) /manifests/

# ---------------------------------------------------------------------------------------------------------
FROM toolchain AS build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci
COPY . .
RUN npx nx run-many -t build --output-style=static

# Vite writes index.html and hashed files under assets/; fail here rather than ship an empty site.
RUN test -f apps/shop/dist/index.html \
 && test -f apps/backoffice/dist/index.html

# ---------------------------------------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS web

# The official image renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ at start, replacing
# ${VAR} for the variables set in the environment (nginx's own $variables are left alone).
#   API_UPSTREAM                       host:port of the API, resolved at request time (replicas come and go)
#   SHOP_UPSTREAM                      host:port of the shop front's server (docker/Dockerfile, target shop)
#   NGINX_ENTRYPOINT_LOCAL_RESOLVERS   makes the entrypoint export NGINX_LOCAL_RESOLVERS from
#                                      /etc/resolv.conf (127.0.0.11 under Docker, the cluster DNS elsewhere)
ENV API_UPSTREAM=api:3000 \
    SHOP_UPSTREAM=shop:5174 \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1

RUN rm -f /etc/nginx/conf.d/default.conf /usr/share/nginx/html/index.html /usr/share/nginx/html/50x.html
COPY docker/nginx/templates/ /etc/nginx/templates/
COPY docker/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/apps/shop/dist/ /usr/share/nginx/html/shop/
# The shop's server bundle runs in the shop image (docker/Dockerfile, target shop), never served as a file.
RUN rm -rf /usr/share/nginx/html/shop/server
COPY --from=build /app/apps/backoffice/dist/ /usr/share/nginx/html/backoffice/

EXPOSE 80 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/ && wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1
# The base image's STOPSIGNAL (SIGQUIT: finish the requests in flight, then stop) and CMD are kept.
