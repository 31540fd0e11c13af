// The API reference page: a static HTML shell plus a script and a style sheet served as files
// (the CSP allows no inline script). The script fetches openapi.json and renders it; every text
// goes in through textContent, never as HTML.
import { API_PREFIX, apiPaths, SITE_NAME } from "@btw/contracts";

export const docsAssetPaths = {
  script: `${apiPaths.docs}/docs.js`,
  style: `${apiPaths.docs}/docs.css`,
} as const;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${SITE_NAME} API reference</title>
<link rel="stylesheet" href="${API_PREFIX}${docsAssetPaths.style}">
<script src="${API_PREFIX}${docsAssetPaths.script}" defer></script>
</head>
<body data-spec="${API_PREFIX}${apiPaths.openapi}">
<header class="top"><h1>${SITE_NAME} API reference</h1><input id="filter" type="search" placeholder="Filter by path, summary or tag" aria-label="Filter operations"></header>
<div class="layout"><nav id="nav" aria-label="Operations"></nav><main id="main"><p>Loading the API document…</p></main></div>
<noscript><p>This page needs JavaScript; the raw document is at <a href="${API_PREFIX}${apiPaths.openapi}">${API_PREFIX}${apiPaths.openapi}</a>.</p></noscript>
</body>
</html>
`;

export const DOCS_CSS = `*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f9fafb}
.top{position:sticky;top:0;z-index:1;display:flex;gap:16px;align-items:center;padding:12px 24px;background:#0f5132;color:#fff}
.top h1{margin:0;font-size:18px;flex:1}
.top input{width:min(360px,50vw);padding:6px 10px;border:0;border-radius:4px;font:inherit}
.layout{display:flex;align-items:flex-start}
nav{position:sticky;top:56px;width:280px;max-height:calc(100vh - 56px);overflow:auto;padding:12px 16px;border-right:1px solid #e5e7eb;font-size:13px}
nav h2{margin:12px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280}
nav a{display:block;padding:2px 0;color:#1f2937;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
nav a:hover{text-decoration:underline}
main{flex:1;min-width:0;padding:16px 32px 64px;max-width:1100px}
.intro{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:8px 20px;margin-bottom:24px}
section>h2{margin:32px 0 8px;font-size:22px}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:12px 0;padding:0;scroll-margin-top:64px}
.op>summary{cursor:pointer;display:flex;gap:12px;align-items:center;padding:10px 14px;list-style:none}
.op>summary::-webkit-details-marker{display:none}
.op .body{padding:0 16px 12px;border-top:1px solid #f3f4f6}
.method{display:inline-block;min-width:64px;text-align:center;padding:2px 6px;border-radius:4px;color:#fff;font:700 12px/1.6 ui-monospace,monospace;text-transform:uppercase}
.get{background:#2563eb}.post{background:#059669}.put{background:#d97706}.delete{background:#dc2626}
.path{font:600 14px ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.summary{color:#4b5563}
.lock{margin-left:auto;font-size:12px;color:#6b7280}
h4{margin:16px 0 6px;font-size:14px}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #f3f4f6;vertical-align:top}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f6;padding:0 3px;border-radius:3px}
ul.schema{margin:2px 0;padding-left:18px;font-size:13px;list-style:none}
ul.schema li{margin:2px 0}
.name{font:600 13px ui-monospace,monospace}
.type{color:#7c3aed;font:13px ui-monospace,monospace}
.req{color:#dc2626;font-size:11px;margin-left:4px}
.muted{color:#6b7280}
.status{display:inline-block;min-width:40px;font:700 13px ui-monospace,monospace}
.s2{color:#059669}.s3{color:#2563eb}.s4{color:#d97706}.s5{color:#dc2626}
.hidden{display:none}
@media (max-width:800px){nav{display:none}main{padding:12px}}
`;

// Plain ES2017 for the browser, kept free of backquotes and dollar-braces so it fits in one raw string.
export const DOCS_SCRIPT = String.raw`"use strict";
(function () {
  var spec;
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  // Inline markdown: **bold** and code spans (\x60 is the backquote) only.
  function inline(parent, text) {
    var pattern = new RegExp("(\\*\\*[^*]+\\*\\*|\\x60[^\\x60]+\\x60)", "g");
    var last = 0, match;
    while ((match = pattern.exec(text))) {
      if (match.index > last) parent.appendChild(document.createTextNode(text.slice(last, match.index)));
      var token = match[0];
      if (token.charAt(0) === "*") add(parent, el("strong", "", token.slice(2, -2)));
      else add(parent, el("code", "", token.slice(1, -1)));
      last = match.index + token.length;
    }
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
    return parent;
  }
  function markdown(text) {
    var box = el("div", "md");
    (text || "").split(/\n\s*\n/).forEach(function (block) {
      var lines = block.split("\n");
      if (lines.every(function (line) { return /^\s*- /.test(line); })) {
        var list = el("ul");
        lines.forEach(function (line) { add(list, inline(el("li"), line.replace(/^\s*- /, ""))); });
        add(box, list);
      } else {
        add(box, inline(el("p"), block));
      }
    });
    return box;
  }
  function resolve(schema) {
    var seen = 0;
    while (schema && schema.$ref && seen++ < 10) {
      var parts = schema.$ref.replace(/^#\//, "").split("/");
      var target = spec;
      parts.forEach(function (part) { target = target && target[part]; });
      schema = target;
    }
    return schema || {};
  }
  function typeText(schema) {
    schema = resolve(schema);
    if (schema.enum) return schema.enum.map(function (v) { return JSON.stringify(v); }).join(" | ");
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    var type = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
    if (type === "array") return "array of " + typeText(schema.items || {});
    if (schema.anyOf || schema.oneOf) return (schema.anyOf || schema.oneOf).map(typeText).join(" | ");
    if (schema.format) return (type || "string") + " (" + schema.format + ")";
    return type || "any";
  }
  function constraints(schema) {
    var out = [];
    if (schema.minLength !== undefined) out.push("min length " + schema.minLength);
    if (schema.maxLength !== undefined) out.push("max length " + schema.maxLength);
    if (schema.minimum !== undefined) out.push("≥ " + schema.minimum);
    if (schema.exclusiveMinimum !== undefined) out.push("> " + schema.exclusiveMinimum);
    if (schema.maximum !== undefined) out.push("≤ " + schema.maximum);
    if (schema.minItems !== undefined) out.push("at least " + schema.minItems + " items");
    if (schema.maxItems !== undefined) out.push("at most " + schema.maxItems + " items");
    if (schema.pattern) out.push("pattern " + schema.pattern);
    if (schema.default !== undefined) out.push("default " + JSON.stringify(schema.default));
    if (schema.description) out.push(schema.description);
    return out.join("; ");
  }
  function schemaTree(schema, depth) {
    schema = resolve(schema);
    depth = depth || 0;
    var list = el("ul", "schema");
    if (depth > 6) return list;
    var target = schema.type === "array" ? resolve(schema.items || {}) : schema;
    var variants = target.anyOf || target.oneOf || target.allOf;
    if (variants && !target.properties) {
      variants.forEach(function (variant) {
        var item = add(el("li"), el("span", "muted", target.allOf ? "all of:" : "one of:"));
        add(item, schemaTree(variant, depth + 1));
        add(list, item);
      });
      return list;
    }
    var props = target.properties || {};
    var required = target.required || [];
    Object.keys(props).forEach(function (name) {
      var prop = resolve(props[name]);
      var item = add(el("li"), el("span", "name", name), document.createTextNode(" "), el("span", "type", typeText(prop)));
      if (required.indexOf(name) >= 0) add(item, el("span", "req", "required"));
      var notes = constraints(prop);
      if (notes) add(item, el("span", "muted", " — " + notes));
      var inner = prop.type === "array" ? resolve(prop.items || {}) : prop;
      if (inner.properties || inner.anyOf || inner.oneOf) add(item, schemaTree(prop, depth + 1));
      add(list, item);
    });
    if (!Object.keys(props).length) add(list, add(el("li"), el("span", "type", typeText(schema))));
    return list;
  }
  function parameters(op) {
    var params = op.parameters || [];
    if (!params.length) return null;
    var table = el("table");
    add(table, add(el("tr"), el("th", "", "Name"), el("th", "", "In"), el("th", "", "Type"), el("th", "", "Notes")));
    params.forEach(function (p) {
      var name = add(el("td"), el("span", "name", p.name));
      if (p.required) add(name, el("span", "req", "required"));
      add(table, add(el("tr"), name, el("td", "", p.in), el("td", "type", typeText(p.schema || {})), el("td", "muted", constraints(resolve(p.schema || {})))));
    });
    return add(el("div"), el("h4", "", "Parameters"), table);
  }
  function body(op) {
    if (!op.requestBody) return null;
    var content = op.requestBody.content || {};
    var types = Object.keys(content);
    var box = add(el("div"), el("h4", "", "Request body"), el("p", "muted", types.join(", ")));
    if (types.length) add(box, schemaTree(content[types[0]].schema || {}));
    return box;
  }
  function responses(op) {
    var box = add(el("div"), el("h4", "", "Responses"));
    Object.keys(op.responses || {}).forEach(function (code) {
      var response = op.responses[code];
      var row = add(el("div"), el("span", "status s" + code.charAt(0), code), document.createTextNode(" "));
      inline(row, response.description || "");
      var content = response.content || {};
      var types = Object.keys(content);
      if (types.length && code.charAt(0) === "2") {
        add(row, el("span", "muted", " (" + types.join(", ") + ")"));
        var schema = content[types[0]].schema;
        if (schema && (schema.$ref || schema.properties || schema.items)) add(row, schemaTree(schema));
      }
      add(box, row);
    });
    return box;
  }
  function anchor(method, path) { return "op-" + method + "-" + path.replace(/[^A-Za-z0-9]+/g, "-"); }
  function render() {
    var main = document.getElementById("main");
    var nav = document.getElementById("nav");
    main.textContent = "";
    nav.textContent = "";
    var info = spec.info || {};
    add(main, add(el("div", "intro"), el("h2", "", (info.title || "API") + " " + (info.version || "")), markdown(info.description)));
    var byTag = {};
    var order = [];
    Object.keys(spec.paths || {}).forEach(function (path) {
      ["get", "post", "put", "patch", "delete"].forEach(function (method) {
        var op = spec.paths[path][method];
        if (!op) return;
        var tag = (op.tags && op.tags[0]) || "Other";
        if (!byTag[tag]) { byTag[tag] = []; order.push(tag); }
        byTag[tag].push({ path: path, method: method, op: op });
      });
    });
    order.forEach(function (tag) {
      var section = add(el("section"), el("h2", "", tag));
      var navList = add(el("div"), el("h2", "", tag));
      byTag[tag].forEach(function (entry) {
        var id = anchor(entry.method, entry.path);
        var details = el("details", "op");
        details.id = id;
        details.dataset.search = (entry.method + " " + entry.path + " " + (entry.op.summary || "") + " " + tag).toLowerCase();
        var security = entry.op.security || [];
        var secured = security.some(function (s) { return Object.keys(s).length > 0; });
        var optional = security.some(function (s) { return Object.keys(s).length === 0; });
        var summary = add(el("summary"), el("span", "method " + entry.method, entry.method), el("span", "path", entry.path), el("span", "summary", entry.op.summary || ""));
        if (secured) add(summary, el("span", "lock", optional ? "token optional" : "token"));
        add(details, summary);
        add(details, add(el("div", "body"), markdown(entry.op.description), parameters(entry.op), body(entry.op), responses(entry.op)));
        add(section, details);
        var link = el("a", "", entry.method.toUpperCase() + " " + entry.path);
        link.href = "#" + id;
        link.dataset.target = id;
        add(navList, link);
      });
      add(main, section);
      add(nav, navList);
    });
    if (location.hash) {
      var target = document.getElementById(location.hash.slice(1));
      if (target) { target.open = true; target.scrollIntoView(); }
    }
  }
  function applyFilter(text) {
    text = text.trim().toLowerCase();
    document.querySelectorAll(".op").forEach(function (op) {
      op.classList.toggle("hidden", text !== "" && op.dataset.search.indexOf(text) < 0);
    });
    document.querySelectorAll("nav a").forEach(function (link) {
      var op = document.getElementById(link.dataset.target);
      link.classList.toggle("hidden", !op || op.classList.contains("hidden"));
    });
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.getElementById("filter").addEventListener("input", function (event) { applyFilter(event.target.value); });
    document.getElementById("nav").addEventListener("click", function (event) {
      var id = event.target && event.target.dataset && event.target.dataset.target;
      var op = id && document.getElementById(id);
      if (op) op.open = true;
    });
    fetch(document.body.dataset.spec, { headers: { Accept: "application/json" } })
      .then(function (res) { if (!res.ok) throw new Error("HTTP " + res.status); return res.json(); })
      .then(function (doc) { spec = doc; render(); })
      .catch(function (error) {
        var main = document.getElementById("main");
        main.textContent = "";
        add(main, el("p", "", "Could not load the API document: " + error.message));
      });
  });
})();
`;
