// Decap starts itself as it loads unless told otherwise; yaml-format.ts starts it once the
// content's YAML format is registered. A classic script, as it must run before decap-cms.js.
window.CMS_MANUAL_INIT = true;

export {};
