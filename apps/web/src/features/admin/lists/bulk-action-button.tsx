// A bulk action on the ticked rows of a list: the button, the confirmation, the run, a toast saying how
// many were done, then the list (and whatever else the action touches) refreshed.
import type { ReactNode } from "react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonVariant } from "../../../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { useBusyAction } from "../lib/use-busy-action.ts";

interface BulkActionButtonProps {
  label: string;
  title: string;
  confirmLabel: string;
  text: ReactNode;
  /** Runs the action on the server; `done` is how many rows it changed. */
  run: () => Promise<{ done: number }>;
  doneMessage: (count: number) => string;
  refresh: () => Promise<unknown>;
  onDone: () => void;
  danger?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

export function BulkActionButton({
  label,
  title,
  confirmLabel,
  text,
  run,
  doneMessage,
  refresh,
  onDone,
  danger,
  disabled,
  variant,
  className,
}: BulkActionButtonProps) {
  const [open, setOpen] = useState(false);
  const action = useBusyAction();
  const confirm = () =>
    action.run(async () => {
      const result = await run();
      toast.success(doneMessage(result.done));
      setOpen(false);
      onDone();
      await refresh();
    });
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className={className}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        danger={danger}
        busy={action.busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {text}
      </ConfirmDialog>
    </>
  );
}
