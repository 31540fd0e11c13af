// Sends one generated request to the running app and says what, if anything, is wrong with the answer.
import { asText, type Body, type FuzzRequest } from "./arbitraries.ts";

// A 1x1 PNG, so some uploads get past the file checks and reach the image code.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** What an answer must never show: a stack frame, a source position, a file-system path or error. */
const LEAKS: Array<[RegExp, string]> = [
  [/\n\s+at [^\n]+\(/, "a stack trace"],
  [/\.(?:ts|js|mjs|cjs):\d+:\d+/, "a source position"],
  [/node_modules/, "a node_modules path"],
  [/(?:^|["'\s(])\/(?:work|app|home|root|tmp|usr|var|opt|srv)\/[\w.-]+/, "a file-system path"],
  [/\bE(?:NOENT|ACCES|ISDIR|PERM|CONNREFUSED)\b/, "a system error code"],
  [/Prisma|PrismaClient|invalid input syntax|violates .* constraint/i, "a database error"],
];

function encodeBody(body: Body): { headers: Record<string, string>; payload?: string | FormData } {
  switch (body.kind) {
    case "none":
      return { headers: {} };
    case "json":
      return {
        headers: { "Content-Type": "application/json" },
        payload: JSON.stringify(body.value) ?? "null",
      };
    case "form": {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(body.value)) params.append(key, asText(value));
      return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, payload: params.toString() };
    }
    case "multipart": {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) form.append(key, asText(value));
      for (const [index, name] of body.files.entries()) {
        const bytes = index % 2 === 0 ? TINY_PNG : Buffer.from("not really an image");
        form.append(name, new Blob([bytes], { type: "image/png" }), "upload.png");
      }
      return { headers: {}, payload: form };
    }
    case "raw":
      return { headers: { "Content-Type": body.contentType }, payload: body.text };
  }
}

interface Answer {
  status: number;
  problem?: string;
}

export async function send(
  baseUrl: string,
  request: FuzzRequest,
  authorization: string | undefined,
  answersHtml = false,
): Promise<Answer> {
  const { headers, payload } = encodeBody(request.body);
  if (authorization) headers.Authorization = authorization;
  const hasBody = request.method !== "get" && payload !== undefined;
  let response: Response;
  try {
    response = await fetch(baseUrl + request.target, {
      method: request.method.toUpperCase(),
      headers,
      body: hasBody ? payload : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    // The URL itself may be one fetch refuses to send (that is the client, not the app).
    if (error instanceof TypeError && /Invalid URL|URL/.test(String(error.message))) return { status: 0 };
    return { status: 0, problem: `no answer: ${String(error)}` };
  }
  const text = await response.text();
  const status = response.status;
  if (status >= 500) return { status, problem: `answered ${status}: ${text.slice(0, 300)}` };
  for (const [pattern, what] of LEAKS) {
    if (pattern.test(text))
      return { status, problem: `answer ${status} shows ${what}: ${text.slice(0, 300)}` };
  }
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  if (status >= 400 && !(answersHtml && isHtml)) {
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      return { status, problem: `answered ${status} without a JSON body: ${text.slice(0, 200)}` };
    }
    if (typeof message !== "string" || message.trim() === "") {
      return { status, problem: `answered ${status} without a message: ${text.slice(0, 200)}` };
    }
  }
  return { status };
}
