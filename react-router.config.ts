import { dirname } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { collectionPaths } from './app/content/loading/collection-paths';
import { checkedContent } from './app/content/content-plugin';
import { groupsPagePaths } from './app/features/groups/snapshot.server';
import { hallsPagePaths } from './app/features/halls/snapshot.server';

export default {
  ssr: false,
  // BUILD_DIR (as for the other scripts, the client folder) lets a second content set build
  // beside the first: BUILD_DIR=build-other/client.
  buildDirectory: process.env.BUILD_DIR ? dirname(process.env.BUILD_DIR) : 'build',
  // Every route in app/routes.ts is prerendered to its own HTML file, and every notice, sermon
  // and series and each page of their lists (routes with a parameter); /404 becomes the
  // static host's 404.html (see scripts/postbuild.mjs). /groups and its choices come from the
  // ChurchSuite groups feed, read here once for the build (features/groups/snapshot.server.ts);
  // /halls and its rooms likewise from the bookings feed (features/halls/snapshot.server.ts).
  async prerender({ getStaticPaths }) {
    const content = checkedContent();
    return [
      ...getStaticPaths(),
      ...collectionPaths(content),
      ...(await groupsPagePaths(content.church.churchSuite)),
      ...(await hallsPagePaths(content.church.churchSuite, content.hallsPage)),
      '/404',
    ];
  },
  // React Router 7's own behaviour, written out: each flag left undecided prints three lines
  // at every start, above anything the terminal has to say about the content.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
