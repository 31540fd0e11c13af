export * from "./ethiopian-calendar.ts";
export * from "./fixed-values.ts";
export * from "./format.ts";
export * from "./languages.ts";
export * from "./mail/index.ts";
export * from "./telegram/index.ts";
