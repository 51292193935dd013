import { enhance } from './enhance';
import { beforeFirstPaint } from './first-paint';

// The shared script of a page that does not hydrate, from its <head>: one external file.
beforeFirstPaint(document);
enhance(window);
