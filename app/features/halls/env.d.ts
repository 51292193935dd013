interface ImportMetaEnv {
  /** Build-time override of the ChurchSuite bookings feed, for staging and tests; "none" for none. */
  readonly VITE_BOOKINGS_FEED_URL?: string;
}
