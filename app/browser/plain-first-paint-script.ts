import { beforeFirstPaint } from './first-paint.ts';

// The addresses of the rest of the shared script (site-script.ts) and the page's own ('' for none).
declare const __REST_OF_SITE_SCRIPT__: string;
declare const __PAGE_SCRIPT__: string;

// Every page's first-paint part, inline in its <head>, which asks for the rest once the page
// has loaded and painted: Lighthouse counts every request made before the largest paint in it
// (a sermon page's LCP 1,538 ms with the script asked for earlier, 1,005 without).
beforeFirstPaint(document);
const rest = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      // Only enhancements: the page works as it is without them.
      const quietly = () => {};
      import(__REST_OF_SITE_SCRIPT__).catch(quietly);
      if (__PAGE_SCRIPT__) import(__PAGE_SCRIPT__).catch(quietly);
    }),
  );
// Where the load comes before the first paint (the home page's long document), the frame after
// it is that paint's own, and the requests could beat it to the screen (Lighthouse: `/`'s LCP
// 60-180 ms later when they did): so the rest also waits for the first paint to be shown, or
// 5 s where a browser never says so. Called again, it asks for modules already asked for: none
// runs twice.
const afterFirstPaint = () => {
  setTimeout(rest, 5000);
  new PerformanceObserver(rest).observe({ type: 'paint', buffered: true });
};
if (document.readyState === 'complete') afterFirstPaint();
else addEventListener('load', afterFirstPaint, { once: true });
