interface ImportMetaEnv {
  /** Build-time override of the ChurchSuite groups feed, for staging and tests; "none" for none. */
  readonly VITE_GROUPS_FEED_URL?: string;
}
