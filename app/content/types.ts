import type { Content } from './loading/load.server.ts';

// What the pages receive (load.ts): values filled in, Markdown as blocks, pictures as their copies.
export type HomeContent = Content['home'];
/** A section of About Us, of one of its kinds (schemas/page-sections.ts). */
export type PageSectionContent = Content['aboutUs']['sections'][number];
export type Person = Extract<PageSectionContent, { type: 'person' }>['person'];
export type PagingLabels = Content['paging'];
export type SermonsPageContent = Content['sermonsPage'];
export type SermonLabels = SermonsPageContent['labels'];
export type Notice = Content['news'][number];
/** A sermon as the pages and the podcast receive it (shape.ts). */
export type Sermon = Content['sermons'][number];
export type SermonSeries = Content['sermonSeries'][number];
