#!/bin/sh
# The image's command. LiteFS mounts its FUSE file system as root; the app it starts runs as the
# unprivileged "node" user (see other/litefs.yml). The volume is mounted as root at /data, so the
# folders the app writes there (backups, mail outbox) are handed to that user first.
set -e
mkdir -p /data/backups /data/outbox
chown node:node /data
chown -R node:node /data/backups /data/outbox
exec litefs mount
