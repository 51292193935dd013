// Decap starts itself as soon as it loads unless told otherwise; yaml-format.ts starts it once
// the content files' own YAML format is registered, so the settings can name it. A classic
// script of its own (/admin/manual-init.js), as it must run before decap-cms.js does.
window.CMS_MANUAL_INIT = true;

export {};
