import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  /** Called however the dialog closes: Esc, the backdrop, or an action. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The action buttons, in reading order. */
  actions?: ReactNode;
  className?: string;
  /** Passed to the dialog for tests and styling hooks. */
  testId?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the
 * focus stays inside), Esc closes it, a click on the backdrop closes it, and the focus goes
 * back to where it was when the dialog opened.
 */
export function ModalDialog({ open, onClose, title, children, actions, className, testId }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; from the keyboard the dialog closes with Esc on its own
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}
