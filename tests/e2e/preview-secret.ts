/** The staff preview secret the end-to-end site runs with, so a test can sign in as staff. */
export const E2E_PREVIEW_SECRET = 'e2e-staff-preview-secret-0123456789';
