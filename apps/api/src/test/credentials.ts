// Apart from harness.ts so that the run's template (template.global-setup.ts) seeds the same administrator
// without loading the harness, which only works inside a test file.
export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'Admin-Clave-2026';
export const PASSWORD = 'Clave-Segura-2026';
