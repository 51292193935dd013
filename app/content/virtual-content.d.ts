// The module content-plugin.ts makes from the content folder; its types are the loader's.
declare module 'virtual:church-content' {
  import type { Content } from '~/content/load';
  export const aboutUs: Content['aboutUs'];
  export const activities: Content['activities'];
  export const church: Content['church'];
  export const eventsText: Content['eventsText'];
  export const calendarText: Content['calendarText'];
  export const feeds: Content['feeds'];
  export const getInvolved: Content['getInvolved'];
  export const giving: Content['giving'];
  export const home: Content['home'];
  export const labels: Content['labels'];
  export const news: Content['news'];
  export const newsPage: Content['newsPage'];
  export const paging: Content['paging'];
  export const menuLabels: Content['menuLabels'];
  export const mainMenu: Content['mainMenu'];
  export const footerLinks: Content['footerLinks'];
  export const groupPages: Content['groupPages'];
  export const churchPages: Content['churchPages'];
  export const activityGroups: Content['activityGroups'];
  export const notFoundPage: Content['notFoundPage'];
  export const noticeText: Content['noticeText'];
  export const pages: Content['pages'];
  export const privacyPolicy: Content['privacyPolicy'];
  export const search: Content['search'];
  export const siteNotice: Content['siteNotice'];
  export const sermons: Content['sermons'];
  export const sermonSeries: Content['sermonSeries'];
  export const sermonsPage: Content['sermonsPage'];
  export const siteText: Content['siteText'];
}
