// Create, update and delete of a content type that roles allowed `content.manage` edit, with one
// uploaded file (a photo, or a resource's document): the same three routes for each type.
import { idParamsSchema, messageResponseSchema, SUCCESS_MESSAGES } from "@btw/contracts";
import type { ZodType } from "zod";
import type { AppContext } from "../context.ts";
import { type DefinedRoute, defineRoute, type Parsed } from "../lib/route.ts";
import { type UploadKind, uploadSingle } from "../uploads/uploads.ts";

type File = Express.Multer.File;

interface ManagedContent<I extends ZodType, U extends ZodType> {
  tag: string;
  path: string;
  noun: string;
  /** The key of the saved item in answers, e.g. `testimonial`. */
  key: string;
  /** `required` is for the reference; a type whose file is required checks it in `create`. */
  file: { field: string; kind: UploadKind; required?: boolean };
  input: I;
  update: U;
  saved: ZodType;
  /** What a create answers in `message`. */
  createdMessage: string;
  create(ctx: AppContext, actorId: number, input: Parsed<I>, file: File | undefined): Promise<unknown>;
  change(
    ctx: AppContext,
    actorId: number,
    id: number,
    input: Parsed<U>,
    file: File | undefined,
  ): Promise<unknown>;
  remove(ctx: AppContext, actorId: number, id: number): Promise<unknown>;
}

export function managedContentRoutes<I extends ZodType, U extends ZodType>(
  content: ManagedContent<I, U>,
): DefinedRoute[] {
  const { tag, path, noun, key, file, saved } = content;
  const upload = `Multipart form; the file \`${file.field}\` is ${file.required ? "required" : "optional"} (type checked from its bytes; images are resized to web widths and stored as WebP beside the original).`;
  const form = () => [uploadSingle(file.field, file.kind)];
  const files = [file.field];
  const errors = { 413: "File too large", 415: "File type not accepted" } as const;
  return [
    defineRoute({
      method: "post",
      path,
      tag,
      summary: `Create a ${noun}`,
      description: upload,
      access: "content.manage",
      request: { body: content.input, bodyType: "multipart", files },
      response: {
        status: 201,
        description: `\`${content.createdMessage}\` and the saved ${noun}`,
        schema: saved,
      },
      errors,
      middleware: form,
      handler: async ({ ctx, user, body, req }) => ({
        message: content.createdMessage,
        [key]: await content.create(ctx, user.id, body, req.file),
      }),
    }),
    defineRoute({
      method: "put",
      path: `${path}/:id`,
      tag,
      summary: `Update a ${noun}`,
      description: `${upload} A new file replaces the old one.`,
      access: "content.manage",
      request: { params: idParamsSchema, body: content.update, bodyType: "multipart", files },
      response: {
        status: 200,
        description: `\`${SUCCESS_MESSAGES.saved}\` and the ${noun}`,
        schema: saved,
      },
      errors,
      middleware: form,
      handler: async ({ ctx, user, params, body, req }) => ({
        message: SUCCESS_MESSAGES.saved,
        [key]: await content.change(ctx, user.id, params.id, body, req.file),
      }),
    }),
    defineRoute({
      method: "delete",
      path: `${path}/:id`,
      tag,
      summary: `Delete a ${noun}`,
      description: "Its stored files are removed too.",
      access: "content.manage",
      request: { params: idParamsSchema },
      response: {
        status: 200,
        description: `\`${SUCCESS_MESSAGES.deleted}\``,
        schema: messageResponseSchema,
      },
      handler: async ({ ctx, user, params }) => {
        await content.remove(ctx, user.id, params.id);
        return { message: SUCCESS_MESSAGES.deleted };
      },
    }),
  ];
}
