import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Tab stays inside, Escape
 * closes it, focus goes back where it was, and it is named by its title (and described by
 * `description` when given). Rendered only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  eyebrow,
  description,
  className,
  children,
}: {
  open: boolean;
  /** Escape, or any way the content offers; while `onClose` is absent Escape does nothing. */
  onClose?: () => void;
  title: ReactNode;
  /** Shown above the title, outside its name (e.g. a "New" badge). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || dialog.open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape is the browser's cancel: the owner decides (e.g. not while a change is being saved).
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {eyebrow}
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="dialog__text">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
