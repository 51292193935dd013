import { beforeFirstPaint } from './first-paint';

/** The address of the rest of the shared script (site-script.ts), given by the build. */
declare const __REST_OF_SITE_SCRIPT__: string;
/** The address of a page's own script (a sermon's player), or '' for none. */
declare const __PAGE_SCRIPT__: string;

// A plain page's first-paint part, written into its <head> (first-paint-script.ts is a live
// page's), which then asks for the rest once the page has painted: a file asked for before
// the first paint, even deferred, ran before it in a fast load, and Lighthouse's model counts
// such a file's round trip in the paint (a sermon page's LCP 1,538 ms with it, 1,005 without).
beforeFirstPaint(document);
requestAnimationFrame(() =>
  setTimeout(() => {
    // Only enhancements: the page works as it is without them.
    const quietly = () => {};
    import(__REST_OF_SITE_SCRIPT__).catch(quietly);
    if (__PAGE_SCRIPT__) import(__PAGE_SCRIPT__).catch(quietly);
  }),
);
