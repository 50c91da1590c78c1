import { useEffect, useId, useRef, type ReactNode } from 'react';
import { afterPaint } from '../lib/after-paint';
import { modalClosed, modalShown, useTopModal } from './modal-layer';
import { ToastList } from './toast-list';

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
  /** Told when the dialog comes on screen (true) and when it closes (false). */
  onShownChange?: (shown: boolean) => void;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the
 * focus stays inside), Esc closes it, a click on the backdrop closes it, and the focus goes
 * back to where it was when the dialog opened. While it is the topmost modal it shows the page's
 * toasts, which would otherwise sit under its backdrop.
 *
 * It opens after the next paint: making the rest of a page inert recomputes the style of the
 * whole document and lays it out, about 50 to 140 ms on a phone (CPU slowed four times), which
 * inside the press that opens it delayed that press's paint past 200 ms (INP).
 */
export function ModalDialog({ open, onClose, title, children, actions, className, testId, onShownChange }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onShownChangeRef = useRef(onShownChange);
  onShownChangeRef.current = onShownChange;
  const titleId = useId();
  const onTop = useTopModal() === titleId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      return afterPaint(() => {
        if (dialog.open || !dialog.isConnected) return;
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
        modalShown(titleId);
        onShownChangeRef.current?.(true);
      });
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open, titleId]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      modalClosed(titleId);
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
      onShownChangeRef.current?.(false);
      onCloseRef.current();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => {
      dialog.removeEventListener('close', onDialogClose);
      modalClosed(titleId);
    };
  }, [titleId]);

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
      {onTop ? (
        <div className="cart-toasts" aria-live="polite" data-testid="cart-toasts">
          <ToastList inModal />
        </div>
      ) : null}
    </dialog>
  );
}
