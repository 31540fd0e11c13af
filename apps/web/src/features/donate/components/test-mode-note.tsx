import "./test-mode-note.css";

/** The TEST mark of a page about a test payment: no money moves, and the reader must not think otherwise. */
export function TestModeNote({ children }: { children: string }) {
  return (
    <p className="test-mode-note" role="note">
      {children}
    </p>
  );
}
