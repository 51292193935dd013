import type * as files from './content-files.ts';

// content-files.ts in /admin, which cannot see the content folder: "cannot tell", for the build.

export const fileExists: typeof files.fileExists = () => undefined;
export const fileBytes: typeof files.fileBytes = () => undefined;
export const fileSize: typeof files.fileSize = () => undefined;
export const pictureStem: typeof files.pictureStem = (_, key) => key;
