/** The parsed type of a contracts schema, without the web importing zod itself. */
export type Infer<Schema extends { _output: unknown }> = Schema["_output"];
