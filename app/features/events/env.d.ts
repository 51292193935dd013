interface ImportMetaEnv {
  /** Build-time override of the ChurchSuite calendar feed, for staging and tests. */
  readonly VITE_EVENTS_FEED_URL?: string;
}
