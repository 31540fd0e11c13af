export { DEMO_MARKER, seedDemoContent } from "./demo-content.ts";
export { DEFAULT_ADMIN_EMAIL, ensureAdmin } from "./ensure-admin.ts";
export * from "./factories.ts";
export { BCRYPT_COST, hashPassword, readablePassword } from "./passwords.ts";
export { seedScale } from "./scale.ts";
export { SEED_URL_PREFIX } from "./seed-files.ts";
