import { Component, cloneElement, type ReactElement, Suspense, useId } from "react";
import { isHydrating } from "../lib/first-draw.ts";
import { hydrationTurn, SLICE_ATTRIBUTE } from "../lib/hydration-turns.ts";

type SliceElement = ReactElement<Record<string, unknown>>;

/**
 * One element of a page the server drew that the app takes over on a turn of its own
 * (lib/hydration-turns.ts): until then this element's markup stays as the server sent it (Preact
 * keeps a suspended part's markup while hydrating), and slices inside it get turns of their own.
 * Elsewhere (the server, later draws) it is its child with a name. The child must be one HTML
 * element: that element is what stays in place meanwhile, named by SLICE_ATTRIBUTE.
 */
export function HydrationSlice({ children }: { children: SliceElement }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <WaitForTurn id={id}>{cloneElement(children, { [SLICE_ATTRIBUTE]: id })}</WaitForTurn>
    </Suspense>
  );
}

/** Preact's vnode of a class component (`__v`) and its `useId` counter (`__m`, see idScope). */
type PreactInternals = { __v?: { __m?: IdScope } };
type IdScope = [number, number];

/**
 * The ids (`useId`) given inside a slice. Preact numbers them in the order components are drawn,
 * counting from the nearest vnode that holds a counter (the root). A slice drawn on its turn would
 * then get other numbers than the server gave its markup (drawn in one go), and the ids the app
 * uses would not be those on the page. So each slice counts from a counter of its own, named after
 * the slice's own id (given in its parent's order, the same on both sides): inside it, the order is
 * the server's again. The same vnode field is what preact-render-to-string counts from.
 */
function idScope(sliceId: string): IdScope {
  const [, scope = "0", index = "0"] = /^P(\d+)-(\d+)$/.exec(sliceId) ?? [];
  const a = Number(scope);
  const b = Number(index);
  // Cantor's pairing, plus one: a different number for every (scope, index), never the root's 0.
  return [((a + b) * (a + b + 1)) / 2 + b + 1, 0];
}

/**
 * A class, not hooks: a component that suspends before its first draw loses its hooks' state, but
 * keeps its instance, so the turn it waits for (and its ids' counter) is still there when it is
 * drawn again.
 */
class WaitForTurn extends Component<{ id: string; children: SliceElement }> {
  private waiting = isHydrating();
  private readonly turn = this.waiting
    ? hydrationTurn(this.props.id).then(() => {
        this.waiting = false;
      })
    : undefined;
  private readonly ids = idScope(this.props.id);

  override render() {
    if (this.waiting && this.turn) throw this.turn;
    const vnode = (this as unknown as PreactInternals).__v;
    if (vnode) vnode.__m = this.ids;
    return this.props.children;
  }
}
