import { dirname } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { collectionPaths } from './app/content/collection-paths';
import { loadContent } from './app/content/load';

export default {
  ssr: false,
  // BUILD_DIR (as for the other scripts, the client folder) lets a second content set build
  // beside the first: BUILD_DIR=build-other/client.
  buildDirectory: process.env.BUILD_DIR ? dirname(process.env.BUILD_DIR) : 'build',
  // Every route in app/routes.ts is prerendered to its own HTML file, and every notice, sermon
  // and series and each page of their lists (routes with a parameter); /404 becomes the
  // static host's 404.html (see scripts/postbuild.mjs).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...collectionPaths(loadContent()), '/404'];
  },
} satisfies Config;
