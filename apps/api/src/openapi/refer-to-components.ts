// The generator inlines a shape wherever a route carries it; a client generator wants one named
// type instead. The named shapes (contracts' API_COMPONENT_SCHEMAS) go under components/schemas,
// and every inlined copy of one becomes a $ref to it.

export function referToComponents(
  document: { paths?: object; components?: { schemas?: object } },
  named: Record<string, unknown>,
): void {
  document.components ??= {};
  const schemas = { ...(document.components.schemas as Record<string, unknown> | undefined), ...named };
  document.components.schemas = schemas;
  const nameOfShape = new Map(
    Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]),
  );
  const visit = (node: unknown, own?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (!node || typeof node !== "object") return node;
    const name = nameOfShape.get(JSON.stringify(node));
    if (name && name !== own) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
  };
  document.paths = visit(document.paths) as object;
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = visit(schema, name);
}
