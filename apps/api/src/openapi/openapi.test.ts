import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { ACTIONS, API_PREFIX, apiPaths, rolesFor } from "@btw/contracts";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { apiRoutes } from "../routes/index.ts";
import { listAppRoutes } from "./app-routes.ts";
import { operationIdOf, toOpenApiPath } from "./openapi-document.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
}
type Paths = Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;

describe("OpenAPI document and reference page", () => {
  const t = createTestContext();

  async function fetchDocument() {
    const res = await t.request().get(`${API_PREFIX}/openapi.json`).expect(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    return res.body as { openapi: string; paths: Paths; servers: Array<{ url: string }> };
  }

  function documented(paths: Paths): string[] {
    return Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it("documents every route the app serves, and nothing it does not", async () => {
    const doc = await fetchDocument();
    const served = listAppRoutes(t.app).map((route) => {
      expect(
        route.path.startsWith(API_PREFIX),
        `${route.method} ${route.path} is outside ${API_PREFIX}`,
      ).toBe(true);
      return `${route.method.toUpperCase()} ${toOpenApiPath(route.path.slice(API_PREFIX.length))}`;
    });
    expect(served.length).toBeGreaterThan(50);
    const inDocument = new Set(documented(doc.paths));
    const missing = served.filter((route) => !inDocument.has(route));
    expect(missing, "routes served but not documented").toEqual([]);
    const stale = [...inDocument].filter((route) => !served.includes(route));
    expect(stale, "documented routes the app does not serve").toEqual([]);
  });

  it("is OpenAPI 3.1 with a summary and a success answer for every operation, and 201 only for creation", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0]?.url).toBe(API_PREFIX);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.summary, name).toBeTruthy();
        expect(
          Object.keys(op.responses).some((code) => /^[23]/.test(code)),
          name,
        ).toBe(true);
        if (method !== "post") expect(Object.keys(op.responses), name).not.toContain("201");
      }
    }
  });

  it("explains where a success status differs from spec section 7", async () => {
    const { paths } = await fetchDocument();
    for (const [path, method] of [
      ["/feedbacks/{id}", "get"],
      ["/feedbacks/{id}", "delete"],
      ["/users/{id}", "put"],
    ] as const) {
      const op = paths[path]?.[method];
      expect(op?.responses).toHaveProperty("200");
      expect(op?.description).toMatch(/Spec section 7 lists .*201.*answers 200/);
    }
  });

  it("shapes the answers from the contracts (login, users page, errors)", async () => {
    const { paths } = await fetchDocument();
    const login = paths["/users/login"]?.post?.responses as Record<
      string,
      { content?: Record<string, { schema: { required?: string[] } }> }
    >;
    expect(login["200"]?.content?.["application/json"]?.schema.required).toEqual([
      "token",
      "expiresAt",
      "users",
    ]);
    expect(login).toHaveProperty("429");
    const list = paths["/users"]?.get;
    expect(list?.description).toMatch(/admin/);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  });

  it("serves Swagger UI from the app itself, started by a script file on the document's address (no inline script)", async () => {
    const page = await t.request().get(`${API_PREFIX}/docs`).expect(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    // Scripts from the site itself (and the response's nonce, which this page's scripts do not need).
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    expect(page.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe/);
    const scripts = [...page.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      `<script src="${API_PREFIX}/docs/swagger-ui-bundle.js" defer>`,
      `<script src="${API_PREFIX}/docs/docs.js" defer>`,
    ]);
    expect(page.text).not.toMatch(/<script[^>]*>[^<]/);
    expect(page.text).toContain(`href="${API_PREFIX}/docs/swagger-ui.css"`);
    expect(page.text).toContain(`data-spec="${API_PREFIX}/openapi.json"`);
    expect(page.text).not.toMatch(/https?:\/\//);

    const renderer = await t.request().get(`${API_PREFIX}/docs/swagger-ui-bundle.js`).expect(200);
    expect(renderer.headers["content-type"]).toMatch(/javascript/);
    expect(renderer.text).toContain("SwaggerUIBundle");

    const start = await t.request().get(`${API_PREFIX}/docs/docs.js`).expect(200);
    expect(start.headers["content-type"]).toMatch(/javascript/);
    // Compiles (without running) as browser script: a syntax slip would leave the page blank.
    expect(() => new Function(start.text)).not.toThrow();
    expect(start.text).toContain("SwaggerUIBundle(");
    expect(start.text).toContain("document.body.dataset.spec");
    expect(start.text).toMatch(/validatorUrl: null/);

    const style = await t.request().get(`${API_PREFIX}/docs/swagger-ui.css`).expect(200);
    expect(style.headers["content-type"]).toMatch(/text\/css/);
    expect(style.text).toContain(".swagger-ui");
  });

  it("is made from the route definitions: each says who may call it, from the permission table", async () => {
    const { paths } = await fetchDocument();
    for (const { doc } of apiRoutes) {
      const name = `${doc.method.toUpperCase()} ${doc.path}`;
      const op = paths[toOpenApiPath(doc.path)]?.[doc.method];
      expect(op, name).toBeDefined();
      if (!op) continue;
      expect(op.summary, name).toBe(doc.summary);
      const codes = Object.keys(op.responses);
      expect(codes, name).toContain(String(doc.response.status));
      if (doc.access === "public") {
        expect(op.security, name).toEqual([]);
        // A public route answers 401 only for its own reason (a wrong password, a bad signature).
        if (!doc.errors?.[401]) expect(codes, name).not.toContain("401");
      } else {
        expect(op.security, name).toContainEqual({ bearerAuth: [] });
        expect(codes, name).toContain("401");
      }
      if ((ACTIONS as readonly string[]).includes(doc.access)) {
        expect(codes, name).toContain("403");
        expect(op.description, name).toContain(`\`${doc.access}\``);
        for (const role of rolesFor(doc.access as (typeof ACTIONS)[number]))
          expect(op.description, name).toContain(role);
      }
      if (doc.rateLimited) expect(codes, name).toContain("429");
      const pathParams = [...doc.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      expect(Boolean(doc.request?.params), `${name}: path parameters need a schema`).toBe(
        pathParams.length > 0,
      );
    }
  });

  it("validates against the OpenAPI 3.1 schema; references resolve, path parameters are declared", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(await fetchDocument()));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const doc = (await fetchDocument()) as unknown as {
      paths: Paths;
      components: { schemas?: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)];
    for (const [, section, name] of refs) {
      const components = doc.components as Record<string, Record<string, unknown> | undefined>;
      expect(components[section!]?.[name!], `$ref ${section}/${name}`).toBeDefined();
    }
    const operationNames = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const name = `${method} ${path}`;
        expect(operationNames.has(name), name).toBe(false);
        operationNames.add(name);
        const declared = (op.parameters ?? []).filter((p) => p.in === "path");
        expect(declared.map((p) => p.name).sort(), name).toEqual([...templated].sort());
        for (const parameter of declared) expect(parameter.required, `${name} ${parameter.name}`).toBe(true);
        for (const requirement of op.security ?? [])
          for (const scheme of Object.keys(requirement))
            expect(doc.components.securitySchemes, name).toHaveProperty(scheme);
      }
    }
  });

  it("names every operation once, from its method and path", async () => {
    const { paths } = await fetchDocument();
    const ids = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) =>
        item[method] ? [{ name: `${method} ${path}`, id: item[method]?.operationId }] : [],
      ),
    );
    expect(ids.length).toBeGreaterThan(150);
    for (const { name, id } of ids) expect(id, name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
    expect(new Set(ids.map(({ id }) => id)).size).toBe(ids.length);
    expect(paths["/users/{id}"]?.get?.operationId).toBe(operationIdOf("get", "/users/:id"));
    expect(operationIdOf("put", "/scholarship-approve/:id")).toBe("putScholarshipApproveById");
  });

  it("documents the statuses the server sends beyond the usual ones", async () => {
    const { paths } = await fetchDocument();
    const codes = (path: string, method: (typeof METHODS)[number]) =>
      Object.keys(paths[path]?.[method]?.responses ?? {});
    expect(codes("/users/login", "post")).toEqual(expect.arrayContaining(["200", "401", "403", "429"]));
    expect(codes("/subscribers", "post")).toEqual(expect.arrayContaining(["200", "201"]));
    expect(codes("/reports", "post")).toEqual(expect.arrayContaining(["200", "201"]));
    expect(codes("/donate/webhook", "post")).toContain("401");
    expect(codes("/donate/callback", "get")).toEqual(expect.arrayContaining(["200", "303"]));
    expect(codes("/subscribers/confirm", "get")).toEqual(expect.arrayContaining(["200", "303"]));
  });

  it("tells a client that asks for JSON where an emailed link leads, and redirects a browser", async () => {
    const link = `${API_PREFIX}/subscribers/unsubscribe?token=${"x".repeat(20)}`;
    await t.request().get(link).expect(303).expect("Location", "/?unsubscribed=0");
    const json = await t.request().get(link).set("Accept", "application/json").expect(200);
    expect(json.body).toEqual({ location: "/?unsubscribed=0" });
  });

  it("documents the resource lists without a trailing slash and still answers the spec's addresses", async () => {
    const { paths } = await fetchDocument();
    for (const path of [apiPaths.resourcesByType, apiPaths.resourcesByCategory]) {
      expect(path.endsWith("/")).toBe(false);
      expect(paths).toHaveProperty(path);
    }
    await t.request().get(`${API_PREFIX}/get-resources/types/?types=resume-sample`).expect(200);
    await t.request().get(`${API_PREFIX}/resources-types/category/?category=1`).expect(200);
  });

  it("names the shapes it carries, with integer ids and date-times", async () => {
    const doc = (await fetchDocument()) as unknown as {
      paths: Paths;
      components: {
        schemas: Record<string, { properties?: Record<string, { type?: unknown; format?: string }> }>;
      };
      info: { license?: { name: string } };
    };
    for (const name of [
      "Scholarship",
      "Internship",
      "Training",
      "Job",
      "Resource",
      "Donation",
      "Blog",
      "User",
    ]) {
      expect(doc.components.schemas[name]?.properties?.id?.type, name).toBe("integer");
      expect(JSON.stringify(doc.paths)).toContain(`"$ref":"#/components/schemas/${name}"`);
    }
    expect(doc.components.schemas.Scholarship?.properties?.createdAt?.format).toBe("date-time");
    const id = doc.paths["/scholarships/{id}"]?.get?.parameters?.find((p) => p.name === "id") as
      | { schema?: { type?: string } }
      | undefined;
    expect(id?.schema?.type).toBe("integer");
    expect(doc.info.license?.name).toBeTruthy();
  });

  it("shows an example on every request body", async () => {
    const { paths } = await fetchDocument();
    for (const [path, item] of Object.entries(paths))
      for (const method of METHODS) {
        const content = (item[method] as { requestBody?: { content: Record<string, { example?: unknown }> } })
          ?.requestBody?.content;
        for (const [type, media] of Object.entries(content ?? {}))
          expect(media.example, `${method} ${path} ${type}`).toBeDefined();
      }
  });

  it("passes redocly lint with the recommended rules: no error, no warning", async () => {
    const file = join(t.scratch, "openapi.json");
    writeFileSync(file, JSON.stringify(await fetchDocument()));
    const cli = createRequire(import.meta.url).resolve("@redocly/cli/package.json");
    const bin = join(dirname(cli), "bin", "cli.js");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [bin, "lint", "--extends=recommended", "--format=json", "--max-problems=1000", file],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    ).catch((error: { stdout: string }) => error);
    const problems = (JSON.parse(stdout) as { problems: Array<{ ruleId: string; message: string }> })
      .problems;
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it("documents the approve routes' payloads and the statistics each role gets", async () => {
    const { paths } = await fetchDocument();
    const approve = paths["/scholarship-approve/{id}"]?.put;
    expect(approve?.description).toMatch(/whatever its earlier state, pending or rejected/);
    expect(approve?.description).toMatch(/A reason is required to reject/);
    expect(approve?.description).toContain("`opportunity.approve`");
    const statistics = paths["/statstics"]?.get;
    expect(statistics?.description).toContain("`donations` (`donation.read`)");
  });
});
