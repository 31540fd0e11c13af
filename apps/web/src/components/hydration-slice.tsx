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

/**
 * A class, not hooks: a component that suspends before its first draw loses its hooks' state, but
 * keeps its instance, so the turn it waits for is still there when it is drawn again.
 */
class WaitForTurn extends Component<{ id: string; children: SliceElement }> {
  private waiting = isHydrating();
  private readonly turn = this.waiting
    ? hydrationTurn(this.props.id).then(() => {
        this.waiting = false;
      })
    : undefined;

  override render() {
    if (this.waiting && this.turn) throw this.turn;
    return this.props.children;
  }
}
