import { Button, Flex } from '@chakra-ui/react';

/** Props of {@link FormDrawerFooter}. */
export interface FormDrawerFooterProps {
  /** The id of the form the save button submits. */
  formId: string;
  pending: boolean;
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
}

/**
 * The footer of a drawer that holds a form (the diary's entry form, a new activity): Cancel, and
 * Save submitting the form by its id, busy while the save is pending.
 */
export function FormDrawerFooter(props: FormDrawerFooterProps) {
  return (
    <Flex gap="2" justify="flex-end" w="full">
      <Button variant="outline" onClick={props.onCancel} disabled={props.pending}>
        {props.cancelLabel}
      </Button>
      <Button
        type="submit"
        form={props.formId}
        loading={props.pending}
        bg="care.button.primary.bg"
        color="care.button.primary.fg"
        borderRadius="care.button"
      >
        {props.saveLabel}
      </Button>
    </Flex>
  );
}
