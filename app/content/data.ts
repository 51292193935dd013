// The church's content: the files in content/, read and checked when the site starts or
// builds (content-plugin.ts, load.ts). Everything the site says comes from here.
export {
  aboutUs,
  activities,
  church,
  eventsText,
  getInvolved,
  giving,
  home,
  labels,
  menuLabels,
  activityGroups,
  notFoundPage,
  noticeText,
  pages,
  privacyPolicy,
  search,
  siteNotice,
  siteText,
} from 'virtual:church-content';
