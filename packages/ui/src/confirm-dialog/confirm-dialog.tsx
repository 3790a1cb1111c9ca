import { Button, chakra, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useConfirmAction } from './use-confirm-action';

/** A word the user types to confirm, e.g. a guest's dismissal. */
export interface TypedConfirmation {
  /** The expected word; the typed text must equal it exactly (case and spaces included). */
  word: string;
  /** Label of the text field (translated), e.g. `Type "DISMISS" to confirm`. */
  label: string;
  /** Shown when the typed text differs (translated), e.g. `hardDescriptionError`. */
  errorText: string;
  /** Hint under the field (translated). */
  helperText?: string;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape, or a confirmed action that has finished. */
  onClose: () => void;
  /**
   * The confirmed action. While a returned promise is pending the confirm button shows a
   * spinner and the dialog cannot be closed; when it resolves the dialog closes (`onClose`); when
   * it rejects the dialog stays open so the user can retry or cancel.
   */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** Title (translated); the dialog's accessible name. */
  title: string;
  /** What will happen (translated); the dialog's accessible description. */
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Irreversible or harmful: the confirm button uses the theme's error colour. */
  destructive?: boolean;
  /** Asks for a typed word before `onConfirm` may run. */
  confirmation?: TypedConfirmation;
  /** Extra fields between the description and the buttons (e.g. a date and an archive cause). */
  children?: ReactNode;
  /** Disables the confirm button, e.g. while the extra fields are incomplete. */
  confirmDisabled?: boolean;
  /** Pending from outside (e.g. a mutation's `isPending`), on top of the returned promise. */
  pending?: boolean;
}

type ContentProps = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'pending'> & {
  pending: boolean;
  /** Runs the confirmed action (its checks passed). */
  confirm: () => void;
  cancelRef: RefObject<HTMLButtonElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The dialog's inside: unmounted when closed, so the typed word starts empty every time. */
function ConfirmDialogContent({
  onClose,
  confirm,
  pending,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  confirmation,
  children,
  confirmDisabled = false,
  cancelRef,
  inputRef,
}: ContentProps) {
  const fieldId = useId();
  const helperId = `${fieldId}-helper`;
  const errorId = `${fieldId}-error`;
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || confirmDisabled) return;
    if (confirmation && typed !== confirmation.word) {
      setMismatch(true);
      inputRef.current?.focus();
      return;
    }
    confirm();
  };

  const tone = destructive
    ? { bg: 'care.error', color: 'care.error.contrast' }
    : { bg: 'care.primary', color: 'care.primary.contrast' };

  return (
    <Dialog.Content data-destructive={destructive || undefined} aria-busy={pending || undefined}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {/* One form around body and buttons: Enter in the field confirms, as everywhere. */}
      <chakra.form display="contents" onSubmit={submit} noValidate>
        <Dialog.Body>
          <Stack gap="4">
            {description && <Dialog.Description>{description}</Dialog.Description>}
            {children}
            {confirmation && (
              <Field.Root
                id={fieldId}
                ids={{ helperText: helperId, errorText: errorId }}
                invalid={mismatch}
                required
                disabled={pending}
              >
                <Field.Label>
                  {confirmation.label}
                  <Field.RequiredIndicator color="care.error.fg" />
                </Field.Label>
                <Input
                  ref={inputRef}
                  value={typed}
                  autoComplete="off"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-describedby={
                    [confirmation.helperText && helperId, mismatch && errorId]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setMismatch(false);
                  }}
                />
                {confirmation.helperText && (
                  <Field.HelperText>{confirmation.helperText}</Field.HelperText>
                )}
                <Field.ErrorText color="care.error.fg">{confirmation.errorText}</Field.ErrorText>
              </Field.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button ref={cancelRef} variant="outline" disabled={pending} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            loading={pending}
            loadingText={confirmLabel}
            disabled={confirmDisabled}
            bg={tone.bg}
            color={tone.color}
            _hover={{ bg: `${tone.bg}/90` }}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </Dialog.Content>
  );
}

/**
 * Asks before an action: an `alertdialog` named by its title and described by its description,
 * with cancel and confirm buttons. Focus starts on the least destructive control (the typed
 * confirmation field when there is one, otherwise Cancel); Escape and Cancel close it; focus
 * returns to where it was. Optionally asks for a typed word, shows extra fields, and stays open
 * with a spinner while an async `onConfirm` runs.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  pending: pendingProp = false,
  ...props
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { onClose } = props;
  const action = useConfirmAction(onConfirm, onClose);
  const pending = pendingProp || action.pending;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={!pending}
      initialFocusEl={() => (props.confirmation ? inputRef.current : cancelRef.current)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <ConfirmDialogContent
            {...props}
            pending={pending}
            confirm={() => void action.run()}
            cancelRef={cancelRef}
            inputRef={inputRef}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
