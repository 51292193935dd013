import { beforeFirstPaint } from './first-paint';

// A live page's own first part of the shared script, written into its <head>.
beforeFirstPaint(document);
