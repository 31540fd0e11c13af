// `Deadline: {date}` or `: {title}` are two texts to the app but one in HTML: the browser cannot tell
// where the server's drawing of one ended and the next began, and the app taking that markup over
// would split it node by node (a change to the page, and a new layout, for every such pair). So the
// texts side by side in an element (or a fragment) are joined into one before either side draws
// them, on the server and in the browser alike. A text beside a fragment's or a component's own text
// is not: write those as one text (e2e/prerender.spec.ts finds any the app would split).
import { Fragment, options, type VNode } from "preact";

type Child = unknown;

const isText = (child: Child): child is string | number =>
  typeof child === "string" || typeof child === "number";

/** An element's children with neighbouring texts joined, and what draws nothing left out. */
export function joinAdjacentTexts(children: readonly Child[]): Child[] {
  const out: Child[] = [];
  for (const child of children) {
    if (child === null || child === undefined || typeof child === "boolean" || child === "") continue;
    const last = out.length - 1;
    if (isText(child) && last >= 0 && isText(out[last])) out[last] = `${out[last]}${child}`;
    else out.push(child);
  }
  return out;
}

let installed = false;

/** Joins neighbouring texts in every element and fragment Preact creates from now on (once per process). */
export function joinTextsInElements(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as { children?: unknown } | null;
    const joinable = typeof vnode.type === "string" || vnode.type === Fragment;
    if (joinable && props && Array.isArray(props.children)) {
      props.children = joinAdjacentTexts(props.children);
    }
  };
}
