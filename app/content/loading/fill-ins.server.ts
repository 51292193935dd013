import { fillInsOf } from './fill-ins.ts';
import { readDefault } from './read.server.ts';

/**
 * {church}, {town} and the rest as the default language's church.yml and words give them; none
 * while either has a mistake. For /admin's checks, and for a page shown in the default
 * language's words where the other's is not yet written.
 */
export const defaultFillIns = (dir: string) =>
  fillInsOf(readDefault(dir, 'church.yml').raw.data, readDefault(dir, 'site-text.yml').raw.data);
