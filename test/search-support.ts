/** The search results' words (search-results.tsx), the tests' own. */
export const testSearchText = {
  searching: 'Looking…',
  failed: 'It failed',
  noResults: 'Nothing',
  resultsHeading: 'Found',
  kinds: { page: 'Page', activity: 'Activity', news: 'News', sermon: 'Sermon' },
};
