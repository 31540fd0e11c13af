// How the app's first draw of a page happens:
// - on the server: its renderer draws the whole page to HTML (server/render-page.tsx);
// - hydrating: the browser's app takes that HTML over (app/start.tsx), drawing the same page, in
//   slices (components/hydration-slice.tsx) that each take their turn in a task of their own;
// - otherwise the browser's app draws a page the server sent without its content (a private
//   screen, or a page opened offline from the stored shell), in short steps of its own.
// Parts a phone may draw a task later (useLater) are drawn at once on the server and while
// hydrating, so the server's HTML is the whole page and the app's first draw matches it.
import { options, type VNode } from "preact";

const onServer = typeof document === "undefined";

// Preact marks the tree it hydrates (the root, and each slice resumed on its turn) with this flag on
// the vnode's `__u` bits: the same mark preact/compat reads to answer useSyncExternalStore with the
// server's value while hydrating. Everything drawn between that vnode's render and the end of its
// diff is being hydrated.
const MODE_HYDRATE = 1 << 5;
type MarkedVNode = VNode & { __u?: number };
type RenderHooks = { __r?: (vnode: MarkedVNode) => void; diffed?: (vnode: VNode) => void };

let hydrationRoot: VNode | null = null;
let tracking = false;

/** Follows which tree Preact is hydrating (start.tsx installs it before the first draw). */
export function trackHydration(): void {
  if (tracking || onServer) return;
  tracking = true;
  const hooks = options as unknown as RenderHooks;
  const render = hooks.__r;
  hooks.__r = (vnode) => {
    render?.(vnode);
    if (!hydrationRoot && (vnode.__u ?? 0) & MODE_HYDRATE) hydrationRoot = vnode;
  };
  const diffed = hooks.diffed;
  hooks.diffed = (vnode) => {
    diffed?.(vnode);
    if (vnode === hydrationRoot) hydrationRoot = null;
  };
}

/** Whether the component being drawn is taking over the server's HTML (hydrating). */
export const isHydrating = (): boolean => hydrationRoot !== null;

/** Whether the page's first draw is the whole page at once (on the server, or taking over its HTML). */
export const drawsWholePage = (): boolean => onServer || isHydrating();
