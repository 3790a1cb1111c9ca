import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A dialog that only informs (an `alertdialog` named by its title, described by its text) with
 * one button that closes it, e.g. "an attachment with this name exists".
 */
export function NoticeDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  closeLabel: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      role="alertdialog"
      initialFocusEl={() => button.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={button}
                bg="care.primary"
                color="care.primary.contrast"
                _hover={{ bg: 'care.primary/90' }}
                onClick={props.onClose}
              >
                {props.closeLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
