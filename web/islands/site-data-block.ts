/** The id of the data block that carries the site's data for the islands of a page (web/document.tsx). */
export const SITE_DATA_ID = 'site-data';
