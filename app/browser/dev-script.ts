// The development server's shared script, one file from the <head> of every page: the
// first-paint part, then the rest. A build writes the first part into the page instead and
// defers the rest (site-script-plugin.ts).
import { beforeFirstPaint } from './first-paint';
import './site-script';

beforeFirstPaint(document);
