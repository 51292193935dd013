import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  // Every route in app/routes.ts is prerendered to its own HTML file; /404 becomes the
  // static host's 404.html (see scripts/postbuild.mjs).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), '/404'];
  },
} satisfies Config;
