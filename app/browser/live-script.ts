import { enhance } from './enhance';
import { beforeFirstPaint } from './first-paint';

// The shared script of a live page, written into its <head>: no video, no 404 there.
beforeFirstPaint(document);
enhance(window);
