import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';

/** The props every controlled value field of the editor has (a method: any value type fits). */
interface ValueProps {
  value: unknown;
  onChange(value: unknown): void;
}

/**
 * For the stories: the field keeping its value as the editor does (a valid change comes back as
 * the new value), while `onChange` still reports each change.
 */
export function keptValue<P extends ValueProps>(Field: ComponentType<P>) {
  return function KeptValue(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    const onChange = (next: P['value']) => {
      props.onChange(next);
      setValue(next);
    };
    // The same props with the kept value: still a P.
    const kept = { ...props, value, onChange } as P;
    return <Field {...kept} />;
  };
}

/** The stories' decorator: a field as wide as in the editor's two-column grid. */
export const inNarrowBox: Decorator = (Story) => (
  <Box maxW="sm">
    <Story />
  </Box>
);
