// Decap starts itself as soon as it loads unless told otherwise; yaml-format.js starts it once
// the content files' own YAML format is registered, so the settings can name it.
window.CMS_MANUAL_INIT = true;
