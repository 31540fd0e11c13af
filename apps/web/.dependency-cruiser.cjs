// The web app's feature boundaries (ARCHITECTURE.md): a feature imports the shared components/ and
// lib/, never another feature nor app/; components/ and lib/ import no feature and nothing of app/;
// and only the console itself, and the app's routes that mount it, import features/admin. Pages that
// compose several features live at the app level (src/app/pages). Tests are held to the same rules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature",
      comment:
        "A feature imports shared components/ and lib/, not another feature: a piece several features use goes to components/ or lib/, and a page that composes features goes to src/app/pages.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/(?!$1/)" },
    },
    {
      name: "features-import-no-app",
      comment:
        "The app composes the features, not the other way round: a feature imports nothing of app/ (what it needs from there goes to components/ or lib/).",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "shared-imports-no-feature",
      comment:
        "components/ and lib/ are shared by every feature: they import no feature and nothing of app/.",
      severity: "error",
      from: { path: "^src/(components|lib)/" },
      to: { path: "^src/(features|app)/" },
    },
    {
      name: "admin-only-from-console",
      comment:
        "Only the console imports from features/admin: a piece the visitor pages share goes to components/ or lib/ (ARCHITECTURE.md, feature boundaries). The app's console page mounts it; the sign-in screens are pages of app/page-modules.ts, whose import.meta.glob this check does not see.",
      severity: "error",
      from: { pathNot: "^src/(features/admin/|app/pages/admin-console)" },
      to: { path: "^src/features/admin/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
