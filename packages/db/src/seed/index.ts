export { seedDemoContent } from "./demo-content.ts";
export { ensureAdmin } from "./ensure-admin.ts";
export * from "./factories.ts";
export { BCRYPT_COST } from "./passwords.ts";
export { seedScale } from "./scale.ts";
