/** The CMS page with the repair terms (read with the shared `v2/web-page/find`, src/api/get-web-page.ts). */
export const SERVICE_TERMS_SLUG = 'service-garansi';
