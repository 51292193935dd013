import { enhance } from './enhance';

// A live page's second part of the shared script: a deferred file, shared by the live pages.
enhance(window);
